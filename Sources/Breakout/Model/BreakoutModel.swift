/// The rules and state of a game of Breakout — score, lives, levels, combo, the serve and every ball's record,
/// special bricks and how long their effects last, the push cooldown, pause and the prompt to continue, game over,
/// settings waiting for the next level — with no views, no physics and no clock of its own.
///
/// The scene sends it actions (a click, a key, a contact the physics reported, a frame of play time) and carries
/// out the effects that come back: events to log, balls to launch or remove, bricks to break, the outcome to show,
/// the best score to keep. Time is the play time the frames bring, and random numbers come from the generator the
/// scene passes in, so a test that sends the same actions on the same seed sees the same game.
///
/// ```swift
/// var model = BreakoutModel(configuration: BreakoutConfiguration(), best: 0, random: &random)
/// model.send(.serve, random: &random)          // [.launchBall(0, angle: …), .log(.ballLaunched(ball: 0, …))]
/// model.send(.brickTouched(BrickPosition(row: 4, column: 0)), random: &random)
/// model.send(.frame(seconds: 1.0 / 60), random: &random)
/// ```
public struct BreakoutModel: Equatable, Sendable {
    /// No two pushes closer together than this, in seconds of play: a click is a nudge, not a motor.
    public static let pushCooldown: Double = 0.6
    /// Each level after the first speeds the balls up by this share of the cruising speed…
    public static let levelSpeedUp = 0.05
    /// …up to this share, so a long game stays catchable.
    public static let maximumLevelSpeedUp = 0.3
    /// Seconds of play a ball may go without touching the paddle before it is nudged back toward it.
    public static let stuckTimeout: Double = 20
    /// Paddle hits of one ball closer together than this, in seconds, are one hit (the paddle's boundary is
    /// re-made as it moves, which can report a touch twice).
    public static let paddleHitDebounce: Double = 0.1
    /// A launched ball leaves within this angle of vertical, in radians (20°).
    public static let launchSpread = 20 * Double.pi / 180
    /// An extra ball leaves its brick within this angle of straight down, in radians (50°).
    public static let extraBallSpread = 50 * Double.pi / 180

    /// Score, lives, level, combo, best score and whether the game is on, won or lost.
    public internal(set) var game: BreakoutGame
    public internal(set) var wall: BrickWall
    public internal(set) var configuration: BreakoutConfiguration
    /// Settings for the wall or the serve that wait for the next level or game (the one in progress keeps its own).
    public internal(set) var pendingConfiguration: BreakoutConfiguration?
    /// Seconds of unpaused play: the clock of timed effects, the push cooldown and the stuck-ball rule.
    public internal(set) var playTime: Double = 0
    /// Balls of the current serve not launched yet, the one resting on the paddle included.
    public internal(set) var ballsWaiting: Int
    /// The balls in play, in the order they joined.
    public internal(set) var balls: [BallRecord] = []
    /// The index of the ball resting on the paddle (nil when none waits or the game waits for an answer).
    public internal(set) var restingBall: Int?
    /// The index the next ball gets (from 0 on each new wall: `breakout.ball.<n>`).
    var nextBallIndex = 0
    /// The timed effects running now (wider paddle, slow balls).
    public internal(set) var effects: [BrickSpecial: TimedEffect] = [:]
    /// Why play stands still; it runs only when there is no reason left.
    public internal(set) var pauseReasons: Set<PauseReason> = []
    var lastPushTime = -Double.infinity

    /// A new game at level 1 whose wall `random` lays out (which bricks are special).
    public init(configuration: BreakoutConfiguration, best: Int, random: inout some RandomNumberGenerator) {
        self.init(configuration: configuration, best: best, wall: Self.wall(configuration, level: 1, &random))
    }

    /// A new game at level 1 on a wall built by hand.
    init(configuration: BreakoutConfiguration, best: Int, wall: BrickWall) {
        self.configuration = configuration
        self.wall = wall
        game = BreakoutGame(best: best)
        ballsWaiting = configuration.ballCount
        placeRestingBall()
    }

    // MARK: What the scene reads

    public var isPaused: Bool { !pauseReasons.isEmpty }
    public var ballsInPlay: Int { balls.count }

    /// Whether the paddle, launches and pushes answer input: not while paused, not while an outcome waits.
    public var acceptsPlayInput: Bool { !isPaused && game.phase == .playing }

    /// Whether a new game would lose something: a point, a life, a level, a brick or a ball served.
    public var hasProgress: Bool {
        game.score > 0 || game.level > 1 || game.lives < BreakoutGame.startingLives || !balls.isEmpty
            || ballsWaiting < configuration.ballCount || wall.standingCount < wall.bricks.count
    }

    /// The end of the level or of the game, while it waits for the player's answer; nil while playing.
    public var outcome: GameOutcome? {
        switch game.phase {
        case .playing: nil
        case .cleared: GameOutcome(game: game, won: true)
        case .over: GameOutcome(game: game, won: false)
        }
    }

