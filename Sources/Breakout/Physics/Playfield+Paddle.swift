import Kit

/// The paddle's place and size, and what follows when it moves or the field changes size: its oval boundary goes
/// with it, a ball it would cover is put outside it, the resting ball rides along.
extension Playfield {
    /// Moves the paddle's centre to `x`, kept inside the field; returns the balls it had to free (see `free`).
    @discardableResult
    func movePaddle(toX x: Double, rules: BallSpeedRules) -> [Int] {
        paddleCenterX = x
        return applyPaddle(rules: rules)
    }

    /// Puts the paddle's view and oval where `paddleCenterX` and the width say, frees any ball the paddle now
    /// covers, and carries the resting ball along; returns the freed balls' indices.
    @discardableResult
    func applyPaddle(rules: BallSpeedRules, animated: Bool = false) -> [Int] {
        guard bounds.width > 0 else { return [] }
        let half = paddleWidth / 2
        paddleCenterX = min(max(paddleCenterX, half), max(bounds.width - half, half))
        let frame = paddleFrame
        let paddle = field.paddle
        if animated {
            View.animate(duration: Theme.feedbackDuration * 1.5, curve: .easeOut) { paddle.frame = frame }
        } else {
            paddle.frame = frame
        }
        let geometry = PaddleGeometry(frame: frame)
        physics.setPaddle(geometry)
        var freed: [Int] = []
        for ball in balls where geometry.overlaps(ballAt: ball.center, radius: BallView.radius) {
            free(ball, from: geometry, rules: rules)
            freed.append(ball.index)
        }
        moveRestingBallOntoPaddle()
        return freed
    }

    /// Moves a ball out of the paddle (see `PaddleGeometry.freedCenter`); one put back on top heads up again, as if
    /// the paddle had hit it.
    func free(_ ball: BallView, from geometry: PaddleGeometry, rules: BallSpeedRules) {
        let center = geometry.freedCenter(forBallAt: ball.center, radius: BallView.radius, fieldWidth: bounds.width)
        ball.center = center
        physics.ballWasMoved(ball)
        guard center.y < geometry.frame.minY else { return }
        let velocity = physics.velocity(of: ball)
        if velocity.y > 0 {
            let offset = geometry.offset(ofX: center.x)
            physics.setVelocity(rules.paddleReturn(bounced: velocity, hitOffset: offset), of: ball)
        }
    }

    /// The field has a new size: bricks, paddle and balls follow, in proportion; nothing of the game is lost.
    func resize(to size: Size, wall: BrickWall, rules: BallSpeedRules) -> [Int] {
        let oldSize = layout?.fieldSize
        setLayout(for: wall, size: size)
        if let oldSize, oldSize.width > 0, oldSize.height > 0 {
            let scaleX = size.width / oldSize.width
            let scaleY = size.height / oldSize.height
            paddleCenterX *= scaleX
            for ball in balls {
                ball.center = Point(x: ball.center.x * scaleX, y: ball.center.y * scaleY)
            }
        } else {
            paddleCenterX = size.width / 2
        }
        layOutBricks(of: wall)
        keepBallsInside(wall)
        return applyPaddle(rules: rules)
    }

    /// After a resize, a ball must not be inside a brick or outside the walls: one that is goes just below the wall.
    /// One already past the bottom (on its way out, not yet lost) comes back to the bottom edge at most: scaled with
    /// the field it could land further out than a ball in play ever is; it falls out with the next step.
    private func keepBallsInside(_ wall: BrickWall) {
        guard let layout else { return }
        let r = BallView.radius
        for ball in balls {
            var center = ball.center
            center.x = min(max(center.x, r), bounds.width - r)
            center.y = min(max(center.y, r), bounds.height)
            let insideBrick = wall.standingBricks.contains { brick in
                layout.frame(row: brick.row, column: brick.column).insetBy(dx: -r, dy: -r).contains(center)
            }
            if insideBrick { center.y = layout.wallFrame.maxY + r + BrickLayout.gap }
            ball.center = center
            physics.ballWasMoved(ball)
        }
    }
}
