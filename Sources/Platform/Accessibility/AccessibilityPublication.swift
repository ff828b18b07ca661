import FoundationEssentials
import Kit

/// The hand-over between the main thread, which describes the views, and the accessibility bus thread, which
/// answers from that description: the latest snapshot (immutable, replaced whole), where the window is on the
/// screen, and the events not yet sent. Guarded by a lock; nothing in it refers to a view.
final class AccessibilityPublication: @unchecked Sendable {
    struct State: Sendable {
        var snapshot: AccessibilitySnapshot
        /// The window's top-left on the screen, in points (AT-SPI extents are in screen coordinates).
        var windowOrigin: Point
    }

    private let lock = ThreadLock()
    private var state: State
    private var events: [AccessibilityEvent] = []

    init(applicationName: String) {
        state = State(snapshot: .empty(applicationName: applicationName), windowOrigin: .zero)
    }

    /// Replaces the snapshot and queues the events that led to it (main thread).
    func publish(_ snapshot: AccessibilitySnapshot, windowOrigin: Point, events newEvents: [AccessibilityEvent]) {
        lock.lock()
        state = State(snapshot: snapshot, windowOrigin: windowOrigin)
        events += newEvents
        lock.unlock()
    }

    /// The latest snapshot and window position (bus thread).
    var current: State {
        lock.lock()
        defer { lock.unlock() }
        return state
    }

    /// The events queued since the last call, oldest first (bus thread).
    func takeEvents() -> [AccessibilityEvent] {
        lock.lock()
        defer { lock.unlock() }
        let taken = events
        events.removeAll()
        return taken
    }
}
