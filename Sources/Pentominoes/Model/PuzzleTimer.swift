/// Times one attempt at a board: from the player's first move to the completed board. Solve makes the attempt
/// "assisted", and an assisted board completes without a celebration.
public struct PuzzleTimer: Hashable, Sendable {
    public private(set) var startTime: Double?
    public private(set) var isAssisted = false

    public init() {}

    /// The player moved a piece at `time`: the clock starts if it has not.
    public mutating func noteMove(at time: Double) {
        if startTime == nil { startTime = time }
    }

    /// The computer solved the board: this attempt no longer counts.
    public mutating func markAssisted() {
        isAssisted = true
    }

    /// A fresh attempt (another board, or Reset).
    public mutating func restart() {
        startTime = nil
        isAssisted = false
    }

    /// Seconds from the first move to `time`, or nil when nothing was moved yet.
    public func elapsed(at time: Double) -> Double? {
        startTime.map { max(time - $0, 0) }
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
