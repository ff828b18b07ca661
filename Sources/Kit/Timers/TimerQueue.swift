/// Actions due at given times on a window's clock (`Window.timers`, fired by `Window.tick()`). The run loop
/// sleeps until `nextDeadline` instead of polling, so a pending timer costs nothing while it waits.
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

    /// Runs every action due by `now`, earliest first (in scheduling order at equal deadlines). Each is taken off
    /// the queue just before it runs, so an action that cancels another one due in the same call stops it. Actions
    /// may schedule more; those run on a later call.
    func fire(now: Double) {
        runEarliest(dueBy: now)
    }

    /// Runs every pending action now, earliest first: used at quit so nothing scheduled is lost.
    func fireAll() {
        runEarliest(dueBy: .infinity)
    }

    /// Runs, one at a time, the earliest pending action due by `time` that was scheduled before this call began.
    private func runEarliest(dueBy time: Double) {
        let scheduledBefore = nextID
        while let index = indexOfEarliest(dueBy: time, scheduledUpTo: scheduledBefore) {
            entries.remove(at: index).action()
        }
    }

    private func indexOfEarliest(dueBy time: Double, scheduledUpTo lastID: Int) -> Int? {
        var earliest: Int?
        for (index, entry) in entries.enumerated() where entry.deadline <= time && entry.token.id <= lastID {
            if let current = earliest, entries[current].deadline <= entry.deadline { continue }
            earliest = index
        }
        return earliest
    }
}
