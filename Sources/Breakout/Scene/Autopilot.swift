import Dynamics
import Kit

/// Demo play: the paddle goes where the most urgent ball will cross its line (folding the path off the side walls,
/// with gravity), waiting balls are served, and the outcome alert is answered. The long autoplay test, the
/// frame-cost benchmark and the screenshots run on it.
@MainActor
final class Autopilot {
    /// Seconds a waiting ball sits on the paddle before the autopilot launches it.
    static let serveDelay: Double = 0.4
    /// Seconds the autopilot leaves the outcome alert on screen before choosing its button.
    static let alertDelay: Double = 1

    /// Play time the current wait (to serve, to answer) began.
    private var waitStart: Double = 0

    /// What the autopilot does this frame.
    enum Move: Equatable {
        case answerAlert
        case serve
        case paddle(toX: Double)
    }

    /// This frame's moves: answer an alert that waited long enough (nothing else then), serve a ball that waited
    /// long enough, and send the paddle under the first descending ball.
    func moves(playTime: Double, alertShown: Bool, restingBall: Bool, field: Playfield, gravity: Double) -> [Move] {
        if alertShown {
            return playTime - waitStart >= Self.alertDelay ? [.answerAlert] : []
        }
        var moves: [Move] = []
        if !restingBall || playTime - waitStart >= Self.serveDelay {
            waitStart = playTime
            moves.append(.serve)
        }
        if let x = Self.targetX(field, gravity: gravity * DynamicsTuning.gravityAcceleration) {
            moves.append(.paddle(toX: x))
        }
        return moves
    }

    /// Where along the paddle's line the first descending ball arrives (nil when none is descending).
    private static func targetX(_ field: Playfield, gravity: Double) -> Double? {
        let lineY = field.paddleFrame.minY - BallView.radius
        var best: (time: Double, x: Double)?
        for ball in field.balls {
            let velocity = field.velocity(of: ball)
            let center = ball.center
            guard center.y < lineY, let time = timeToDrop(lineY - center.y, speed: velocity.y, gravity: gravity)
            else { continue }
            if best == nil || time < best!.time {
                best = (time, folded(center.x + velocity.x * time, width: field.bounds.width))
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

    /// `x` reflected back into a field `width` wide off its side walls, as a ball's path would be.
    private static func folded(_ x: Double, width: Double) -> Double {
        let r = BallView.radius
        let span = max(width - 2 * r, 1)
        var u = (x - r).truncatingRemainder(dividingBy: 2 * span)
        if u < 0 { u += 2 * span }
        if u > span { u = 2 * span - u }
        return r + u
    }
}
