import Kit

/// The rules checked after every physics step (240 times a second), so no ball can get into a state the player
/// cannot get it out of: a ball below the field is lost, a ball never stays inside the paddle (a boundary moved
/// onto a ball would trap it), a ball that has not come back for `stuckTimeout` is nudged, and every ball's speed
/// stays in the playable band.
extension BreakoutScene {
    func physicsDidStep() {
        let geometry = paddleGeometry
        let rules = rules
        let bottom = field.bounds.height
        for ball in balls where ball.isInPlay {
            if ball.view.center.y - BallView.radius > bottom {
                loseBall(ball)
                continue
            }
            if geometry.overlaps(ballAt: ball.view.center, radius: BallView.radius) {
                free(ball, from: geometry)
            }
            var velocity = physics.velocity(of: ball.view)
            if playTime - ball.lastPaddleTouch > Self.stuckTimeout {
                velocity = rules.nudge(spread: Double.random(in: -1...1, using: &random))
                ball.lastPaddleTouch = playTime
                events.emit("ball.nudged", ["ball": .int(ball.index)])
            }
            let corrected = rules.corrected(velocity)
            if corrected != physics.velocity(of: ball.view) { physics.setVelocity(corrected, of: ball.view) }
        }
    }

    /// Moves a ball out of the paddle (see `PaddleGeometry.freedCenter`); one put back on top heads up again, as if
    /// the paddle had hit it.
    func free(_ ball: LiveBall, from geometry: PaddleGeometry) {
        let center = geometry.freedCenter(
            forBallAt: ball.view.center, radius: BallView.radius, fieldWidth: field.bounds.width)
        ball.view.center = center
        physics.ballWasMoved(ball.view)
        guard center.y < geometry.frame.minY else { return }
        let velocity = physics.velocity(of: ball.view)
        if velocity.y > 0 {
            let offset = geometry.offset(ofX: center.x)
            physics.setVelocity(rules.paddleReturn(bounced: velocity, hitOffset: offset), of: ball.view)
        }
        ball.lastPaddleTouch = playTime
        model.paddleTouched()
    }
}
