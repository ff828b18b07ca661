import FoundationEssentials
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// One number moving towards a target, stepped by the frame clock: a spring, an ease-out or a jump.
///
/// The spring is solved in closed form for each step, so the result does not depend on the frame rate and a
/// test that ticks once per second sees the same motion as a 144 Hz display. Retargeting keeps the current
/// value (and, for a spring, the velocity): rapid input bends the motion instead of queueing it.
struct MotionChannel: Hashable, Sendable {
    private(set) var value: Double
    private(set) var velocity: Double = 0
    private(set) var target: Double
    private(set) var style: MotionStyle = .immediate
    /// Below this distance and speed (units, units per second) the channel rests exactly on its target.
    let restThreshold: Double
    private var easeStart: Double = 0
    private var easeElapsed: Double = 0

    init(_ value: Double, restThreshold: Double) {
        self.value = value
        target = value
        self.restThreshold = restThreshold
    }

    var isSettled: Bool { value == target && velocity == 0 }

    /// Heads for `newTarget` in `newStyle`, starting from where the value is now.
    mutating func retarget(_ newTarget: Double, style newStyle: MotionStyle) {
        target = newTarget
        style = newStyle
        easeStart = value
        easeElapsed = 0
        if case .immediate = newStyle { jump(to: newTarget) }
    }

    /// Sets value and target at once (a drag following the pointer), with no velocity.
    mutating func jump(to newValue: Double) {
        value = newValue
        target = newValue
        velocity = 0
    }

    /// Gives the value a speed (a drag's release velocity handed to the snap spring), in units per second.
    mutating func setVelocity(_ newVelocity: Double) {
        velocity = newVelocity
    }

    /// Mirrors value, velocity and target about zero (an angle re-expressed after a flip).
    mutating func negateAll() {
        value = -value
        velocity = -velocity
        target = -target
        easeStart = -easeStart
    }

    /// Mirrors value and velocity about zero but keeps the target (the flip's squash starting from -1).
    mutating func negateValue() {
        value = -value
        velocity = -velocity
        easeStart = -easeStart
    }

    /// Advances `dt` seconds.
    mutating func step(_ dt: Double) {
        guard !isSettled, dt > 0 else { return }
        switch style {
        case .immediate:
            jump(to: target)
        case .easeOut(let duration):
            easeElapsed += dt
            let progress = duration > 0 ? easeElapsed / duration : 1
            value = easeStart + (target - easeStart) * TimingCurve.easeOut.value(at: progress)
            velocity = 0
            if progress >= 1 { jump(to: target) }
        case .spring(let response, let dampingRatio):
            (value, velocity) = Self.spring(
                offset: value - target, velocity: velocity, dt: dt, response: response, dampingRatio: dampingRatio)
            value += target
            if abs(value - target) < restThreshold, abs(velocity) < restThreshold * Self.restSpeedFactor {
                jump(to: target)
            }
        }
    }

    /// Rest speed threshold per unit of rest distance, in 1/s: slow enough that stopping is invisible.
    private static let restSpeedFactor = 10.0

    /// The damped harmonic oscillator x'' = -ω²x - 2ζωx' after `dt`, from offset `x` and velocity `v`.
    static func spring(
        offset x: Double, velocity v: Double, dt t: Double, response: Double, dampingRatio: Double
    ) -> (offset: Double, velocity: Double) {
        let omega = 2 * Double.pi / max(response, 1e-6)
        let zeta = max(dampingRatio, 0)
        if zeta >= 1 {
            // Critically damped (over-damping is treated as critical: it only makes motion slower).
            let decay = exp(-omega * t)
            let b = v + omega * x
            return ((x + b * t) * decay, (v - omega * b * t) * decay)
        }
        let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
        let decay = exp(-zeta * omega * t)
        let b = (v + zeta * omega * x) / dampedOmega
        let cosine = cos(dampedOmega * t)
        let sine = sin(dampedOmega * t)
        let offset = decay * (x * cosine + b * sine)
        let speed = decay * (-zeta * omega * (x * cosine + b * sine) + dampedOmega * (b * cosine - x * sine))
        return (offset, speed)
    }
}
