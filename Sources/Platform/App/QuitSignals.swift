import CSDL2
import FoundationEssentials
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// SIGHUP (the terminal closed, the session ended), SIGINT (Ctrl+C) and SIGTERM quit the app the way Ctrl+Q
/// does — settings and state saved, pending notifications delivered, exit status 0 — instead of ending it
/// where it stands (a signal the app was started with ignored, as under `nohup`, stays ignored). SIGPIPE is
/// ignored, so a write to a closed terminal or pipe fails instead of killing.
///
/// Nothing runs inside the signal handler but one `write` of the signal's number to a pipe (the self-pipe
/// trick: `write` is async-signal-safe, and errno is kept). A thread blocked reading the pipe hands the signal
/// to `onSignal` as ordinary code, which asks the main loop to stop through the mailbox; the mailbox's SDL user
/// event wakes the loop from its sleep.
enum QuitSignals {
    /// The signals that quit the app cleanly.
    static let quitting: [Int32] = [SIGHUP, SIGINT, SIGTERM]

    /// Tells SDL to leave the signals to us (its own handlers would only post SDL_QUIT for two of them); call
    /// before `SDL_Init`.
    static func keepSDLAway() {
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
    }

    /// Installs the handlers once per process (later calls only replace `onSignal`). `onSignal` runs on a
    /// background thread.
    static func install(onSignal: @escaping @Sendable (Int32) -> Void) {
        receiver.setHandler(onSignal)
        guard receiver.startOnce() else { return }
        signal(SIGPIPE, SIG_IGN)
        for number in quitting where !isIgnored(number) {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = quitSignalHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }

    /// Whether the process was started with `number` ignored (`nohup` ignores SIGHUP, a shell's background job
    /// SIGINT): that choice is the user's, and stays.
    private static func isIgnored(_ number: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(number, nil, &current) == 0, let handler = current.__sigaction_handler.sa_handler else {
            return false
        }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// The receiving end: the pipe, its reader thread and the current handler.
    static let receiver = SignalPipeReceiver()
}

/// The write end of the pipe, read by the signal handler: set once, before any handler is installed.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The signal handler: one async-signal-safe `write`, errno preserved. No allocation, no locks, no Swift runtime
/// calls beyond reading a global that was initialised before the handler was installed.
private let quitSignalHandler: @convention(c) (Int32) -> Void = { number in
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = savedErrno
}

/// Owns the pipe and the thread that blocks reading it, and passes each signal number to the handler set last.
final class SignalPipeReceiver: @unchecked Sendable {
    private let lock = ThreadLock()
    private var handler: (@Sendable (Int32) -> Void)?
    private var isStarted = false

    func setHandler(_ handler: @escaping @Sendable (Int32) -> Void) {
        lock.lock()
        self.handler = handler
        lock.unlock()
    }

    /// Opens the pipe and starts the reader; false when already started or when no pipe could be made (then
    /// the signals keep their default actions).
    func startOnce() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !isStarted else { return false }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // A full pipe must never block the handler: signals beyond the buffer are dropped (one is enough).
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        signalPipeWriteEnd = ends[1]
        isStarted = true
        let readEnd = ends[0]
        DetachedThread.start(name: "kinetic.signals") { [self] in readForever(from: readEnd) }
        return true
    }

    private func readForever(from readEnd: Int32) {
        var byte: UInt8 = 0
        while true {
            let count = read(readEnd, &byte, 1)
            if count == 1 {
                lock.lock()
                let current = handler
                lock.unlock()
                current?(Int32(byte))
            } else if count == 0 || (count < 0 && errno != EINTR) {
                return
            }
        }
    }
}
