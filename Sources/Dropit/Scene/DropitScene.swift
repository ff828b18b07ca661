import Dynamics
import Kit
import Preferences

/// Dropit, the showcase of the Dynamics module: a click drops a square into the column clicked, or the less filled
/// one beside it (Return into the column the keyboard's marker shows); squares fall, collide and come to rest; a
/// full row flies off and fades, and the squares above fall into the gap. Dragging pulls the newest square on a
/// spring (and throws it on release); a round obstacle in the middle deflects the squares (nothing stays on its
/// top), and the cells it shadows do not count towards a full row.
///
/// The rules live in `DropitGame`, a value with no views and no physics. The scene maps input to the game's
/// actions, feeds it what the physics did after every step, carries out the effects it answers with, and shows its
/// state (`render()`). The physics runs on a display link that pauses at stasis, so an idle Dropit costs nothing.
@MainActor
public final class DropitScene: Scene {
    /// The rules and the state of play.
    public internal(set) var game: DropitGame
    let rootView: DropitView
    let events: EventLog
    let preferences: PreferencesStore
    var observations: [SettingObservation] = []
    let physics: FieldPhysics
    let squareViews = SquareViews()
    let grab = GrabSpring()
    lazy var clock = FrameClock { [unowned self] elapsed in self.step(by: elapsed) }

    /// `seed` fixes the columns and colours (tests); by default every launch differs.
    public init(
        tabIcon: Image?, events: EventLog, preferences: PreferencesStore,
        seed: UInt64 = UInt64.random(in: UInt64.min...UInt64.max)
    ) {
        self.events = events
        self.preferences = preferences
        game = DropitGame(seed: seed)
        rootView = DropitView()
        physics = FieldPhysics(field: rootView.field)
        super.init(name: "dropit", title: "Dropit", tabIcon: tabIcon, view: rootView)
        rootView.field.onResize = { [weak self] old, new in self?.fieldDidResize(from: old, to: new) }
        rootView.field.automationSummary = { [weak self] in self?.automationSummary ?? .null }
        physics.behavior.collider.collisionDelegate = self
        physics.animator.delegate = self
        observeSettings()
        addGestureRecognizers()
        describeForAccessibility()
    }

    public override func sceneDidAppear() {
        clock.isVisible = true
        updateClock()
    }

    public override func sceneWillDisappear() {
        send(.release(throwing: nil))
        clock.isVisible = false
        updateClock()
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard let key = Self.keys.action(for: event) else { return false }
        perform(key, isRepeat: event.isRepeat)
        return true
    }

    public override var controlsHelp: ControlsHelp {
        .standard(mouse: Self.mouseHelp, touch: Self.touchHelp, keys: Self.keys.helpRows)
    }

    // MARK: What tests and automation read

    /// Squares dropped since launch (the HUD's first counter).
    public var droppedCount: Int { game.tally.dropped }
    /// Rows cleared since launch (the HUD's second counter).
    public var rowsCleared: Int { game.tally.rowsCleared }
    /// The views of the squares in play, oldest first.
    public var squares: [SquareView] { squareViews.inPlay }
    /// The view of the square the pointer holds, if any.
    public var grabbedSquare: SquareView? { game.grabbedSquare.flatMap { squareViews.view($0.number) } }
    /// Whether the display link is stepping the physics (false at stasis and while hidden).
    public var isLinkRunning: Bool { clock.isRunning }
    public var field: View { rootView.field }
    public var animator: DynamicAnimator { physics.animator }
    /// Columns across the field (0 before it is laid out).
    public var columns: Int { game.grid.columns }
    /// The column the keyboard's marker shows.
    public var markedColumn: Int { game.markedColumn }
    var pitch: Double { rootView.pitch }
    /// A square's side: the pitch less the gap that lets it fall between neighbours.
    var squareSide: Double { game.grid.squareSide }
    var obstacleView: ObstacleView { rootView.field.obstacle }

    private var automationSummary: AutomationValue {
        .object([
            "dropped": .int(droppedCount), "rows": .int(rowsCleared), "squares": .int(squares.count),
            "columns": .int(columns), "running": .bool(isLinkRunning), "marked": .int(markedColumn),
        ])
    }
}
