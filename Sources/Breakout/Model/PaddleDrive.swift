/// The keyboard's drive of the paddle: while a direction key is held the paddle moves from the first frame,
/// speeding up to `topSpeed` over `rampTime` and then moving at that constant speed; released, it stops where it
/// is. Integrated from the held state each frame, so the motion follows how long a key is down, never the
/// desktop's key-repeat rate.
///
/// ```swift
/// var drive = PaddleDrive()
/// let step = drive.advance(direction: 1, by: 1.0 / 60)   // points to move right this frame
/// ```
public struct PaddleDrive: Equatable, Sendable {
    /// Speed while a key is held, in pt/s: 16 pt a frame at 60 Hz, across a 1,000-pt field in about a second.
    public static let topSpeed: Double = 960
    /// Seconds from rest to `topSpeed`: short enough to feel immediate, long enough that a tap of the key moves the
    /// paddle only a few points, for fine aim.
    public static let rampTime: Double = 0.1
    /// The speed-up while ramping, in pt/s².
    public static var acceleration: Double { topSpeed / rampTime }

    /// Signed speed now, in pt/s (negative: left).
    public private(set) var velocity: Double = 0

    public init() {}

    /// `direction` held for `seconds` (−1 left, 1 right, 0 none): how far the paddle moves, in points. With no
    /// direction the paddle stops at once; a new direction starts again from rest.
    public mutating func advance(direction: Int, by seconds: Double) -> Double {
        let sign = Double(direction.signum())
        guard sign != 0 else {
            velocity = 0
            return 0
        }
        guard seconds > 0 else { return 0 }
        let speed = max(velocity * sign, 0)
        let reached = min(speed + Self.acceleration * seconds, Self.topSpeed)
        let rampSeconds = (reached - speed) / Self.acceleration
        let distance = (speed + reached) / 2 * rampSeconds + reached * (seconds - rampSeconds)
        velocity = reached * sign
        return distance * sign
    }
}
