import Foundation

/// The result of work on another thread that the frame loop polls: nil until the work finishes, then its value
/// (which may itself be nil: "no solution"). Tests can block on it instead of polling.
final class BackgroundOutcome<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let finished = DispatchSemaphore(value: 0)
    private var outcome: Value?

    /// nil while the work runs.
    var value: Value? {
        lock.lock()
        defer { lock.unlock() }
        return outcome
    }

    /// Records the work's value, once.
    func finish(with value: Value) {
        lock.lock()
        outcome = value
        lock.unlock()
        finished.signal()
    }

    /// Blocks until the work has finished (tests only: the app polls `value` from its frame loop).
    func waitUntilFinished() {
        finished.wait()
        finished.signal()
    }
}
