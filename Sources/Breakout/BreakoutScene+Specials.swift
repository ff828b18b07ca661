import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// Special bricks: an extra ball, a wider paddle for a while, slower balls for a while, an explosion.
extension BreakoutScene {
    /// How much wider the paddle gets, and for how many seconds of play.
    static let widePaddleFactor = 1.5
    static let widePaddleDuration: Double = 12
    /// How much slower the balls get, and for how many seconds of play.
    static let slowBallFactor = 0.65
    static let slowBallDuration: Double = 10
    /// An extra ball leaves its brick within this angle of straight down, in radians (50°).
    static let extraBallSpread = 50 * Double.pi / 180
    /// Seconds between the breaking of bricks one step further from an explosion.
    static let explosionRippleDelay: Double = 0.05

    func trigger(_ special: BrickSpecial, from brick: Brick) {
        let position = BrickPosition(row: brick.row, column: brick.column)
        events.emit(
            "special.triggered", ["kind": .string(special.rawValue), "row": .int(brick.row), "col": .int(brick.column)])
        let center = layout?.frame(row: brick.row, column: brick.column).center ?? .zero
        switch special {
        case .extraBall:
            addExtraBall(at: center)
        case .widePaddle:
            effectEnds[.widePaddle] = playTime + Self.widePaddleDuration
            applyPaddle(animated: true)
        case .slowBall:
            startSlowBalls()
        case .explosive:
            explode(from: position, at: center)
        }
    }

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

    private func startSlowBalls() {
        effectEnds[.slowBall] = playTime + Self.slowBallDuration
        refreshRules()
        for ball in balls {
            let velocity = physics.velocity(of: ball.view)
            let speed = velocity.length
            if speed > rules.cruising { physics.setVelocity(velocity * (rules.cruising / speed), of: ball.view) }
            ball.view.glowColor = BreakoutPalette.slowBallGlow
        }
    }

    private func explode(from position: BrickPosition, at center: Point) {
        ShockwaveView.play(in: field.effectLayer, at: center, reach: (layout?.brickSize.width ?? 40) * 3)
        let broken = wall.explode(from: position)
        for brick in broken {
            let distance = max(abs(brick.row - position.row), abs(brick.column - position.column))
            breakBrick(brick, cause: "explosion", delay: Double(distance) * Self.explosionRippleDelay)
            if let special = brick.special, special != .explosive { trigger(special, from: brick) }
        }
    }

    /// Ends the timed effects whose time is up.
    func endExpiredEffects() {
        let expired = effectEnds.filter { $0.value <= playTime }.map(\.key)
        guard !expired.isEmpty else { return }
        for special in expired { effectEnds[special] = nil }
        effectsDidEnd(expired)
    }

    func endAllEffects() {
        let running = Array(effectEnds.keys)
        effectEnds = [:]
        effectsDidEnd(running)
    }

    private func effectsDidEnd(_ specials: [BrickSpecial]) {
        if specials.contains(.widePaddle) { applyPaddle(animated: true) }
        if specials.contains(.slowBall) {
            refreshRules()
            for ball in balls { ball.view.glowColor = BreakoutPalette.ballGlow }
        }
    }
}
