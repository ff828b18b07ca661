import Dynamics
import Kit

/// The physics' side of the rules, after every physics step (240 times a second), so no ball can get into a state
/// the player cannot get it out of: a ball below the field has fallen (the model decides what that costs), a ball
/// never stays inside the paddle (a boundary moved onto a ball would trap it), and every ball's speed stays in the
/// playable band. Contacts reach the model as actions.
extension BreakoutScene {
    func physicsDidStep() {
        let geometry = playfield.paddleGeometry
        let rules = rules
        let bottom = field.bounds.height
        for ball in playfield.balls where ball.isInPlay {
            if ball.center.y - BallView.radius > bottom {
                send(.ballFell(ball: ball.index))
                continue
            }
            if geometry.overlaps(ballAt: ball.center, radius: BallView.radius) {
                playfield.free(ball, from: geometry, rules: rules)
                send(.ballFreedFromPaddle(ball: ball.index))
            }
            let velocity = playfield.velocity(of: ball)
            let corrected = rules.corrected(velocity)
            if corrected != velocity { playfield.setVelocity(corrected, of: ball) }
        }
    }

    /// A contact the collision delegate reported after a step, as an action: a brick, the paddle (on its face, or
    /// its end from below), or a wall.
    func ballTouched(_ item: any DynamicItem, _ boundary: BreakoutBoundary?) {
        guard let ball = item as? BallView, ball.isInPlay else { return }
        switch boundary {
        case .brick(let position)?:
            send(.brickTouched(position))
        case .paddle?:
            let geometry = playfield.paddleGeometry
            let onFace = ball.center.y < geometry.frame.midY
            send(.paddleTouched(ball: ball.index, offset: geometry.offset(ofX: ball.center.x), onFace: onFace))
        case nil:
            send(.wallTouched(ball: ball.index))
        }
    }

    /// The field has a new size: bricks, paddle and balls follow, in proportion; nothing of the game is lost.
    func fieldDidResize(to size: Size) {
        for ball in playfield.resize(to: size, wall: wall, rules: rules) { send(.ballFreedFromPaddle(ball: ball)) }
        playfield.showRestingBall(model.restingBall)
        playfield.moveRestingBallOntoPaddle()
    }
}
