/// What an animation shows outside its active time (Core Animation's `fillMode`).
public enum FillMode: Hashable, Sendable {
    /// Nothing: before its start and after its end the view shows its model value.
    case removed
    /// After the end, hold the last frame (the animation stays on the view but no longer needs frames).
    case forwards
    /// Before the start (during a delay), hold the first frame — what `View.animate` does.
    case backwards
    case both

    var holdsFirstFrame: Bool { self == .backwards || self == .both }
    var holdsLastFrame: Bool { self == .forwards || self == .both }
}

/// The timing of one animation in its view's local time, as CAMediaTiming describes it: it begins at
/// `beginTime`, one pass lasts `duration`, autoreversing doubles a cycle (forward then back), and the cycle runs
/// `repeatCount` times (fractions allowed; 0 means once, `.infinity` forever).
struct AnimationTiming {
    var beginTime: Double
    var duration: Double
    var repeatCount: Double = 0
    var autoreverses = false
    var fillMode: FillMode = .backwards

    /// Times within this many seconds of the end count as the end (sums of clock times are not exact).
    static let endTolerance = 1e-9

    var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }
    var activeDuration: Double { cycleDuration * (repeatCount > 0 ? repeatCount : 1) }
    /// The local time at which the animation ends (infinite for one that repeats forever).
    var endTime: Double { beginTime + activeDuration }
    var repeatsForever: Bool { repeatCount == .infinity }
    /// True for animations whose last frame is not their target (repeating or reversing ones).
    var isCyclic: Bool { repeatCount > 0 || autoreverses }

    /// The fraction (0…1) of one forward pass shown at local time `time`, or nil when the animation shows
    /// nothing then (outside its active time without a fill).
    @inline(__always)
    func passFraction(at time: Double) -> Double? {
        let elapsed = time - beginTime
        if elapsed < 0 { return fillMode.holdsFirstFrame ? 0 : nil }
        let active = activeDuration
        if elapsed >= active - Self.endTolerance { return fillMode.holdsLastFrame ? lastFraction : nil }
        guard duration > 0 else { return 1 }
        if !isCyclic { return elapsed / duration }
        return fraction(atCyclePosition: elapsed.truncatingRemainder(dividingBy: cycleDuration))
    }

    /// The fraction shown at the very end: where the last (possibly partial) cycle stops.
    var lastFraction: Double {
        guard duration > 0, !repeatsForever else { return 1 }
        let cycles = (activeDuration / cycleDuration).rounded(.up) - 1
        return fraction(atCyclePosition: activeDuration - cycles * cycleDuration)
    }

    private func fraction(atCyclePosition position: Double) -> Double {
        let forward = position / duration
        return forward <= 1 ? forward : 2 - forward
    }
}
