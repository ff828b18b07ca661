import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The action being performed, kept where a crash can still print it: a trap (a failed precondition, an
/// `unowned` reference to a freed object) kills the test process before any test can report, so a signal
/// handler writes this line to stderr first, then lets the signal go on to Swift's backtracer.
///
/// The line lives in memory allocated once; the handler only calls `write` and `sigaction`, which are
/// async-signal-safe.
public enum CrashBreadcrumb {
    /// Longest line kept, in bytes (longer ones are cut).
    static let capacity = 4096
    /// The signals a trap or a memory fault raises.
    static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Replaces the line a crash would print.
    public static func set(_ line: String) {
        installOnce()
        let bytes = Array((line + "\n").utf8.prefix(capacity - 1))
        bytes.withUnsafeBufferPointer { source in
            breadcrumb.text.update(from: source.baseAddress!, count: bytes.count)
        }
        breadcrumb.length.pointee = bytes.count
    }

    /// Forgets the line (the run ended without a crash).
    public static func clear() {
        breadcrumb.length.pointee = 0
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
    let text = UnsafeMutablePointer<UInt8>.allocate(capacity: CrashBreadcrumb.capacity)
    let length: UnsafeMutablePointer<Int> = {
        let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        pointer.initialize(to: 0)
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
}

private let breadcrumb = BreadcrumbStorage()

/// Writes the line, then hands the signal to the handler that was there before (Swift's backtracer) with the
/// original context, so its backtrace shows where the trap happened; with no such handler, puts the previous
/// action back and lets the signal happen again.
private let printBreadcrumbAndContinue:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
        number, info, context in
        let storage = breadcrumb
        if storage.length.pointee > 0 {
            _ = write(STDERR_FILENO, storage.text, storage.length.pointee)
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
