#if canImport(Glibc)
    import Glibc
#endif

/// Threads of the app's own for work that blocks (a device opening, a D-Bus call, a signal pipe), started
/// detached so nothing has to join them: POSIX threads, as Foundation's `Thread` starts, without linking
/// Foundation. A pool such as Dispatch's is wrong here: a job that blocks for the app's lifetime would hold one of
/// its few workers.
public enum DetachedThread {
    /// Starts `body` on a new thread.
    public static func start(_ body: @escaping @Sendable () -> Void) {
        let job = Unmanaged.passRetained(Job(body: body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let status = pthread_create(
            &thread, &attributes,
            { job in
                guard let job else { return nil }
                Unmanaged<Job>.fromOpaque(job).takeRetainedValue().body()
                return nil
            }, job)
        precondition(status == 0, "pthread_create failed (\(status)): the process has too many threads or no memory")
    }

    /// Blocks the calling thread for `seconds` (resuming the wait when a signal interrupts it).
    public static func sleep(seconds: Double) {
        let whole = seconds.rounded(.down)
        var request = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
    }

    /// The work a new thread runs, passed to it through C as one pointer.
    private final class Job {
        let body: @Sendable () -> Void

        init(body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
