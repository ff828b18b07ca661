/// Actions due at given times on the app's clock. The run loop sleeps until `nextDeadline` instead of polling,
/// so a pending timer costs nothing while it waits.
@MainActor
public final class TimerQueue {
    /// Identifies a scheduled action so it can be cancelled.
    public struct Token: Hashable, Sendable {
        fileprivate let id: Int
    }

    private struct Entry {
        let token: Token
        let deadline: Double
        let action: @MainActor () -> Void
    }

    private var entries: [Entry] = []
    private var nextID = 0

    public init() {}

    /// Runs `action` at the first `fire(now:)` whose time is at or after `deadline`.
    @discardableResult
    public func schedule(at deadline: Double, _ action: @escaping @MainActor () -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        entries.append(Entry(token: token, deadline: deadline, action: action))
        return token
    }

    public func cancel(_ token: Token) {
        entries.removeAll { $0.token == token }
    }

    /// The earliest deadline still pending, or nil when nothing is scheduled.
    public var nextDeadline: Double? { entries.map(\.deadline).min() }

    public var isEmpty: Bool { entries.isEmpty }

    /// Runs every action due by `now`, earliest first. Actions may schedule more; those run on a later call.
    public func fire(now: Double) {
        let due = entries.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
        guard !due.isEmpty else { return }
        let dueTokens = Set(due.map(\.token))
        entries.removeAll { dueTokens.contains($0.token) }
        for entry in due { entry.action() }
    }

    /// Runs every pending action now, earliest first: used at quit so nothing scheduled is lost.
    public func fireAll() {
        let all = entries.sorted { $0.deadline < $1.deadline }
        entries.removeAll()
        for entry in all { entry.action() }
    }
}
