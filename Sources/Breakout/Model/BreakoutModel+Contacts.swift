/// What the physics reported after a step, as the rules see it: a brick struck, the paddle touched, a ball freed
/// from under the paddle, a ball fallen out. Contacts of balls no longer in play (one lost in the same step) are
/// ignored.
extension BreakoutModel {
    /// A ball struck a brick: what it led to, in the order it happened (a hit, a break, specials, a cleared wall).
    mutating func brickTouched(_ position: BrickPosition, _ random: inout some RandomNumberGenerator)
        -> [BreakoutEffect]
    {
        var effects: [BreakoutEffect] = []
        for event in hitBrick(at: position) {
            switch event {
            case .struck(let brick):
                effects.append(
                    .log(.brickHit(row: brick.row, column: brick.column, remainingHits: brick.remainingHits)))
                if !brick.isDestroyed { effects.append(.damageBrick(brick)) }
            case .broke(let broken):
                effects += [
                    .breakBrick(broken),
                    .log(
                        .brickDestroyed(
                            row: broken.brick.row, column: broken.brick.column, points: broken.points,
                            cause: broken.cause, score: broken.score)),
                ]
            case .triggered(let special, let brick):
                effects.append(.log(.specialTriggered(special, row: brick.row, column: brick.column)))
                effects += Self.show(special, at: BrickPosition(row: brick.row, column: brick.column))
            case .ballJoined(let ball, let brick):
                let angle = Double.random(in: -Self.extraBallSpread...Self.extraBallSpread, using: &random)
                effects += [
                    .addBall(ball, at: BrickPosition(row: brick.row, column: brick.column), angle: angle),
                    .log(.ballLaunched(ball: ball, source: .extraBall)),
                ]
            case .levelCleared:
                effects += finish()
            }
        }
        return effects
    }

    /// How a special's start shows (an extra ball shows through `ballJoined`).
    private static func show(_ special: BrickSpecial, at position: BrickPosition) -> [BreakoutEffect] {
        switch special {
        case .extraBall: []
        case .widePaddle: [.showEffects]
        case .slowBall: [.slowBalls, .showEffects]
        case .explosive: [.explode(at: position)]
        }
    }

    /// A ball on the paddle's face comes back up turned by where it hit, and the combo starts again; one that hit
    /// the paddle's end from below is already lost and keeps what the collision gave it. Two reports of one touch
    /// closer than `paddleHitDebounce` are one.
    mutating func paddleTouched(_ index: Int, _ offset: Double, onFace: Bool) -> [BreakoutEffect] {
        guard let slot = balls.firstIndex(where: { $0.index == index }),
            playTime - balls[slot].lastPaddleHit >= Self.paddleHitDebounce
        else { return [] }
        balls[slot].lastPaddleHit = playTime
        balls[slot].lastPaddleTouch = playTime
        guard onFace else { return [] }
        paddleTouched()
        return [.returnFromPaddle(ball: index, offset: offset), .log(.paddleHit(ball: index, offset: offset))]
    }

    /// A ball the paddle moved onto was put back on top of it: as good as a touch of the paddle.
    mutating func ballFreedFromPaddle(_ index: Int) -> [BreakoutEffect] {
        guard let slot = balls.firstIndex(where: { $0.index == index }) else { return [] }
        balls[slot].lastPaddleTouch = playTime
        paddleTouched()
        return []
    }

    /// A ball left through the bottom: it goes; with the last of the serve a life goes and the next serve waits on
    /// the paddle, and with the last life the game is over.
    mutating func ballFell(_ index: Int) -> [BreakoutEffect] {
        guard ball(index) != nil else { return [] }
        let loss = loseBall(index)
        let effects: [BreakoutEffect] = [.removeBall(index), .log(.ballLost(ball: index, ballsInPlay: balls.count))]
        return loss == .gameOver ? effects + finish() : effects
    }

    /// The wall is down or the last life is gone: every ball leaves, the best score is kept, and the player is asked
    /// to go on.
    private func finish() -> [BreakoutEffect] {
        guard let outcome else { return [] }
        return [
            .clearBalls, .showEffects, .saveBestScore(game.best),
            .log(.gameOver(won: outcome.won, score: outcome.score, level: outcome.level)), .showOutcome(outcome),
        ]
    }
}
