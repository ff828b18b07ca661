import Dynamics
import Kit

#if canImport(Glibc)
    import Glibc
#endif

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

    func hitBrick(at position: BrickPosition) {
        switch wall.hit(position) {
        case .missed:
            return
        case .damaged(let brick):
            emitHit(brick)
            brickViews[position]?.showHit(brick)
        case .destroyed(let brick):
            emitHit(brick)
            breakBrick(brick, cause: "ball")
            if let special = brick.special { trigger(special, from: brick) }
            if wall.isCleared { finishLevel() }
        }
    }

    private func emitHit(_ brick: Brick) {
        events.emit(
            "brick.hit",
            ["row": .int(brick.row), "col": .int(brick.column), "remaining_hits": .int(brick.remainingHits)])
    }

    /// Removes a broken brick's boundary at once (no second bounce off it) and lets its view go with an animation
    /// that starts after `delay` seconds (an explosion breaks its neighbours in a ripple).
    func breakBrick(_ brick: Brick, cause: String, delay: Double = 0) {
        let position = BrickPosition(row: brick.row, column: brick.column)
        physics.removeBrick(position)
        let points = game.brickBroken(row: brick.row, rows: wall.rows)
        events.emit(
            "brick.destroyed",
            [
                "row": .int(brick.row), "col": .int(brick.column), "points": .int(points), "cause": .string(cause),
                "score": .int(game.score),
            ])
        brickViews.removeValue(forKey: position)?.shatter(after: delay)
        refreshHUD()
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
        game.paddleTouched()
        refreshHUD()
    }
}
