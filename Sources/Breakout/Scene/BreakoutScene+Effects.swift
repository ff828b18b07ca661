import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// Carrying out what the model decided: each effect becomes a change to the physics, the views, the log or the
/// best-score file. After every action the views that show the model's state (the HUD, the resting ball, the
/// pause overlay) are brought in line with it.
extension BreakoutScene {
    /// Seconds between the breaking of bricks one step further from an explosion.
    static let explosionRippleDelay: Double = 0.05
    /// Seconds an extra ball takes to grow from a dot to its size.
    static let extraBallGrowth: Double = 0.3

    /// Sends `action` to the model with the scene's random numbers, and carries out what it answers.
    func send(_ action: BreakoutAction) {
        let effects = model.send(action, random: &random)
        guard !effects.isEmpty else { return }
        for effect in effects { perform(effect) }
        playfield.showRestingBall(model.restingBall)
        refreshHUD()
        updateDisplayLink()
    }

    private func perform(_ effect: BreakoutEffect) {
        switch effect {
        case .log(let event): events.emit(event)
        case .launchBall(let ball, let angle):
            let speed = rules.paddleReturnSpeed
            playfield.launch(ball, velocity: Point(x: speed * sin(angle), y: -speed * cos(angle)))
            playfield.setGlow(slow: model.effects[.slowBall] != nil)
        case .addBall(let ball, let position, let angle): addExtraBall(ball, at: position, angle: angle)
        case .push(let angle, let deltaV):
            playfield.physics.push(angle: angle, deltaV: deltaV)
            paddle.showCooldown(BreakoutModel.pushCooldown, of: BreakoutModel.pushCooldown)
        case .pushRefused: paddle.showRefusal(secondsLeft: model.pushCooldownLeft, of: BreakoutModel.pushCooldown)
        case .returnFromPaddle(let index, let offset):
            guard let ball = playfield.ball(index) else { return }
            let bounced = playfield.velocity(of: ball)
            playfield.setVelocity(rules.paddleReturn(bounced: bounced, hitOffset: offset), of: ball)
        case .nudge(let index, let spread):
            if let ball = playfield.ball(index) { playfield.setVelocity(rules.nudge(spread: spread), of: ball) }
        case .removeBall(let ball): playfield.removeBall(ball)
        case .clearBalls: playfield.clearBalls()
        case .damageBrick(let brick): playfield.showHit(brick)
        case .breakBrick(let broken):
            playfield.breakBrick(broken.position, after: Double(broken.ripple) * Self.explosionRippleDelay)
        case .explode(let position):
            let reach = (playfield.layout?.brickSize.width ?? 40) * 3
            ShockwaveView.play(in: field.effectLayer, at: playfield.center(of: position), reach: reach)
        case .slowBalls: slowBallsDown()
        case .showEffects: showEffects()
        case .freeze: freeze()
        case .thaw: thaw()
        case .showPause: showPause()
        case .showOutcome(let outcome):
            dialogs.presentOutcome(outcome, in: view.window) { [weak self] in self?.send(.continueAfterOutcome) }
        case .askNewGame:
            dialogs.askNewGame(score: game.score, in: view.window) { [weak self] in self?.send(.confirmNewGame($0)) }
        case .rebuildField: rebuildField()
        case .applyFeel: applyFeel()
        case .saveBestScore(let best): bestScoreFile.save(best)
        }
    }

    /// The ball the model added for an extra-ball brick, heading down toward the player from where the brick was.
    private func addExtraBall(_ index: Int, at position: BrickPosition, angle: Double) {
        let velocity = Point(x: sin(angle), y: cos(angle)) * rules.cruising
        let view = playfield.addBall(index, at: playfield.center(of: position), velocity: velocity)
        view.glowColor = model.effects[.slowBall] == nil ? BreakoutPalette.ballGlow : BreakoutPalette.slowBallGlow
        view.transform = AffineTransform(scaleX: 0.2, y: 0.2)
        View.animate(duration: Self.extraBallGrowth, curve: .easeOut) { view.transform = .identity }
    }

    /// Balls faster than the new, slower cruising speed come down to it at once.
    private func slowBallsDown() {
        let cruising = rules.cruising
        for ball in playfield.balls {
            let velocity = playfield.velocity(of: ball)
            let speed = velocity.length
            if speed > cruising { playfield.setVelocity(velocity * (cruising / speed), of: ball) }
        }
    }

    /// Brings the views in line with the model's running effects: the paddle's width (animated when it changes),
    /// the balls' glow (cool while slow balls run) and the effects' timers.
    func showEffects() {
        playfield.paddleShare = configuration.paddleWidth.fractionOfField * model.paddleWidthFactor
        if abs(paddle.frame.width - playfield.paddleFrame.width) > 1e-6 { applyPaddle(animated: true) }
        playfield.setGlow(slow: model.effects[.slowBall] != nil)
        showEffectTimers()
    }

    /// Each timer's bar at the share of its effect still to come, on the model's clock (every frame of play).
    func showEffectTimers() {
        for timer in field.effectTimers {
            timer.show(
                share: model.remainingShare(of: timer.special), secondsLeft: model.secondsLeft(of: timer.special) ?? 0)
        }
        field.layOutEffectTimers()
        paddle.showCooldown(model.pushCooldownLeft, of: BreakoutModel.pushCooldown)
    }

    /// The model's new wall and serve: every ball goes, the bricks are built again, the paddle returns to the middle
    /// at its set width.
    func rebuildField() {
        playfield.clearBalls()
        playfield.paddleCenterX = field.bounds.width / 2
        playfield.makeBricks(for: wall)
        playfield.paddleShare = configuration.paddleWidth.fractionOfField * model.paddleWidthFactor
        applyPaddle()
        showEffects()
        showPendingSettings()
    }

    /// Pushes the configuration's feel into the physics (tilt, if on, takes over again from the next reading).
    func applyFeel() {
        playfield.physics.setBounciness(configuration.bounciness)
        playfield.tilt.reset()
        playfield.physics.setGravity(configuration.gravity)
        showPendingSettings()
    }

    func applyPaddle(animated: Bool = false) {
        for ball in playfield.applyPaddle(rules: rules, animated: animated) { send(.ballFreedFromPaddle(ball: ball)) }
    }

    func refreshHUD() {
        root.hud.show(game, ballsWaiting: model.ballsWaiting, inProgress: model.hasProgress)
        updateHint()
    }

    /// A note while settings for the wall or the serve wait for the next level or game.
    func showPendingSettings() {
        field.settingsNote.text =
            model.pendingConfiguration == nil ? "" : "New brick and ball settings apply from the next level"
    }

    /// While a ball waits: how to launch, move and pause, in the words of the gamepad when one is connected.
    func updateHint() {
        let waiting = model.restingBall != nil && model.balls.isEmpty && game.phase == .playing
        let usesGamepad = view.window?.gamepad.isConnected ?? false
        let text =
            usesGamepad
            ? "A to launch  ·  stick or D-pad to move  ·  Start to pause"
            : "Space or click to launch  ·  drag or ← → to move  ·  P to pause"
        field.hint.text = waiting ? text : ""
    }
}
