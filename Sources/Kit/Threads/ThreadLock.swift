#if canImport(Glibc)
    import Glibc
#endif

/// A mutual-exclusion lock for state that several threads share, held with `lock()`/`unlock()` or `withLock`:
/// a POSIX mutex, as Foundation's `NSLock` is, without linking Foundation. Not recursive: a thread that takes it
/// twice waits for itself, so take it only around code that cannot call back into the same lock.
public final class ThreadLock: @unchecked Sendable {
    // The mutex lives at a fixed address of its own: POSIX forbids moving one, which a stored property may do.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed (\(status)): the process is out of memory")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    public func lock() {
        pthread_mutex_lock(mutex)
    }

    public func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` while holding the lock, and lets go however `body` ends.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
