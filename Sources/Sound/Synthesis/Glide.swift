#if canImport(Glibc)
    import Glibc
#endif

/// A value that moves from `start` to `end` over `duration` seconds along an exponential path (equal ratios in
/// equal times, as the ear hears pitch and brightness), then stays at `end`: a pitch sweep or a filter sweep.
public struct Glide: Sendable, Hashable {
    public var start: Double
    public var end: Double
    /// Seconds; 0 jumps straight to `end`.
    public var duration: Double

    public init(from start: Double, to end: Double, over duration: Double) {
        precondition(start > 0 && end > 0, "a glide moves between positive values (Hz)")
        self.start = start
        self.end = end
        self.duration = max(duration, 0)
    }

    /// A value that does not move.
    public static func constant(_ value: Double) -> Glide {
        Glide(from: value, to: value, over: 0)
    }

    public func value(at time: Double) -> Double {
        guard duration > 0, time < duration else { return end }
        return start * pow(end / start, max(time, 0) / duration)
    }
}
