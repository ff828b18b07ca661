import CDispatchMainQueue
import CSDL2
import Dispatch
import FoundationEssentials
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// Serves the main dispatch queue from the SDL run loop: work sent with `DispatchQueue.main.async` or
/// `Task { @MainActor in … }` runs on each turn of the loop, and its arrival wakes the loop from its sleep.
///
/// libdispatch makes a descriptor readable when the main queue gets work, and runs that work on the calling
/// thread from `_dispatch_main_queue_callback_4CF` — the pair CoreFoundation's own run loop is built on. SDL can
/// only wait for its own events, so a watcher thread waits on the descriptor and pushes an SDL event, which ends
/// `SDL_WaitEventTimeout`. The descriptor stays readable until the loop reads it, so the watcher then waits for
/// the loop's next drain before watching again.
///
/// Only the process's main thread may serve the main queue, and only while nothing else does: under a test runner
/// (which owns the main thread and the queue) a host's loop leaves the queue to the runner.
final class MainQueueDrain: @unchecked Sendable {
    /// Whether this loop serves the main queue (it runs on the main thread).
    let isServing: Bool
    private let queueDescriptor: Int32
    /// A pipe whose write end `stop()` closes, ending the watcher's wait.
    private let stopReadEnd: Int32
    private let stopWriteEnd: Int32
    private let lock = ThreadLock()
    private let drained = DispatchSemaphore(value: 0)
    /// The watcher woke the loop and waits for a drain (guarded by `lock`).
    private var watcherWaits = false
    /// The host has shut down: the watcher ends (guarded by `lock`).
    private var isStopped = false
    /// The watcher thread has been started (guarded by `lock`).
    private var isWatching = false

    /// Serves the main queue when made on the main thread; otherwise does nothing. The loop drains the queue on
    /// every turn from here on; the watcher that wakes a sleeping loop starts with `startWatching()`.
    init() {
        var stopPipe: [Int32] = [-1, -1]
        isServing = DetachedThread.isMainThread && pipe(&stopPipe) == 0
        (stopReadEnd, stopWriteEnd) = (stopPipe[0], stopPipe[1])
        queueDescriptor = isServing ? _dispatch_get_main_queue_handle_4CF() : -1
    }

    /// Starts the watcher thread (once). The host calls it after its first frame: the loop does not sleep before
    /// then, and while a process has a single thread, the C library skips the locking of every stdio read — Xlib
    /// reads its input-method tables a character at a time while SDL starts, and took twice as long with a second
    /// thread already running.
    func startWatching() {
        let starts = lock.withLock {
            guard isServing, !isStopped, !isWatching else { return false }
            isWatching = true
            return true
        }
        guard starts else { return }
        DetachedThread.start(name: "kinetic.main-queue-watcher") { [self] in watch() }
    }

    /// Runs every piece of work queued on the main queue so far (main thread, once per turn of the loop).
    @MainActor
    func drain() {
        guard isServing else { return }
        // Reset the descriptor before draining, so work queued while the queue drains signals it again.
        var signal = pollfd(fd: queueDescriptor, events: Int16(POLLIN), revents: 0)
        if poll(&signal, 1, 0) > 0 {
            var count: UInt64 = 0
            _ = read(queueDescriptor, &count, MemoryLayout<UInt64>.size)
        }
        _dispatch_main_queue_callback_4CF(nil)
        lock.withLock {
            guard watcherWaits else { return }
            watcherWaits = false
            drained.signal()
        }
    }

    /// Ends the watcher (at shutdown, before SDL goes away).
    func stop() {
        lock.withLock {
            guard isServing, !isStopped else { return }
            isStopped = true
            close(stopWriteEnd)
            if watcherWaits { drained.signal() }
        }
    }

    /// The watcher thread: waits for the queue's signal, wakes the loop, waits for its drain, and again.
    private func watch() {
        defer { close(stopReadEnd) }
        var descriptors = [
            pollfd(fd: queueDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopReadEnd, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, descriptors[1].revents == 0 else { return }
            if descriptors[0].revents & Int16(POLLERR | POLLNVAL) != 0 { return }
            let wakesLoop = lock.withLock {
                guard !isStopped else { return false }
                watcherWaits = true
                return true
            }
            guard wakesLoop else { return }
            var event = SDL_Event()
            event.type = SDL_USEREVENT.rawValue
            SDL_PushEvent(&event)
            drained.wait()
        }
    }
}
