/// How an animation's progress follows time: a cubic-Bézier curve over the duration, or a spring that comes to
/// rest at the end of it.
enum TimingFunction: Hashable, Sendable {
    case curve(TimingCurve)
    case spring(Spring)

    /// A spring of `dampingRatio` and `initialVelocity` (distances per second) settling in `duration` seconds.
    public static func spring(dampingRatio: Double, initialVelocity: Double = 0, duration: Double) -> TimingFunction {
        .spring(Spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration))
    }

    /// Progress (0 at the start, 1 at the end; a spring may overshoot) at `fraction` (0…1) of the duration.
    @inline(__always)
    func value(atFraction fraction: Double) -> Double {
        switch self {
        case .curve(let curve): return curve.value(at: fraction)
        case .spring(let spring):
            if fraction >= 1 { return 1 }
            return spring.value(at: fraction * spring.duration)
        }
    }
}
