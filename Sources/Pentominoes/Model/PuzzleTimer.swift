/// Times one attempt at a board: from the player's first move to the completed board. The clock stops while the
/// board is put away (another board, another tab, the app quit) and runs again from the next move, so only time
/// spent on the puzzle counts. Solve makes the attempt "assisted", and an assisted board completes without a
/// celebration or a best time.
public struct PuzzleTimer: Hashable, Sendable {
    /// Seconds counted while the clock ran before (earlier sessions with this board).
    public private(set) var bankedSeconds: Double = 0
    /// When the clock last started on the window's clock; nil while it is stopped.
    public private(set) var runningSince: Double?
    /// True once the player has moved a piece in this attempt.
    public private(set) var hasStarted = false
    public private(set) var isAssisted = false
    /// True from a completion until the next move: the board was celebrated (or solved) and is not again.
    public private(set) var isFinished = false

    public init() {}

    /// An attempt carried over from an earlier session: `seconds` counted so far, the clock stopped.
    public init(seconds: Double, isAssisted: Bool, isFinished: Bool = false) {
        bankedSeconds = max(seconds, 0)
        hasStarted = true
        self.isAssisted = isAssisted
        self.isFinished = isFinished
    }

    public var isRunning: Bool { runningSince != nil }

    /// The player moved a piece at `time`: the clock runs if it was not.
    public mutating func noteMove(at time: Double) {
        hasStarted = true
        isFinished = false
        if runningSince == nil { runningSince = time }
    }

    /// The board is complete at `time`: the clock stops with the attempt's time.
    public mutating func finish(at time: Double) {
        pause(at: time)
        isFinished = true
    }

    /// Stops the clock at `time`, keeping the seconds counted (the board is put away, or complete).
    public mutating func pause(at time: Double) {
        bankedSeconds = elapsed(at: time) ?? 0
        runningSince = nil
    }

    /// The computer solved the board: this attempt no longer counts.
    public mutating func markAssisted() {
        isAssisted = true
    }

    /// A fresh attempt (Reset).
    public mutating func restart() {
        self = PuzzleTimer()
    }

    /// Seconds spent on the attempt up to `time`, or nil when nothing was moved yet.
    public func elapsed(at time: Double) -> Double? {
        guard hasStarted else { return nil }
        return bankedSeconds + (runningSince.map { max(time - $0, 0) } ?? 0)
    }

    /// Seconds between refreshes of a shown time (it shows whole seconds).
    public static let refreshInterval = 1.0
    /// The shortest wait for a refresh, in seconds: a second boundary closer than this is taken as passed.
    public static let shortestRefreshWait = 0.01

    /// When the shown time next changes (its next whole second after `time`), or nil while the clock is stopped:
    /// a stopped clock needs no refresh, so a paused puzzle lets the app sleep.
    public func nextRefresh(after time: Double) -> Double? {
        guard isRunning, let seconds = elapsed(at: time) else { return nil }
        var wait = Self.refreshInterval - seconds.truncatingRemainder(dividingBy: Self.refreshInterval)
        // Rounding can leave a whole second a hair away: refresh at the one after instead of again at once.
        if wait < Self.shortestRefreshWait { wait += Self.refreshInterval }
        return time + wait
    }

    /// "0:42", "12:05" or "1:02:09": minutes and seconds, hours only when needed.
    public static func format(_ seconds: Double) -> String {
        let total = Int(seconds.rounded(.down))
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        let secs = total % 60
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }
}
