/// The rules of a game of Breakout — score, lives, levels, combo, the serve, special bricks and how long their
/// effects last, pause and game over — with no views, no physics and no clock of its own.
///
/// The scene sends it what happened (a ball struck a brick, a ball fell, a second of play went by, the player
/// paused) and reads the new state back; the answers that need showing come back as values (`BrickEvent`,
/// `BallLoss`). Time is the play time the scene advances it by, so an effect lasts exactly its duration on any
/// clock, a test's included, and stands still while the game is paused.
///
/// ```swift
/// var model = BreakoutModel(configuration: BreakoutConfiguration(), best: 0, random: &random)
/// model.launch()                                   // the waiting ball goes up
/// let events = model.hitBrick(at: BrickPosition(row: 4, column: 0))
/// model.advance(by: 1.0 / 60)                      // one frame of play
/// ```
public struct BreakoutModel: Equatable, Sendable {
    /// No two pushes closer together than this, in seconds of play: a click is a nudge, not a motor.
    public static let pushCooldown: Double = 0.6
    /// Each level after the first speeds the balls up by this share of the cruising speed…
    public static let levelSpeedUp = 0.05
    /// …up to this share, so a long game stays catchable.
    public static let maximumLevelSpeedUp = 0.3

    /// Score, lives, level, combo, best score and whether the game is on, won or lost.
    public internal(set) var game: BreakoutGame
    public internal(set) var wall: BrickWall
    public internal(set) var configuration: BreakoutConfiguration
    /// Seconds of unpaused play: the clock of timed effects, the push cooldown and the scene's stuck-ball rule.
    public internal(set) var playTime: Double = 0
    /// Balls of the current serve not launched yet, the one resting on the paddle included.
    public internal(set) var ballsWaiting: Int
    public internal(set) var ballsInPlay = 0
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
    }

    // MARK: What the scene reads

    public var isPaused: Bool { !pauseReasons.isEmpty }

    /// Whether the paddle, launches and pushes answer input: not while paused, not while an outcome waits.
    public var acceptsPlayInput: Bool { !isPaused && game.phase == .playing }

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

    // MARK: Player's actions

    /// The next waiting ball goes up; false when none waits or play does not accept input.
    @discardableResult
    public mutating func launch() -> Bool {
        guard acceptsPlayInput, ballsWaiting > 0 else { return false }
        ballsWaiting -= 1
        ballsInPlay += 1
        return true
    }

    /// A push of every ball in play; false when none is in play, play does not accept input, or the last push was
    /// less than `pushCooldown` seconds of play ago.
    @discardableResult
    public mutating func push() -> Bool {
        guard acceptsPlayInput, ballsInPlay > 0, playTime - lastPushTime >= Self.pushCooldown else { return false }
        lastPushTime = playTime
        return true
    }

    /// A ball touched the paddle: the combo starts again.
    public mutating func paddleTouched() {
        game.paddleTouched()
    }

    /// An extra ball joins play (the extra-ball special does this; a test may too).
    public mutating func addBall() {
        ballsInPlay += 1
    }

    // MARK: Serves, lives and outcomes

    /// A ball left the field through the bottom. With the last ball of the serve gone a life goes too, and a new
    /// serve waits — unless that was the last life.
    public mutating func loseBall() -> BallLoss {
        ballsInPlay = max(ballsInPlay - 1, 0)
        guard ballsInPlay == 0, ballsWaiting == 0, game.phase == .playing else { return .ballGone }
        game.lifeLost()
        guard game.phase == .playing else {
            effects = [:]
            return .gameOver
        }
        ballsWaiting = configuration.ballCount
        return .lifeLost
    }

    /// The player answered the outcome: the next level's wall after a cleared one, a new game after the last
    /// life. Nothing happens while playing.
    public mutating func continueAfterOutcome(random: inout some RandomNumberGenerator) {
        switch game.phase {
        case .playing: return
        case .cleared: game.startNextLevel()
        case .over: game.startNewGame()
        }
        startLevel(&random)
    }

    /// New settings. A different wall or serve (rows, columns, balls, hits, specials) starts a new game; the
    /// others (bounciness, gravity, paddle, speed, push) apply to the game in progress.
    public mutating func apply(
        _ newConfiguration: BreakoutConfiguration, random: inout some RandomNumberGenerator
    ) -> ConfigurationChange {
        guard newConfiguration != configuration else { return .none }
        let needsNewGame = configuration.needsNewGame(toApply: newConfiguration)
        configuration = newConfiguration
        guard needsNewGame else { return .feel }
        game.startNewGame()
        startLevel(&random)
        return .newGame
    }

    /// A full wall for the current level, a full serve waiting, no ball in play and no effect running.
    private mutating func startLevel(_ random: inout some RandomNumberGenerator) {
        wall = Self.wall(configuration, level: game.level, &random)
        ballsWaiting = configuration.ballCount
        ballsInPlay = 0
        effects = [:]
    }

    private static func wall(
        _ configuration: BreakoutConfiguration, level: Int, _ random: inout some RandomNumberGenerator
    ) -> BrickWall {
        BrickWall(
            rows: configuration.brickRows, columns: configuration.brickColumns,
            hitsPerBrick: configuration.hitsPerBrick, level: level, specials: configuration.specialBricks,
            random: &random)
    }
}

/// Why the game stands still; it runs only when there is no reason left.
public enum PauseReason: Hashable, Sendable {
    /// The player paused (P, Escape, Start).
    case user
    /// Another tab is showing (or the app is hidden).
    case hidden
    /// The window lost keyboard focus.
    case unfocused
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
    /// The wall or the serve changed: a new game started.
    case newGame
}
