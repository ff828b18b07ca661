/// The serve and the balls in play: launching, pushing, touching the paddle, losing a ball (and with the last one a
/// life), the next level or game, and new settings.
extension BreakoutModel {
    /// The waiting ball goes up; its index, or nil when none waits or play does not accept input.
    @discardableResult
    public mutating func launch() -> Int? {
        guard acceptsPlayInput, ballsWaiting > 0, let index = restingBall else { return nil }
        ballsWaiting -= 1
        balls.append(BallRecord(index: index, since: playTime))
        restingBall = nil
        placeRestingBall()
        return index
    }

    /// A push of every ball in play; false when none is in play, play does not accept input, or the last push was
    /// less than `pushCooldown` seconds of play ago.
    @discardableResult
    public mutating func push() -> Bool {
        guard acceptsPlayInput, !balls.isEmpty, pushCooldownLeft <= 0 else { return false }
        lastPushTime = playTime
        return true
    }

    /// A ball touched the paddle: the combo starts again.
    public mutating func paddleTouched() {
        game.paddleTouched()
    }

    /// A ball joins play that was not served (the extra-ball special does this; a test may too); its index.
    @discardableResult
    public mutating func addBall() -> Int {
        let index = nextBallIndex
        nextBallIndex += 1
        balls.append(BallRecord(index: index, since: playTime))
        return index
    }

    /// A ball left the field through the bottom. With the last ball of the serve gone a life goes too, and a new
    /// serve waits — unless that was the last life.
    public mutating func loseBall(_ index: Int) -> BallLoss {
        balls.removeAll { $0.index == index }
        guard balls.isEmpty, ballsWaiting == 0, game.phase == .playing else { return .ballGone }
        game.lifeLost()
        guard game.phase == .playing else {
            effects = [:]
            return .gameOver
        }
        ballsWaiting = configuration.ballCount
        placeRestingBall()
        return .lifeLost
    }

    /// The player answered the outcome: the next level's wall after a cleared one, a new game after the last
    /// life. Settings waiting for this moment apply now. Nothing happens while playing.
    public mutating func continueAfterOutcome(random: inout some RandomNumberGenerator) {
        switch game.phase {
        case .playing: return
        case .cleared: game.startNextLevel()
        case .over: game.startNewGame()
        }
        startLevel(&random)
    }

    /// A new game at level 1, whatever the game in progress had; the best score stays.
    public mutating func startNewGame(random: inout some RandomNumberGenerator) {
        game.startNewGame()
        startLevel(&random)
    }

    /// New settings. The feel (bounciness, gravity, paddle, speed, push) applies at once. A different wall or
    /// serve (rows, columns, balls, hits, specials) starts a new game when there is nothing to lose, and otherwise
    /// waits for the next level or game, so a game is never wiped without a word.
    public mutating func apply(
        _ newConfiguration: BreakoutConfiguration, random: inout some RandomNumberGenerator
    ) -> ConfigurationChange {
        let current = pendingConfiguration ?? configuration
        guard newConfiguration != current else { return .none }
        guard configuration.needsNewGame(toApply: newConfiguration) else {
            configuration = newConfiguration
            pendingConfiguration = nil
            return .feel
        }
        guard !hasProgress else {
            configuration = configuration.withFeel(of: newConfiguration)
            pendingConfiguration = newConfiguration
            return .pending
        }
        configuration = newConfiguration
        startNewGame(random: &random)
        return .newGame
    }

    /// The next ball of the serve onto the paddle, if one waits and none is there.
    mutating func placeRestingBall() {
        guard restingBall == nil, ballsWaiting > 0, game.phase == .playing else { return }
        restingBall = nextBallIndex
        nextBallIndex += 1
    }

    /// A full wall for the current level (with settings that waited for it), a full serve waiting, no ball in play
    /// and no effect running.
    private mutating func startLevel(_ random: inout some RandomNumberGenerator) {
        if let pending = pendingConfiguration {
            configuration = pending
            pendingConfiguration = nil
        }
        wall = Self.wall(configuration, level: game.level, &random)
        ballsWaiting = configuration.ballCount
        balls = []
        restingBall = nil
        nextBallIndex = 0
        effects = [:]
        placeRestingBall()
    }
}
