import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// How fast and in which direction a ball may go: a playable band around the cruising speed (never too slow to be
/// worth waiting for, never too fast to catch), never so flat that it shuttles between the side walls forever, the paddle's "english" (the outgoing angle
/// follows where the ball hit the paddle), and the nudge for a ball that has not come back for too long.
public struct BallSpeedRules: Equatable, Sendable {
    /// The slowest a ball may go, as a share of the cruising speed.
    public static let minimumFactor = 0.75
    /// The fastest a ball may go, as a multiple of the paddle's return speed.
    public static let maximumFactor = 1.6
    /// Without gravity, a ball climbs or falls at least this steeply, in radians from the horizontal (12°).
    public static let minimumSlope = 12 * Double.pi / 180
    /// The paddle sends a ball out at most this far from vertical, in radians (65°).
    public static let maximumPaddleAngle = 65 * Double.pi / 180
    /// A hit at the paddle's very end turns the ball this much further, in radians (30°); the centre adds nothing.
    public static let englishAngle = 30 * Double.pi / 180
    /// Under gravity, the paddle sends the ball this much faster than the least speed that reaches the wall.
    public static let climbMargin = 1.3
    /// A nudged ball heads down toward the paddle within this angle of vertical, in radians (30°).
    public static let nudgeSpread = 30 * Double.pi / 180

    /// Cruising speed, in pt/s.
    public let cruising: Double
    /// Gravity, in pt/s² (0 without).
    public let gravity: Double
    /// Least upward speed, in pt/s, that lifts a ball from the paddle to the bottom of the wall against gravity.
    public let climbSpeed: Double

    /// - Parameter climb: height from the paddle to the bottom of the wall, in points.
    public init(cruising: Double, gravity: Double, climb: Double) {
        self.cruising = cruising
        self.gravity = max(gravity, 0)
        climbSpeed = (2 * self.gravity * max(climb, 0)).squareRoot()
    }

    /// The speed a ball leaves the paddle with: the cruising speed, or more when gravity would stop it short.
    public var paddleReturnSpeed: Double { max(cruising, climbSpeed * Self.climbMargin) }
    public var minimumSpeed: Double { cruising * Self.minimumFactor }
    public var maximumSpeed: Double { paddleReturnSpeed * Self.maximumFactor }

    /// How far from vertical the paddle may send a ball: under gravity, steep enough to still reach the wall.
    public var maximumPaddleAngle: Double {
        guard climbSpeed > 0 else { return Self.maximumPaddleAngle }
        return min(Self.maximumPaddleAngle, acos(min(climbSpeed / paddleReturnSpeed, 1)))
    }

    /// `velocity` brought into the band and, without gravity, steepened when too flat. Unchanged when already fine.
    public func corrected(_ velocity: Point) -> Point {
        var result = velocity
        if gravity == 0 {
            let speed = result.length
            let leastVertical = speed * sin(Self.minimumSlope)
            if abs(result.y) < leastVertical {
                let downward: Double = result.y < 0 ? -1 : 1
                result = Point(x: (result.x < 0 ? -1 : 1) * speed * cos(Self.minimumSlope), y: downward * leastVertical)
            }
        }
        let speed = result.length
        if speed < minimumSpeed {
            result = speed > 0 ? result * (minimumSpeed / speed) : Point(x: 0, y: minimumSpeed)
        } else if speed > maximumSpeed {
            result = result * (maximumSpeed / speed)
        }
        return result
    }

    /// The velocity a ball leaves the paddle with, from the velocity the collision gave it and where it hit:
    /// `hitOffset` is −1 at the paddle's left end, 0 at its centre, 1 at its right end.
    public func paddleReturn(bounced velocity: Point, hitOffset: Double) -> Point {
        let angle = atan2(velocity.x, abs(velocity.y))
        let offset = min(max(hitOffset, -1), 1)
        let limit = maximumPaddleAngle
        let turned = min(max(angle + offset * Self.englishAngle, -limit), limit)
        let speed = paddleReturnSpeed
        return Point(x: speed * sin(turned), y: -speed * cos(turned))
    }

    /// A velocity for a ball that has not touched the paddle for too long: down toward the paddle, at cruising
    /// speed, within `nudgeSpread` of vertical (`spread` in −1…1 picks where).
    public func nudge(spread: Double) -> Point {
        let angle = min(max(spread, -1), 1) * Self.nudgeSpread
        return Point(x: cruising * sin(angle), y: cruising * cos(angle))
    }
}
