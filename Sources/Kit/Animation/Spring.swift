#if canImport(Glibc)
    import Glibc
#endif

/// A damped spring carrying a value from 0 to 1, tuned so it comes to rest after `duration` seconds — UIKit's
/// `usingSpringWithDamping:initialSpringVelocity:`.
///
/// `dampingRatio` 1 is critically damped (fastest approach with no overshoot); below 1 the value overshoots and
/// oscillates, more for smaller ratios; above 1 it creeps in. `initialVelocity` is in whole animation distances
/// per second (a 200 pt move entered at 100 pt/s is 0.5).
public struct Spring: Hashable, Sendable {
    public let dampingRatio: Double
    let initialVelocity: Double
    /// Seconds until the motion stays within `settleTolerance` of the target.
    public let duration: Double
    /// Natural angular frequency, in radians per second, derived from the damping and duration.
    let angularFrequency: Double

    /// "At rest" means within this fraction of the distance travelled (0.1 %: under a pixel for moves up to 1000 pt).
    static let settleTolerance = 1e-3
    /// Damping ratios are clamped to at least this, so a spring always settles in finite time.
    static let minimumDampingRatio = 0.01

    public init(dampingRatio: Double, initialVelocity: Double = 0, duration: Double) {
        precondition(duration > 0, "A spring needs a positive duration: pass the settle time in seconds.")
        let zeta = max(dampingRatio, Self.minimumDampingRatio)
        self.dampingRatio = zeta
        self.initialVelocity = initialVelocity
        self.duration = duration
        angularFrequency = Self.angularFrequency(dampingRatio: zeta, duration: duration)
    }

    /// ω₀ such that the motion is within the tolerance at `duration`.
    ///
    /// Underdamped: the envelope e^(−ζω₀t) reaches ε, so ω₀ = ln(1/ε)/(ζT). Critically and overdamped motion
    /// (released at rest) approaches monotonically, so ω₀T is found by bisection on u(1) = ε with T = 1.
    static func angularFrequency(dampingRatio zeta: Double, duration: Double) -> Double {
        if zeta < 1 { return log(1 / settleTolerance) / (zeta * duration) }
        var low = 0.0
        var high = 1e4
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if displacement(at: 1, dampingRatio: zeta, angularFrequency: middle, initialVelocity: 0) > settleTolerance {
                low = middle
            } else {
                high = middle
            }
        }
        return high / duration
    }

    /// Progress at `time` seconds after the start: 0 at the start, 1 at rest; may pass 1 when underdamped.
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        return 1 - displacement(at: time)
    }

    /// The distance still to go (1 at the start), from the closed-form solution of u'' + 2ζω₀u' + ω₀²u = 0
    /// with u(0) = 1 and u'(0) = −initialVelocity.
    private func displacement(at t: Double) -> Double {
        Self.displacement(
            at: t, dampingRatio: dampingRatio, angularFrequency: angularFrequency, initialVelocity: initialVelocity)
    }

    private static func displacement(
        at t: Double, dampingRatio zeta: Double, angularFrequency omega: Double, initialVelocity v0: Double
    ) -> Double {
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v0) / damped
            return exp(-zeta * omega * t) * (cos(damped * t) + b * sin(damped * t))
        }
        if zeta == 1 {
            return exp(-omega * t) * (1 + (omega - v0) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let fast = -omega * (zeta + root)
        let slow = -omega * (zeta - root)
        let fastWeight = (-v0 - slow) / (fast - slow)
        return (1 - fastWeight) * exp(slow * t) + fastWeight * exp(fast * t)
    }
}
