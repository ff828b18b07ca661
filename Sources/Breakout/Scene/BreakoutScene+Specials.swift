import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// What a ball's hit on a brick looks like, as the model tells it: the brick flips or breaks, special bricks go
/// off (an extra ball, a wider paddle, slower balls, an explosion), and a cleared wall ends the level.
extension BreakoutScene {
    /// An extra ball leaves its brick within this angle of straight down, in radians (50°).
    static let extraBallSpread = 50 * Double.pi / 180
    /// Seconds between the breaking of bricks one step further from an explosion.
    static let explosionRippleDelay: Double = 0.05

    /// Shows and announces each thing a hit led to, in the order it happened.
    func show(_ brickEvents: [BrickEvent]) {
        guard !brickEvents.isEmpty else { return }
        for event in brickEvents {
            switch event {
            case .struck(let brick):
                events.emit(
                    "brick.hit",
                    ["row": .int(brick.row), "col": .int(brick.column), "remaining_hits": .int(brick.remainingHits)])
                if !brick.isDestroyed {
                    brickViews[BrickPosition(row: brick.row, column: brick.column)]?.showHit(brick)
                }
            case .broke(let broken):
                breakBrick(broken)
            case .triggered(let special, let brick):
                showTriggered(special, at: brick)
            case .levelCleared:
                finishLevel()
            }
        }
        refreshHUD()
    }

    /// Removes a broken brick's boundary at once (no second bounce off it) and lets its view go with an animation
    /// that starts later the further the brick was from the explosion that broke it.
    private func breakBrick(_ broken: BrokenBrick) {
        physics.removeBrick(broken.position)
        events.emit(
            "brick.destroyed",
            [
                "row": .int(broken.brick.row), "col": .int(broken.brick.column), "points": .int(broken.points),
                "cause": .string(broken.cause.rawValue), "score": .int(broken.score),
            ])
        let delay = Double(broken.ripple) * Self.explosionRippleDelay
        brickViews.removeValue(forKey: broken.position)?.shatter(after: delay)
    }

    private func showTriggered(_ special: BrickSpecial, at brick: Brick) {
        events.emit(
            "special.triggered", ["kind": .string(special.rawValue), "row": .int(brick.row), "col": .int(brick.column)])
        let center = layout?.frame(row: brick.row, column: brick.column).center ?? .zero
        switch special {
        case .extraBall:
            addExtraBall(at: center)
        case .widePaddle:
            showEffects()
        case .slowBall:
            slowBallsDown()
        case .explosive:
            ShockwaveView.play(in: field.effectLayer, at: center, reach: (layout?.brickSize.width ?? 40) * 3)
        }
    }

    /// The ball the model added for an extra-ball brick, heading down toward the player from where the brick was.
    private func addExtraBall(at center: Point) {
        let view = BallView(index: nextBallIndex)
        nextBallIndex += 1
        view.center = center
        field.ballLayer.addSubview(view)
        let angle = Double.random(in: -Self.extraBallSpread...Self.extraBallSpread, using: &random)
        putInPlay(view, velocity: Point(x: sin(angle), y: cos(angle)) * rules.cruising)
        events.emit("ball.launched", ["ball": .int(view.index), "source": "extra_ball"])
        view.transform = AffineTransform(scaleX: 0.2, y: 0.2)
        View.animate(duration: 0.3, curve: .easeOut) { view.transform = .identity }
    }

    /// Balls faster than the new, slower cruising speed come down to it at once.
    private func slowBallsDown() {
        let cruising = rules.cruising
        for ball in balls {
            let velocity = physics.velocity(of: ball.view)
            let speed = velocity.length
            if speed > cruising { physics.setVelocity(velocity * (cruising / speed), of: ball.view) }
        }
        showEffects()
    }

    /// Brings the views in line with the model's running effects: the paddle's width (animated when it changes)
    /// and the balls' glow (cool while slow balls run).
    func showEffects() {
        if abs(paddle.frame.width - paddleFrame.width) > 1e-6 { applyPaddle(animated: true) }
        let glow = model.effects[.slowBall] == nil ? BreakoutPalette.ballGlow : BreakoutPalette.slowBallGlow
        for ball in balls { ball.view.glowColor = glow }
        showEffectTimers()
    }

    /// Each timer's bar at the share of its effect still to come, on the model's clock (every frame of play).
    func showEffectTimers() {
        for timer in field.effectTimers {
            timer.show(
                share: model.remainingShare(of: timer.special), secondsLeft: model.secondsLeft(of: timer.special) ?? 0)
        }
        field.layOutEffectTimers()
    }
}
