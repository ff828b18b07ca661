import Kit

/// A fake clock for a test: starts after any time earlier tests reached (the animation engine's clock only
/// moves forward) and advances only when told, by exact amounts.
@MainActor
public struct TestClock {
    public let start: Double
    public private(set) var now: Double

    public init() {
        start = AnimationEngine.main.now + 100
        now = start
    }

    /// Seconds since this clock started.
    public var elapsed: Double { now - start }

    /// Moves to `seconds` after the start and ticks the window (timers, animations, completions).
    public mutating func tick(_ window: Window, at seconds: Double) {
        now = start + seconds
        window.tick(now: now)
    }
}
