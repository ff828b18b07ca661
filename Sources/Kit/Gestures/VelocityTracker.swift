/// Estimates a pointer's velocity from its recent positions, in points per second.
///
/// A least-squares line through the samples of the last `horizon` seconds, so one jittery event does not swing
/// the result; a pointer that paused for `stopGap` before the query has velocity zero.
struct VelocityTracker: Sendable {
    private struct Sample: Sendable {
        let time: Double
        let position: Point
    }

    public var horizon: Double = GestureConstants.velocityHorizon
    var stopGap: Double = GestureConstants.velocityStopGap
    private var samples: [Sample] = []

    public init() {}

    /// Records `position` (any fixed coordinate space) at `time` (seconds).
    public mutating func add(_ position: Point, at time: Double) {
        samples.append(Sample(time: time, position: position))
        samples.removeAll { $0.time < time - horizon }
    }

    /// Forgets every sample, so the velocity is zero until the pointer moves again.
    public mutating func reset() {
        samples.removeAll()
    }

    /// The velocity at `time`, in points per second.
    public func velocity(at time: Double) -> Point {
        guard let last = samples.last, time - last.time <= stopGap else { return .zero }
        let recent = samples.filter { $0.time >= last.time - horizon }
        guard recent.count >= 2 else { return .zero }
        let meanTime = recent.map(\.time).reduce(0, +) / Double(recent.count)
        let meanPosition = recent.map(\.position).reduce(.zero, +) / Double(recent.count)
        var spread = 0.0
        var covariance = Point.zero
        for sample in recent {
            let dt = sample.time - meanTime
            spread += dt * dt
            covariance += (sample.position - meanPosition) * dt
        }
        return spread > 0 ? covariance / spread : .zero
    }
}
