import Kit

/// A fake clock for a test: starts at 0 and moves only when told, by exact amounts. Give it to a window at
/// creation (`Window(size:clock:)`); the window's animations, timers and display links then run on it alone.
@MainActor
public final class TestClock {
    /// Seconds since the clock started.
    public private(set) var now: Double = 0

    public init() {}

    /// Moves to `seconds` (never backward: a window's clock only moves forward).
    public func advance(to seconds: Double) {
        precondition(
            seconds >= now, "A window's clock never goes back: asked for \(seconds) s at \(now) s; use a time ≥ now.")
        now = seconds
    }

    /// Moves to `seconds` and ticks `window` (timers, display links, animations and completions).
    public func tick(_ window: Window, at seconds: Double) {
        advance(to: seconds)
        window.tick()
    }
}

extension Window {
    /// A window whose time is `clock`.
    public convenience init(size: Size, clock: TestClock) {
        self.init(size: size, clock: { clock.now })
    }
}
