import Dynamics
import Kit
import Preferences

/// Breakout on the Dynamics layer. Balls are dynamic items; walls, bricks and the paddle are boundaries; a display
/// link steps the animator once per frame. The rules live in `BreakoutModel` (score, lives, levels, the serve,
/// special bricks, pause), the geometry in `BrickLayout` and `PaddleGeometry`, the speed rules in `BallSpeedRules`;
/// this class binds the model to the views and the physics, and the input to the model. Its concerns are split by
/// file: serving, contacts, specials, per-step guards, input and the keyboard, pause, layout, settings, the outcome
/// alert and accessibility.
@MainActor
public final class BreakoutScene: Scene {
    public static let settingsSection = BreakoutSettings.section

    // MARK: Tunables

    /// Seconds a ball may go without touching the paddle before it is nudged back toward it.
    static let stuckTimeout: Double = 20
    /// A launched ball leaves within this angle of vertical, in radians (20°).
    static let launchSpread = 20 * Double.pi / 180
    /// Space between the paddle's bottom and the field's bottom, in points.
    static let paddleBottomMargin: Double = 34
    /// The paddle is never narrower than this, in points.
    static let minimumPaddleWidth: Double = 56
    /// Paddle hits of one ball closer together than this, in seconds, are one hit (the paddle's boundary is
    /// re-made as it moves, which can report a touch twice).
    static let paddleHitDebounce: Double = 0.1

    // MARK: State

    let events: EventLog
    let preferences: PreferencesStore
    let bestScoreFile: BestScoreFile
    /// The game's rules and state; the scene shows it and tells it what happens.
    public internal(set) var model: BreakoutModel
    /// Launch angles, pushes, nudges and the special bricks of each new wall.
    var random: SeededRandom

    let root = BreakoutRootView()
    var field: FieldView { root.field }
    var paddle: PaddleView { field.paddle }
    let animator: DynamicAnimator
    let physics = BreakoutBehavior()
    /// Where the bricks go in the current field size (nil until the field has a size).
    var layout: BrickLayout?
    var brickViews: [BrickPosition: BrickView] = [:]

    /// Balls in play, in the order they were launched.
    var balls: [LiveBall] = []
    public var ballsInPlay: Int { balls.count }
    /// The ball sitting on the paddle, waiting for Space or a click.
    var restingBall: BallView?
    var nextBallIndex = 0

    var paddleCenterX: Double = 0
    var panStartX: Double = 0
    /// Direction keys whose press this scene took and that were held at the last frame.
    var drivingKeys: Set<KeyEvent.Key> = []
    var keyboardDrive = PaddleDrive()

    /// Each ball's velocity at the moment of pausing, restored exactly on resuming.
    var frozenVelocities: [(ball: LiveBall, velocity: Point)] = []
    var displayLink: DisplayLink?
    var isOnScreen = false
    var settingsChanged = false
    var settingObservations: [SettingObservation] = []
    /// The outcome alert on screen, if any.
    weak var presentedAlert: Alert?

    /// Demo play (see `autopilotStep`): the paddle follows the balls by itself.
    public var isAutopilotOn = false {
        didSet { updateDisplayLink() }
    }
    var autopilotWaitStart: Double = 0
    /// The gamepad's accelerometer x/y turned into screen axes and low-pass filtered, in m/s²; nil while tilt does
    /// not steer gravity.
    var filteredTilt: Point?

