import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// Serving and launching balls, losing them, and building a level's wall.
extension BreakoutScene {
    /// A new serve: `ballCount` balls wait, the first on the paddle (the seed's hint 19: right in front of it).
    func startServe() {
        ballsToServe = configuration.ballCount
        placeRestingBall()
    }

    /// Puts the next waiting ball on the paddle, if one waits and none is there.
    func placeRestingBall() {
        guard restingBall == nil, ballsToServe > 0, game.phase == .playing else {
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
        guard let view = restingBall, pauseReasons.isEmpty, game.phase == .playing else { return }
        restingBall = nil
        ballsToServe -= 1
        let angle = Double.random(in: -Self.launchSpread...Self.launchSpread, using: &random)
        let speed = rules.paddleReturnSpeed
        putInPlay(view, velocity: Point(x: speed * sin(angle), y: -speed * cos(angle)))
        events.emit("ball.launched", ["ball": .int(view.index)])
        placeRestingBall()
    }

    /// Adds a ball to the physics with `velocity` (a launch, or an extra ball from a special brick).
    func putInPlay(_ view: BallView, velocity: Point) {
        let ball = LiveBall(view: view, since: playTime)
        balls.append(ball)
        view.glowColor = effectEnds[.slowBall] == nil ? BreakoutPalette.ballGlow : BreakoutPalette.slowBallGlow
        physics.addBall(view, velocity: velocity)
        updateHint()
        updateDisplayLink()
    }

    /// The ball left the field through the bottom: it is gone, and with the last one a life goes too.
    func loseBall(_ ball: LiveBall) {
        removeFromPlay(ball)
        events.emit("ball.lost", ["ball": .int(ball.index), "balls_in_play": .int(balls.count)])
        guard balls.isEmpty, restingBall == nil, ballsToServe == 0 else { return }
        game.lifeLost()
        refreshHUD()
        if game.phase == .over {
            finishGame()
        } else {
            startServe()
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
        ballsToServe = 0
    }

    /// A fresh wall for the current level, laid out in the current field.
    func buildWall() {
        wall = BrickWall(
            rows: configuration.brickRows, columns: configuration.brickColumns,
            hitsPerBrick: configuration.hitsPerBrick, level: game.level, specials: configuration.specialBricks,
            random: &random)
        layout = layout.map { BrickLayout(rows: wall.rows, columns: wall.columns, fieldSize: $0.fieldSize) }
        makeBrickViews()
        layOutBricks()
    }

    /// One view per brick of the wall, replacing the previous ones and their boundaries.
    func makeBrickViews() {
        // Breaking bricks still animating go too.
        for view in field.brickLayer.subviews { view.removeFromSuperview() }
        brickViews = [:]
        physics.removeAllBricks()
        for brick in wall.bricks {
            let view = BrickView(brick: brick)
            brickViews[view.position] = view
            field.brickLayer.addSubview(view)
        }
    }

    /// The game, after the alert's button: the next level when the wall is down, else a new game.
    func resetAfterOutcome() {
        outcomeOnScreen = nil
        if game.phase == .cleared {
            game.startNextLevel()
        } else {
            game.startNewGame()
        }
        restartPlay()
        events.emit("game.reset", ["level": .int(game.level), "score": .int(game.score)])
    }

    /// A new wall and a new serve with the paddle in the middle and no effect running.
    func restartPlay() {
        clearBalls()
        endAllEffects()
        nextBallIndex = 0
        paddleTargetX = nil
        paddleCenterX = field.bounds.width / 2
        buildWall()
        refreshRules()
        applyPaddle()
        startServe()
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
