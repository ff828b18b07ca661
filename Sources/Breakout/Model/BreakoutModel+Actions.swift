/// The model's one entrance: an action in, the effects to carry out back, in order. Each action's rules are in a
/// short function below (contacts in `+Contacts`), on top of the state changes of `+Serve` and `+Bricks`.
extension BreakoutModel {
    /// Applies `action` and returns what the scene must do. `random` picks launch and push angles, nudges, and the
    /// special bricks of a new wall.
    @discardableResult
    public mutating func send(_ action: BreakoutAction, random: inout some RandomNumberGenerator) -> [BreakoutEffect] {
        switch action {
        case .frame(let seconds): return frame(seconds, &random)
        case .serve: return serve(&random)
        case .tap: return tap(&random)
        case .togglePause: return pauseReasons.contains(.user) ? playOn() : stop(.user)
        case .pause(let reason): return stop(reason)
        case .resume(let reason): return comeBack(reason)
        case .brickTouched(let position): return brickTouched(position, &random)
        case .paddleTouched(let ball, let offset, let onFace): return paddleTouched(ball, offset, onFace: onFace)
        case .ballFreedFromPaddle(let ball): return ballFreedFromPaddle(ball)
        case .wallTouched(let index): return ball(index) == nil ? [] : [.log(.wallHit(ball: index))]
        case .ballFell(let ball): return ballFell(ball)
        case .continueAfterOutcome: return answerOutcome(&random)
        case .requestNewGame: return requestNewGame(&random)
        case .confirmNewGame(let confirmed): return answerNewGame(confirmed, &random)
        case .configure(let configuration): return configure(configuration, &random)
        case .keepBestScore: return [.saveBestScore(game.best)]
        }
    }

    // MARK: Time

    /// Play time passes: timed effects that ran out end, and a ball away from the paddle too long is nudged.
    private mutating func frame(_ seconds: Double, _ random: inout some RandomNumberGenerator) -> [BreakoutEffect] {
        guard !isPaused else { return [] }
        var effects: [BreakoutEffect] = advance(by: seconds).isEmpty ? [] : [.showEffects]
        for index in balls.indices where playTime - balls[index].lastPaddleTouch > Self.stuckTimeout {
            balls[index].lastPaddleTouch = playTime
            let ball = balls[index].index
            effects += [
                .nudge(ball: ball, spread: Double.random(in: -1...1, using: &random)), .log(.ballNudged(ball: ball)),
            ]
        }
        return effects
    }

    // MARK: The player's input

    private mutating func serve(_ random: inout some RandomNumberGenerator) -> [BreakoutEffect] {
        if let waiting = waitingToPlayOn { return playOn(waiting) }
        return launchEffects(&random)
    }

    private mutating func tap(_ random: inout some RandomNumberGenerator) -> [BreakoutEffect] {
        if let waiting = waitingToPlayOn { return playOn(waiting) }
        guard acceptsPlayInput else { return [] }
        if balls.isEmpty, restingBall != nil { return launchEffects(&random) }
        guard !balls.isEmpty else { return [] }
        guard push() else {
            return [.pushRefused, .log(.pushRefused(secondsLeft: pushCooldownLeft))]
        }
        let angle = Double.random(in: 0..<(2 * Double.pi), using: &random)
        let deltaV = configuration.tapPush
        return [
            .push(angle: angle, deltaV: deltaV),
            .log(.ballPushed(balls: balls.count, angleDegrees: angle * 180 / Double.pi, deltaV: deltaV)),
        ]
    }

    /// The pause a click or Space ends: the player's own, or the prompt after coming back.
    private var waitingToPlayOn: PauseReason? {
        if pauseReasons.contains(.user) { return .user }
        if pauseReasons.contains(.awaitingContinue), !pauseReasons.contains(.question) { return .awaitingContinue }
        return nil
    }

    private mutating func launchEffects(_ random: inout some RandomNumberGenerator) -> [BreakoutEffect] {
        guard let ball = launch() else { return [] }
        let angle = Double.random(in: -Self.launchSpread...Self.launchSpread, using: &random)
        return [.launchBall(ball, angle: angle), .log(.ballLaunched(ball: ball, source: nil))]
    }

    // MARK: Pause and coming back

    private mutating func stop(_ reason: PauseReason) -> [BreakoutEffect] {
        let stopsNow = pause(reason)
        var effects: [BreakoutEffect] = stopsNow ? [.freeze] : []
        effects.append(.showPause)
        if reason == .hidden { effects.append(.saveBestScore(game.best)) }
        return effects
    }

    /// The player plays on (P, a click, Space): play starts again if nothing else holds it.
    private mutating func playOn(_ reason: PauseReason = .user) -> [BreakoutEffect] {
        let startsNow = resume(reason)
        return (startsNow ? [.thaw] : []) + [.showPause]
    }

    /// The tab shows again or the window has focus again. With balls in flight, the field stays frozen behind
    /// a prompt until the player clicks or presses Space: a ball heading down is not lost while the player looks
    /// for the paddle.
    private mutating func comeBack(_ reason: PauseReason) -> [BreakoutEffect] {
        guard pauseReasons.contains(reason) else { return [] }
        let wasLastReason = pauseReasons == [reason]
        guard wasLastReason, !balls.isEmpty, game.phase == .playing else { return playOn(reason) }
        pauseReasons = [.awaitingContinue]
        return [.showPause, .log(.continuePrompt(reason: reason))]
    }

    // MARK: The end of a level or game, and new games

    private mutating func answerOutcome(_ random: inout some RandomNumberGenerator) -> [BreakoutEffect] {
        guard outcome != nil else { return [] }
        continueAfterOutcome(random: &random)
        return [.rebuildField, .applyFeel, .log(.gameReset(level: game.level, score: game.score, cause: nil))]
    }

    private mutating func requestNewGame(_ random: inout some RandomNumberGenerator) -> [BreakoutEffect] {
        guard game.phase == .playing, !pauseReasons.contains(.question) else { return [] }
        guard hasProgress else { return newGame(&random) }
        let stopsNow = pause(.question)
        return (stopsNow ? [.freeze] : []) + [.showPause, .askNewGame]
    }

    private mutating func answerNewGame(_ confirmed: Bool, _ random: inout some RandomNumberGenerator)
        -> [BreakoutEffect]
    {
        guard pauseReasons.contains(.question) else { return [] }
        guard confirmed else { return playOn(.question) }
        pauseReasons.remove(.question)
        pauseReasons.remove(.awaitingContinue)
        // The frozen balls go with the old wall: there is nothing to thaw.
        return newGame(&random) + [.showPause]
    }

    private mutating func newGame(_ random: inout some RandomNumberGenerator) -> [BreakoutEffect] {
        startNewGame(random: &random)
        return [
            .saveBestScore(game.best), .rebuildField, .applyFeel,
            .log(.gameReset(level: game.level, score: game.score, cause: .newGame)),
        ]
    }

    private mutating func configure(_ configuration: BreakoutConfiguration, _ random: inout some RandomNumberGenerator)
        -> [BreakoutEffect]
    {
        switch apply(configuration, random: &random) {
        case .none: return []
        case .feel: return [.applyFeel, .showEffects]
        case .pending: return [.applyFeel, .showEffects, .log(.settingsPending)]
        case .newGame:
            return [
                .rebuildField, .applyFeel, .log(.gameReset(level: game.level, score: game.score, cause: .settings)),
            ]
        }
    }
}
