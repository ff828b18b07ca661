import CSDL2
import FoundationEssentials
import Kit

/// Lets background work (a D-Bus call) hand results to the main loop: the work is queued under a lock and an
/// SDL user event wakes the loop from its sleep. The main loop drains the queue every iteration.
public final class MainLoopMailbox: Sendable {
    private let queue = LockedQueue()

    public init() {}

    /// Queues `work` for the main loop and wakes it. Safe from any thread.
    public func post(_ work: @escaping @Sendable @MainActor () -> Void) {
        queue.append(work)
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        SDL_PushEvent(&event)
    }

    /// Runs everything queued so far (main loop only).
    @MainActor
    func drain() {
        for work in queue.takeAll() { work() }
    }
}

/// A lock-protected list of closures.
private final class LockedQueue: @unchecked Sendable {
    private let lock = ThreadLock()
    private var items: [@Sendable @MainActor () -> Void] = []

    func append(_ item: @escaping @Sendable @MainActor () -> Void) {
        lock.lock()
        items.append(item)
        lock.unlock()
    }

    func takeAll() -> [@Sendable @MainActor () -> Void] {
        lock.lock()
        defer { lock.unlock() }
        let taken = items
        items.removeAll()
        return taken
    }
}
