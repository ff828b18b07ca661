import Dynamics
import Kit

/// Demo play: the paddle goes where the most urgent ball will cross its line (folding the path off the side walls,
/// with gravity), serves waiting balls, and answers the outcome alert. The long autoplay test, the frame-cost
/// benchmark and the screenshots run on it.
extension BreakoutScene {
    /// Seconds a waiting ball sits on the paddle before the autopilot launches it.
    static let autopilotServeDelay: Double = 0.4
    /// Seconds the autopilot leaves the outcome alert on screen before choosing its button.
    static let autopilotAlertDelay: Double = 1

    /// Moves the paddle under the ball that will reach the paddle's line first; launches waiting balls one after
    /// another; answers the alert after a moment.
    func autopilotStep() {
        if let alert = presentedAlert {
            if playTime - autopilotWaitStart >= Self.autopilotAlertDelay { alert.choose(0) }
            return
        }
        if restingBall == nil || playTime - autopilotWaitStart >= Self.autopilotServeDelay {
            autopilotWaitStart = playTime
            launch()
        }
        guard let x = autopilotTargetX() else { return }
        movePaddle(toX: x)
    }

    /// Where along the paddle's line the first descending ball arrives (nil when none is descending).
    private func autopilotTargetX() -> Double? {
        let lineY = paddleFrame.minY - BallView.radius
        let gravity = configuration.gravity * DynamicsTuning.gravityAcceleration
        var best: (time: Double, x: Double)?
        for ball in balls {
            let velocity = physics.velocity(of: ball.view)
            let center = ball.view.center
            guard center.y < lineY, let time = Self.timeToDrop(lineY - center.y, speed: velocity.y, gravity: gravity)
            else { continue }
            if best == nil || time < best!.time {
                best = (time, foldedX(center.x + velocity.x * time))
            }
        }
        return best?.x
    }

    /// Seconds to fall `height` points starting at vertical speed `speed` under `gravity` (nil if it never does).
    private static func timeToDrop(_ height: Double, speed: Double, gravity: Double) -> Double? {
        if gravity > 0 {
            return (-speed + (speed * speed + 2 * gravity * height).squareRoot()) / gravity
        }
        return speed > 0 ? height / speed : nil
    }

    /// `x` reflected back into the field off its side walls, as a ball's path would be.
    private func foldedX(_ x: Double) -> Double {
        let r = BallView.radius
        let span = max(field.bounds.width - 2 * r, 1)
        var u = (x - r).truncatingRemainder(dividingBy: 2 * span)
        if u < 0 { u += 2 * span }
        if u > span { u = 2 * span - u }
        return r + u
    }
}
