/// The countdown to the next automatic drop: from level 2, a square drops by itself `interval` seconds after the
/// last drop. It runs on the clock the game is given, stands still while the game is paused (it keeps what was
/// left), and is off at level 1 and after the game is over.
public struct DropTimer: Equatable, Sendable {
    /// Seconds from one drop to the next automatic one; nil while there are no automatic drops.
    public private(set) var interval: Double?
    /// Clock time the next automatic drop is due, while the countdown runs.
    public private(set) var due: Double?
    /// Seconds that were left when the countdown stopped for a pause.
    public private(set) var remaining: Double?

    public init() {}

    /// Starts a full countdown at `now` (after any drop), at `interval` (nil: no countdown).
    public mutating func restart(interval: Double?, at now: Double) {
        self.interval = interval
        remaining = nil
        due = interval.map { now + $0 }
    }

    /// Stops the countdown for a pause, keeping what is left.
    public mutating func freeze(at now: Double) {
        guard let due else { return }
        remaining = max(due - now, 0)
        self.due = nil
    }

    /// Runs the countdown on from where a pause stopped it.
    public mutating func thaw(at now: Double) {
        guard let remaining else { return }
        due = now + remaining
        self.remaining = nil
    }

    /// No more automatic drops (the game is over, or a new one starts at level 1).
    public mutating func stop() {
        self = DropTimer()
    }

    public func isDue(at now: Double) -> Bool {
        due.map { now + 1e-9 >= $0 } ?? false
    }

    /// The share of the interval still to wait at `now` (1 just after a drop, 0 when due); nil without a countdown.
    public func shareLeft(at now: Double) -> Double? {
        guard let interval, interval > 0 else { return nil }
        let left = due.map { $0 - now } ?? remaining
        return left.map { min(max($0 / interval, 0), 1) }
    }
}