    /// - Parameters:
    ///   - randomSeed: fixes launch angles, pushes and special bricks (tests); nil picks one at random.
    ///   - bestScoreFile: where the best score is kept (the app passes the data folder's); nil keeps it in the
    ///     settings store's folder, which tests make temporary.
    public init(
        tabIcon: Image?, events: EventLog, preferences: PreferencesStore, randomSeed: UInt64? = nil,
        bestScoreFile: BestScoreFile? = nil
    ) {
        self.events = events
        self.preferences = preferences
        self.bestScoreFile =
            bestScoreFile
            ?? BestScoreFile(
                directory: preferences.fileURL.deletingLastPathComponent(), saveStatus: preferences.saveStatus)
        random = SeededRandom(seed: randomSeed ?? UInt64.random(in: 0...UInt64.max))
        model = BreakoutModel(
            configuration: BreakoutConfiguration(preferences: preferences), best: self.bestScoreFile.load(),
            random: &random)
        animator = DynamicAnimator(referenceView: root.field)
        super.init(name: "breakout", title: "Breakout", tabIcon: tabIcon, view: root)
        animator.addBehavior(physics)
        physics.onBoundaryContact = { [weak self] item, boundary in self?.ballTouched(item, boundary) }
        physics.action = { [weak self] in self?.physicsDidStep() }
        field.onResize = { [weak self] size in self?.fieldDidResize(to: size) }
        installGestures()
        observeSettings()
        makeBrickViews()
        applyConfiguration()
        placeRestingBall()
        refreshHUD()
        describeForAccessibility()
    }

    // MARK: What the model says, as the rest of the scene reads it

    public var game: BreakoutGame { model.game }
    public var wall: BrickWall { model.wall }
    public var configuration: BreakoutConfiguration { model.configuration }
    /// Seconds of unpaused play (the model's clock).
    var playTime: Double { model.playTime }

    // MARK: Scene lifecycle

    public override func sceneDidAppear() {
        isOnScreen = true
        if displayLink == nil, let window = view.window {
            displayLink = DisplayLink(window: window) { [weak self] _, elapsed in self?.step(by: elapsed) }
        }
        if settingsChanged { applyChangedSettings() }
        resume(.hidden)
        updateDisplayLink()
    }

    public override func sceneWillDisappear() {
        isOnScreen = false
        pause(.hidden)
        bestScoreFile.save(game.best)
    }

    public override func windowDidChangeFocus(_ hasFocus: Bool) {
        if hasFocus { resume(.unfocused) } else { pause(.unfocused) }
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        handleGameKey(event)
    }

    public override func handleGamepad(_ event: GamepadEvent) -> Bool {
        handleGamepadEvent(event)
    }

    public override func sceneWillTerminate() {
        bestScoreFile.save(game.best)
    }

    // MARK: The frame

    /// One frame of play: the model's clock (which ends timed effects), the keyboard's and the gamepad's paddle
    /// moves, tilt gravity, then the physics (whose action runs the per-step guards). Nothing moves while paused.
    func step(by seconds: Double) {
        guard !model.isPaused else { return }
        let expired = model.advance(by: seconds)
        if isAutopilotOn { autopilotStep() }
        driveWithKeyboard(by: seconds)
        driveWithGamepad(by: seconds)
        followTilt(by: seconds)
        if expired.isEmpty { showEffectTimers() } else { showEffects() }
        animator.advance(by: seconds)
        updateDisplayLink()
    }

    /// Frames are needed while a ball is in play or a key or a gamepad moves the paddle; otherwise the app may sleep.
    func updateDisplayLink() {
        let paddleMoves = !drivingKeys.isEmpty || gamepadPaddleInput != 0
        let needsFrames = !model.isPaused && (!balls.isEmpty || paddleMoves || isAutopilotOn)
        displayLink?.isPaused = !needsFrames
    }

    func refreshHUD() {
        root.hud.show(game)
    }
}

/// A ball in play and what the rules track about it.
@MainActor
final class LiveBall {
    let view: BallView
    /// Play time of the last paddle touch (or of the launch, or of a nudge): the stuck-ball rule's clock.
    var lastPaddleTouch: Double
    /// Play time of the last paddle hit that turned the ball, to take a double report of one touch as one.
    var lastPaddleHit = -Double.infinity

    init(view: BallView, since time: Double) {
        self.view = view
        lastPaddleTouch = time
    }

    var index: Int { view.index }
    /// False once the ball is lost or cleared away (a loop over a copy of the list may still meet it).
    var isInPlay = true
}
