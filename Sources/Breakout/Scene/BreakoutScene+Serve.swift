import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// Serving and launching balls, losing them, and building a level's wall of views.
extension BreakoutScene {
    /// Puts the next waiting ball on the paddle — right in front of the player, where a new ball is expected —
    /// if the model has one waiting and none is there.
    func placeRestingBall() {
        guard restingBall == nil, model.ballsWaiting > 0, game.phase == .playing else {
            updateHint()
            return
        }
        let ball = BallView(index: nextBallIndex)
        nextBallIndex += 1
        field.ballLayer.addSubview(ball)
        restingBall = ball
        moveRestingBallOntoPaddle()
        ball.alpha = 0
        View.animate(duration: Theme.feedbackDuration) { ball.alpha = 1 }
        updateHint()
    }

    func moveRestingBallOntoPaddle() {
        guard let ball = restingBall, layout != nil else { return }
        ball.center = Point(x: paddleCenterX, y: paddleFrame.minY - BallView.radius - PaddleGeometry.clearance)
    }

    /// Sends the resting ball up at the paddle's return speed, within `launchSpread` of vertical.
    func launch() {
        guard let view = restingBall, model.launch() else { return }
        restingBall = nil
        let angle = Double.random(in: -Self.launchSpread...Self.launchSpread, using: &random)
        let speed = rules.paddleReturnSpeed
        putInPlay(view, velocity: Point(x: speed * sin(angle), y: -speed * cos(angle)))
        events.emit("ball.launched", ["ball": .int(view.index)])
        placeRestingBall()
    }

    /// Adds a ball the model counts in play to the physics with `velocity` (a launch, or an extra ball).
    func putInPlay(_ view: BallView, velocity: Point) {
        let ball = LiveBall(view: view, since: playTime)
        balls.append(ball)
        view.glowColor = model.effects[.slowBall] == nil ? BreakoutPalette.ballGlow : BreakoutPalette.slowBallGlow
        physics.addBall(view, velocity: velocity)
        updateHint()
        updateDisplayLink()
    }

    /// The ball left the field through the bottom: it is gone, and with the last one of the serve a life goes too.
    func loseBall(_ ball: LiveBall) {
        removeFromPlay(ball)
        events.emit("ball.lost", ["ball": .int(ball.index), "balls_in_play": .int(balls.count)])
        switch model.loseBall() {
        case .ballGone:
            return
        case .lifeLost:
            refreshHUD()
            placeRestingBall()
        case .gameOver:
            refreshHUD()
            finishGame()
        }
    }

    func removeFromPlay(_ ball: LiveBall) {
        ball.isInPlay = false
        physics.removeBall(ball.view)
        balls.removeAll { $0 === ball }
        ball.view.removeFromSuperview()
        updateDisplayLink()
    }

    /// Takes every ball off the field (the end of a level or a game, or a new game).
    func clearBalls() {
        for ball in balls { removeFromPlay(ball) }
        restingBall?.removeFromSuperview()
        restingBall = nil
    }

    /// One view per brick of the model's wall, laid out in the current field, replacing the previous ones and
    /// their boundaries.
    func makeBrickViews() {
        // Breaking bricks still animating go too.
        for view in field.brickLayer.subviews { view.removeFromSuperview() }
        brickViews = [:]
        physics.removeAllBricks()
        layout = layout.map { BrickLayout(rows: wall.rows, columns: wall.columns, fieldSize: $0.fieldSize) }
        for brick in wall.bricks {
            let view = BrickView(brick: brick)
            brickViews[view.position] = view
            field.brickLayer.addSubview(view)
        }
        layOutBricks()
    }

    /// The game, after the alert's button: the next level when the wall is down, else a new game.
    func resetAfterOutcome() {
        guard model.outcome != nil else { return }  // a new game from changed settings already replaced it
        model.continueAfterOutcome(random: &random)
        restartPlay()
        events.emit("game.reset", ["level": .int(game.level), "score": .int(game.score)])
    }

    /// Shows the model's new level or game: its wall, its serve, the paddle in the middle at its set width.
    func restartPlay() {
        clearBalls()
        nextBallIndex = 0
        paddleCenterX = field.bounds.width / 2
        makeBrickViews()
        applyPaddle()
        showEffects()
        placeRestingBall()
        refreshHUD()
    }

    /// While a ball waits: how to launch, move and pause, in the words of the gamepad when one is connected.
    func updateHint() {
        let waiting = restingBall != nil && balls.isEmpty && game.phase == .playing
        let usesGamepad = view.window?.gamepad.isConnected ?? false
        let text =
            usesGamepad
            ? "A to launch  ·  stick or D-pad to move  ·  Start to pause"
            : "Space or click to launch  ·  drag or ← → to move  ·  P to pause"
        field.hint.text = waiting ? text : ""
    }
}