    /// The balls' cruising speed, in pt/s: the setting's, faster at each level, slower while slow balls run.
    public var cruisingSpeed: Double {
        let levelFactor = 1 + min(Self.levelSpeedUp * Double(game.level - 1), Self.maximumLevelSpeedUp)
        let slowFactor = effects[.slowBall] != nil ? BrickSpecial.slowBallFactor : 1
        return configuration.ballSpeed.pointsPerSecond * levelFactor * slowFactor
    }

    /// How many times its set width the paddle is now (wider while the wide-paddle effect runs).
    public var paddleWidthFactor: Double {
        effects[.widePaddle] != nil ? BrickSpecial.widePaddleFactor : 1
    }

    /// Seconds of play left of a running effect; nil when it is not running.
    public func secondsLeft(of special: BrickSpecial) -> Double? {
        effects[special].map { max($0.endsAt - playTime, 0) }
    }

    /// The share of a running effect still to come: 1 as it starts, 0 as it ends; nil when it is not running.
    public func remainingShare(of special: BrickSpecial) -> Double? {
        guard let effect = effects[special], let left = secondsLeft(of: special) else { return nil }
        return effect.duration > 0 ? left / effect.duration : 0
    }

    /// Seconds of play until the next push is allowed (0: now).
    public var pushCooldownLeft: Double {
        max(Self.pushCooldown - (playTime - lastPushTime), 0)
    }

    /// The record of the ball with this index, if it is in play.
    public func ball(_ index: Int) -> BallRecord? {
        balls.first { $0.index == index }
    }

    // MARK: Time and pause

    /// `seconds` more of play; returns the effects that ran out, in declaration order. Nothing passes while paused.
    @discardableResult
    public mutating func advance(by seconds: Double) -> [BrickSpecial] {
        guard !isPaused, seconds > 0 else { return [] }
        playTime += seconds
        let expired = BrickSpecial.allCases.filter { effects[$0].map { $0.endsAt <= playTime } ?? false }
        for special in expired { effects[special] = nil }
        return expired
    }

    /// Adds a reason to stand still; returns true when play stops now (it was running).
    @discardableResult
    public mutating func pause(_ reason: PauseReason) -> Bool {
        let wasRunning = !isPaused
        pauseReasons.insert(reason)
        return wasRunning
    }

    /// Takes a reason away; returns true when play starts again now (it was the last reason).
    @discardableResult
    public mutating func resume(_ reason: PauseReason) -> Bool {
        guard pauseReasons.remove(reason) != nil else { return false }
        return !isPaused
    }

    static func wall(
        _ configuration: BreakoutConfiguration, level: Int, _ random: inout some RandomNumberGenerator
    ) -> BrickWall {
        BrickWall(
            rows: configuration.brickRows, columns: configuration.brickColumns,
            hitsPerBrick: configuration.hitsPerBrick, level: level, specials: configuration.specialBricks,
            random: &random)
    }
}

/// A ball in play, as the rules keep track of it.
public struct BallRecord: Equatable, Sendable {
    /// The `<n>` of the ball's `breakout.ball.<n>`.
    public let index: Int
    /// Play time of the last paddle touch (or of the launch, or of a nudge): the stuck-ball rule's clock.
    public internal(set) var lastPaddleTouch: Double
    /// Play time of the last paddle hit, to take a double report of one touch as one.
    public internal(set) var lastPaddleHit = -Double.infinity

    init(index: Int, since time: Double) {
        self.index = index
        lastPaddleTouch = time
    }
}

/// Why the game stands still; it runs only when there is no reason left.
public enum PauseReason: String, Hashable, Sendable {
    /// The player paused (P, Escape, Start).
    case user
    /// Another tab is showing (or the app is hidden).
    case hidden
    /// The window lost keyboard focus.
    case unfocused
    /// Back from another tab or from another window with balls in flight: play goes on with a click or Space, so
    /// a ball heading down is never lost before the player is ready.
    case awaitingContinue
    /// The game asks the player a question ("Start a new game?").
    case question
}

/// A timed effect's schedule, in seconds of play.
public struct TimedEffect: Equatable, Sendable {
    public let endsAt: Double
    /// Its whole length, for the share still to come.
    public let duration: Double
}

/// What losing a ball cost.
public enum BallLoss: Equatable, Sendable {
    /// Other balls are in play or wait to be launched: nothing more.
    case ballGone
    /// The last ball of the serve: a life, and a new serve waits.
    case lifeLost
    /// The last ball of the last life: the game is over.
    case gameOver
}

/// What new settings did to the game.
public enum ConfigurationChange: Equatable, Sendable {
    /// The settings are the same.
    case none
    /// The feel changed (bounciness, gravity, paddle, speed, push); the game goes on.
    case feel
    /// The wall or the serve changed on a game with nothing to lose: a new game started.
    case newGame
    /// The wall or the serve changed during a game: the feel applies now, the rest from the next level or game.
    case pending
}
