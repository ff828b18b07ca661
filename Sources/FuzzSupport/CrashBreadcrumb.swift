import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The action being performed, kept where a crash can still print it: a trap (a failed precondition, an
/// `unowned` reference to a freed object) kills the test process before any test can report, so a signal
/// handler writes this line to stderr first, then lets the signal go on to Swift's backtracer.
///
/// Each thread has its own line: fuzz runs go on in parallel (every seed of every fuzzing suite), and a fault is
/// delivered to the thread that caused it, so the handler prints that thread's line — not the one another run
/// set last. The lines live in memory allocated once; the handler only reads them and calls `pthread_self`,
/// `write` and `sigaction`.
public enum CrashBreadcrumb {
    /// Longest line kept, in bytes (longer ones are cut).
    static let capacity = 4096
    /// Threads that can hold a line at once (more than the runs a test process makes in parallel; past it, the
    /// first slot is shared and its line may be another run's).
    static let slotCount = 64
    /// The signals a trap or a memory fault raises.
    static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Replaces the line a crash on this thread would print.
    public static func set(_ line: String) {
        installOnce()
        let slot = breadcrumb.slot(for: pthread_self())
        let bytes = Array((line + "\n").utf8.prefix(capacity - 1))
        breadcrumb.lengths[slot] = 0
        bytes.withUnsafeBufferPointer { source in
            (breadcrumb.texts + slot * capacity).update(from: source.baseAddress!, count: bytes.count)
        }
        breadcrumb.lengths[slot] = bytes.count
    }

    /// The line a crash on this thread would print, if any.
    public static var currentLine: String? {
        guard let slot = breadcrumb.heldSlot(of: pthread_self()), breadcrumb.lengths[slot] > 0 else { return nil }
        let text = UnsafeBufferPointer(start: breadcrumb.texts + slot * capacity, count: breadcrumb.lengths[slot])
        return String(decoding: text, as: UTF8.self)
    }

    /// Forgets this thread's line (its run ended without a crash).
    public static func clear() {
        breadcrumb.release(pthread_self())
    }

    private static func installOnce() {
        guard !breadcrumb.isInstalled.pointee else { return }
        breadcrumb.isInstalled.pointee = true
        for number in fatalSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = printBreadcrumbAndContinue
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO
            sigaction(number, &action, breadcrumb.previousActions + Int(number))
        }
    }
}

/// Memory allocated once and reached only through pointers, so the handler touches no Swift runtime state.
private struct BreadcrumbStorage: @unchecked Sendable {
    /// `slotCount` lines of `capacity` bytes each.
    let texts = UnsafeMutablePointer<UInt8>.allocate(capacity: CrashBreadcrumb.slotCount * CrashBreadcrumb.capacity)
    let lengths: UnsafeMutablePointer<Int> = {
        let pointer = UnsafeMutablePointer<Int>.allocate(capacity: CrashBreadcrumb.slotCount)
        pointer.initialize(repeating: 0, count: CrashBreadcrumb.slotCount)
        return pointer
    }()
    /// The thread holding each slot; `isHeld` says which entries mean anything.
    let owners: UnsafeMutablePointer<pthread_t> = {
        let pointer = UnsafeMutablePointer<pthread_t>.allocate(capacity: CrashBreadcrumb.slotCount)
        pointer.initialize(repeating: pthread_t(), count: CrashBreadcrumb.slotCount)
        return pointer
    }()
    let isHeld: UnsafeMutablePointer<Bool> = {
        let pointer = UnsafeMutablePointer<Bool>.allocate(capacity: CrashBreadcrumb.slotCount)
        pointer.initialize(repeating: false, count: CrashBreadcrumb.slotCount)
        return pointer
    }()
    let isInstalled: UnsafeMutablePointer<Bool> = {
        let pointer = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        pointer.initialize(to: false)
        return pointer
    }()
    /// The handlers that were there before (Swift's backtracer), by signal number.
    let previousActions: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
        pointer.initialize(repeating: sigaction(), count: Int(NSIG))
        return pointer
    }()
    /// Guards claiming and releasing slots (never taken by the handler, which only reads).
    let lock = NSLock()

    /// The slot `thread` holds, claimed now if it holds none (the first slot when all are taken).
    func slot(for thread: pthread_t) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let held = heldSlot(of: thread) { return held }
        let free = (0..<CrashBreadcrumb.slotCount).first { !isHeld[$0] } ?? 0
        owners[free] = thread
        isHeld[free] = true
        return free
    }

    func release(_ thread: pthread_t) {
        lock.lock()
        defer { lock.unlock() }
        guard let held = heldSlot(of: thread) else { return }
        lengths[held] = 0
        isHeld[held] = false
    }

    /// Reads only fixed memory, so the signal handler may call it.
    func heldSlot(of thread: pthread_t) -> Int? {
        for slot in 0..<CrashBreadcrumb.slotCount where isHeld[slot] && pthread_equal(owners[slot], thread) != 0 {
            return slot
        }
        return nil
    }
}

private let breadcrumb = BreadcrumbStorage()

/// Writes the line, then hands the signal to the handler that was there before (Swift's backtracer) with the
/// original context, so its backtrace shows where the trap happened; with no such handler, puts the previous
/// action back and lets the signal happen again.
private let printBreadcrumbAndContinue:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
        number, info, context in
        let storage = breadcrumb
        if let slot = storage.heldSlot(of: pthread_self()), storage.lengths[slot] > 0 {
            _ = write(STDERR_FILENO, storage.texts + slot * CrashBreadcrumb.capacity, storage.lengths[slot])
        }
        let previous = storage.previousActions + Int(number)
        if previous.pointee.sa_flags & SA_SIGINFO != 0, let handler = previous.pointee.__sigaction_handler.sa_sigaction
        {
            handler(number, info, context)
            return
        }
        _ = sigaction(number, previous, nil)
        if number == SIGABRT { raise(number) }
    }
