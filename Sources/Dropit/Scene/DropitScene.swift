import Dynamics
import Kit
import Preferences

/// Dropit: a falling-squares game on the Dynamics module. A click drops a square into the column clicked, or the
/// less filled one beside it (Return into the column the keyboard's marker shows); squares fall, collide and come
/// to rest; a full row flies off and scores, more for several at once, and the squares above fall into the gap.
/// Every few rows is a new level: from level 2 the next square drops by itself when the player waits too long, and
/// sooner each level. A column that reaches the top ends the game; the best score is kept across launches.
/// Dragging pulls the newest square on a spring (and throws it on release); a round obstacle in the middle
/// deflects the squares (nothing stays on its top), and the cells it shadows do not count towards a full row.
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
    let settings: SettingsLink
    let physics: FieldPhysics
    let squareViews = SquareViews()
    let grab = GrabSpring()
    lazy var clock = FrameClock(
        step: { [unowned self] elapsed in self.step(by: elapsed) }, tick: { [unowned self] in self.send(.tick) })
    let bestScoreFile: DropitBestScoreFile?
    let prompts = DropitPrompts()

    /// - Parameters:
    ///   - bestScoreFile: where the best score is kept across launches; nil keeps it for this run only.
    ///   - seed: fixes the columns and colours (tests); by default every launch differs.
    public init(
        tabIcon: Image?, events: EventLog, preferences: PreferencesStore, bestScoreFile: DropitBestScoreFile? = nil,
        seed: UInt64 = UInt64.random(in: UInt64.min...UInt64.max)
    ) {
        self.events = events
        settings = SettingsLink(store: preferences)
        self.bestScoreFile = bestScoreFile
        game = DropitGame(seed: seed, best: bestScoreFile?.load() ?? 0)
        rootView = DropitView()
        physics = FieldPhysics(field: rootView.field)
        super.init(name: "dropit", title: "Dropit", tabIcon: tabIcon, view: rootView)
        rootView.field.onResize = { [weak self] old, new in self?.fieldDidResize(from: old, to: new) }
        rootView.field.automationSummary = { [weak self] in self?.automationSummary ?? .null }
        physics.behavior.collider.collisionDelegate = self
        physics.animator.delegate = self
        observeSettings()
        addGestureRecognizers()
        connectButtons()
        describeForAccessibility()
        render()
    }

    public override func sceneDidAppear() {
        clock.isVisible = true
        send(.resume(.hidden))
        windowDidChangeFocus(view.window?.hasFocus ?? true)
    }

    public override func sceneWillDisappear() {
        clock.isVisible = false
        send(.pause(.hidden))
    }

    /// A game pauses while the window is in the background: squares must not drop while the player is elsewhere.
    public override func windowDidChangeFocus(_ hasFocus: Bool) {
        send(hasFocus ? .resume(.unfocused) : .pause(.unfocused))
    }

    public override func sceneWillTerminate() {
        perform(game.send(.quit, at: now))
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard let key = Self.keys.action(for: event) else { return false }
        perform(key, isRepeat: event.isRepeat)
        return true
    }

    public override var controlsHelp: ControlsHelp {
        .standard(mouse: Self.mouseHelp, touch: Self.touchHelp, keys: Self.keys.helpRows)
    }

    /// Seconds on the window's clock: the time every action is sent at.
    var now: Double { view.window?.now ?? 0 }

    // MARK: What tests and automation read

    /// Squares dropped in this game (the scoreboard's DROPPED).
    public var droppedCount: Int { game.tally.dropped }
    /// Rows cleared in this game (the scoreboard's ROWS).
    public var rowsCleared: Int { game.tally.rowsCleared }
    /// The views of the squares in play, oldest first.
    public var squares: [SquareView] { squareViews.inPlay }
    /// The view of the square the pointer holds, if any.
    public var grabbedSquare: SquareView? { game.grabbedSquare.flatMap { squareViews.view($0.number) } }
    /// Whether the display link is stepping the physics (false at stasis, while paused and while hidden).
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
}
