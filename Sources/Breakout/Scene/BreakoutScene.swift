import Dynamics
import FoundationEssentials
import Kit
import Preferences

/// Breakout on the Dynamics layer: a thin scene over `BreakoutModel`, which keeps the game's rules and state. The
/// scene turns input, the physics' contacts and frames into the model's actions (`send`), and carries out the
/// effects that come back (`+Effects`): it shows, it decides nothing.
///
/// Each concern with state of its own is a small type: `Playfield` (the physics, the field's views, the paddle's
/// place, with `BallFreezer` and `TiltGravity`), `PaddleInput` (drags, held keys, the gamepad, the autopilot),
/// `SettingsWatch` (when new settings reach the game) and `BreakoutDialogs` (the alerts).
@MainActor
public final class BreakoutScene: Scene {
    public static let settingsSection = BreakoutSettings.section

    let events: EventLog
    let bestScoreFile: BestScoreFile
    /// The game's rules and state; the scene shows it and tells it what happens.
    public internal(set) var model: BreakoutModel
    /// Launch angles, pushes, nudges and the special bricks of each new wall: passed to the model with each action.
    var random: SeededRandom
    let root = BreakoutRootView()
    let playfield: Playfield
    let input = PaddleInput()
    let dialogs = BreakoutDialogs()
    private(set) var settings: SettingsWatch!
    var displayLink: DisplayLink?

    /// - Parameters:
    ///   - randomSeed: fixes launch angles, pushes and special bricks (tests); nil picks one at random.
    ///   - bestScoreFile: where the best score is kept (the app passes the data folder's); nil keeps it in the
    ///     settings store's folder, which tests make temporary.
    public init(
        tabIcon: Image?, events: EventLog, preferences: PreferencesStore, randomSeed: UInt64? = nil,
        bestScoreFile: BestScoreFile? = nil
    ) {
        self.events = events
        self.bestScoreFile =
            bestScoreFile
            ?? BestScoreFile(
                directory: preferences.fileURL.deletingLastPathComponent(), saveStatus: preferences.saveStatus)
        random = SeededRandom(seed: randomSeed ?? UInt64.random(in: 0...UInt64.max))
        model = BreakoutModel(
            configuration: BreakoutConfiguration(preferences: preferences), best: self.bestScoreFile.load(now: Date()),
            random: &random)
        playfield = Playfield(field: root.field)
        super.init(name: "breakout", title: "Breakout", tabIcon: tabIcon, view: root)
        settings = SettingsWatch(preferences: preferences) { [weak self] in self?.send(.configure($0)) }
        playfield.physics.onBoundaryContact = { [weak self] item, boundary in self?.ballTouched(item, boundary) }
        playfield.physics.action = { [weak self] in self?.physicsDidStep() }
        field.onResize = { [weak self] size in self?.fieldDidResize(to: size) }
        root.hud.newGameButton.onActivate = { [weak self] in self?.send(.requestNewGame) }
        installGestures()
        rebuildField()
        applyFeel()
        playfield.showRestingBall(model.restingBall)
        refreshHUD()
        describeForAccessibility()
    }

    // MARK: What the rest of the scene reads

    var field: FieldView { root.field }
    var paddle: PaddleView { field.paddle }
    public var game: BreakoutGame { model.game }
    public var wall: BrickWall { model.wall }
    public var configuration: BreakoutConfiguration { model.configuration }
    public var isPaused: Bool { model.isPaused }
    public var ballsInPlay: Int { model.ballsInPlay }
    /// Seconds of unpaused play (the model's clock).
    var playTime: Double { model.playTime }

    /// Demo play (see `Autopilot`): the paddle follows the balls by itself.
    public var isAutopilotOn: Bool {
        get { input.autopilot != nil }
        set {
            input.autopilot = newValue ? (input.autopilot ?? Autopilot()) : nil
            updateDisplayLink()
        }
    }

    public override var controlsHelp: ControlsHelp { BreakoutKeys.help }

    /// Speed rules for the model's cruising speed (level, slow balls), gravity now and the climb to the wall.
    var rules: BallSpeedRules {
        BallSpeedRules(
            cruising: model.cruisingSpeed,
            gravity: playfield.tilt.gravity(configuration) * DynamicsTuning.gravityAcceleration,
            climb: playfield.climb)
    }

    // MARK: Scene lifecycle

    public override func sceneDidAppear() {
        if displayLink == nil, let window = view.window {
            displayLink = DisplayLink(window: window) { [weak self] _, elapsed in self?.step(by: elapsed) }
        }
        settings.setOnScreen(true)
        send(.resume(.hidden))
        updateDisplayLink()
    }

    public override func sceneWillDisappear() {
        settings.setOnScreen(false)
        send(.pause(.hidden))
    }

    public override func windowDidChangeFocus(_ hasFocus: Bool) {
        send(hasFocus ? .resume(.unfocused) : .pause(.unfocused))
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        handleGameKey(event)
    }

    public override func handleGamepad(_ event: GamepadEvent) -> Bool {
        handleGamepadEvent(event)
    }

    public override func sceneWillTerminate() {
        send(.keepBestScore)
    }

    // MARK: The frame

    /// One frame of play: the model's clock (which ends timed effects and nudges stuck balls), the autopilot, the
    /// keys' and the gamepad's paddle moves, tilt gravity, then the physics (whose action runs the per-step
    /// guards). Nothing moves while paused.
    func step(by seconds: Double) {
        guard !model.isPaused else { return }
        send(.frame(seconds: seconds))
        runAutopilot()
        let window = view.window
        let travel = input.travel(
            by: seconds, keyboard: window?.keyboard ?? KeyboardState(), gamepad: window?.gamepad,
            acceptsInput: model.acceptsPlayInput)
        if travel != 0 { movePaddle(toX: playfield.paddleCenterX + travel) }
        playfield.tilt.follow(
            window?.gamepad.acceleration, by: seconds, configuration: configuration, physics: playfield.physics)
        showEffectTimers()
        playfield.animator.advance(by: seconds)
        updateDisplayLink()
    }

    /// Frames are needed while a ball is in play or a key or a gamepad moves the paddle; otherwise the app may sleep.
    func updateDisplayLink() {
        let paddleMoves = input.isMoving(view.window?.gamepad)
        let needsFrames = !model.isPaused && (model.ballsInPlay > 0 || paddleMoves || isAutopilotOn)
        displayLink?.isPaused = !needsFrames
    }

    /// Moves the paddle's centre to `x` (kept inside the field); a ball it now covers is freed onto it.
    func movePaddle(toX x: Double) {
        for ball in playfield.movePaddle(toX: x, rules: rules) { send(.ballFreedFromPaddle(ball: ball)) }
    }

    private func runAutopilot() {
        guard let autopilot = input.autopilot else { return }
        let moves = autopilot.moves(
            playTime: playTime, alertShown: dialogs.isShowing, restingBall: model.restingBall != nil,
            field: playfield, gravity: playfield.tilt.gravity(configuration))
        for move in moves {
            switch move {
            case .answerAlert: dialogs.chooseFirst()
            case .serve: send(.serve)
            case .paddle(let x): movePaddle(toX: x)
            }
        }
    }
}
