import Dynamics
import Kit

/// What happens when a ball touches a brick or the paddle (delivered by the collision delegate after each step).
extension BreakoutScene {
    func ballTouched(_ item: any DynamicItem, _ boundary: BreakoutBoundary?) {
        guard let ball = balls.first(where: { $0.view === item }) else { return }
        switch boundary {
        case .brick(let position)?: hitBrick(at: position)
        case .paddle?: paddleHit(ball)
        case nil: events.emit("wall.hit", ["ball": .int(ball.index)])
        }
    }

    /// A ball struck the brick at `position`: the model scores it, the views show what followed.
    func hitBrick(at position: BrickPosition) {
        show(model.hitBrick(at: position))
    }

    /// A ball on the paddle's face leaves at the paddle's return speed, turned by where it hit ("english"); one
    /// that hits the paddle's end from below is already lost and keeps what the collision gave it.
    func paddleHit(_ ball: LiveBall) {
        guard playTime - ball.lastPaddleHit >= Self.paddleHitDebounce else { return }
        ball.lastPaddleHit = playTime
        ball.lastPaddleTouch = playTime
        let geometry = paddleGeometry
        guard ball.view.center.y < geometry.frame.midY else { return }
        let bounced = physics.velocity(of: ball.view)
        let offset = geometry.offset(ofX: ball.view.center.x)
        physics.setVelocity(rules.paddleReturn(bounced: bounced, hitOffset: offset), of: ball.view)
        events.emit("paddle.hit", ["ball": .int(ball.index), "offset": .double(offset)])
        model.paddleTouched()
        refreshHUD()
    }
}
