import Dynamics
import Kit
import Preferences

/// Dropit, the showcase of the Dynamics module: a click drops a square into the column clicked, or the less filled
/// one beside it (Space into the column the keyboard's marker shows); squares fall, collide and come to rest; a
/// full row flies off and fades, and the squares above fall into the gap. Dragging pulls the newest square on a
/// spring (and throws it on release); a round obstacle in the middle deflects the squares (nothing stays on its
/// top), and the cells it shadows do not count towards a full row. The animator runs on a display link that pauses at stasis, so an idle Dropit costs nothing.
@MainActor
public final class DropitScene: Scene {
    /// Squares dropped since launch (the HUD's first counter).
    public var droppedCount: Int { rules.dropped }
    /// Rows cleared since launch (the HUD's second counter).
    public var rowsCleared: Int { rules.rowsCleared }
    /// Squares in play (not departing), oldest first.
    public var squares: [SquareView] { liveSquares }
    /// The square the pointer holds, if any.
    public var grabbedSquare: SquareView? { grab?.square }
    /// Whether the display link is stepping the animator (false at stasis and while hidden).
    public var isLinkRunning: Bool { !(link?.isPaused ?? true) }
    public var field: View { rootView.field }

    public let animator: DynamicAnimator
    let physics = DropitBehavior()
    let rootView: DropitView
    let events: EventLog
    let preferences: PreferencesStore
    var random: SeededRandom
    /// The tally, where squares may drop and which rows are full; the scene keeps its grid in step with the field.
    var rules = DropitRules()
    var observations: [SettingObservation] = []
    var link: DisplayLink?
    var isVisible = false
    var liveSquares: [SquareView] = []
    var departingSquares: [SquareView] = []
    var grab: Grab?
    /// The column the keyboard aims at (nil: the middle one).
    var keyboardColumn: Int?
    let obstacleView = ObstacleView()

    /// `seed` fixes the columns and colours (tests); by default every launch differs.
    public init(
        tabIcon: Image?, events: EventLog, preferences: PreferencesStore,
        seed: UInt64 = UInt64.random(in: UInt64.min...UInt64.max)
    ) {
        self.events = events
        self.preferences = preferences
        random = SeededRandom(seed: seed)
        rootView = DropitView()
        animator = DynamicAnimator(referenceView: rootView.field)
        super.init(name: "dropit", title: "Dropit", tabIcon: tabIcon, view: rootView)
        rootView.field.addSubview(obstacleView)
        rootView.field.onResize = { [weak self] old, new in self?.fieldDidResize(from: old, to: new) }
        rootView.field.automationSummary = { [weak self] in self?.automationSummary ?? .null }
        physics.collider.collisionDelegate = self
        animator.delegate = self
        animator.addBehavior(physics)
        observeSettings()
        addGestureRecognizers()
        describeForAccessibility()
    }

    public override func sceneDidAppear() {
        isVisible = true
        updateLink()
    }

    public override func sceneWillDisappear() {
        endGrab(throwing: false)
        isVisible = false
        updateLink()
    }

    /// ←/→ aim, Space or Return drops (a held key does not repeat the drop): see `DropitScene+Keyboard`.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        handleDropKey(event)
    }

    private var automationSummary: AutomationValue {
        .object([
            "dropped": .int(droppedCount), "rows": .int(rowsCleared), "squares": .int(liveSquares.count),
            "columns": .int(columns), "running": .bool(isLinkRunning), "marked": .int(markedColumn),
        ])
    }
}
