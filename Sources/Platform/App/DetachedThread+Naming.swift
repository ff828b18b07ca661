import CThreadName
import Kit

extension DetachedThread {
    /// Starts `body` on a new thread named `name` (as `top -H` and a debugger show it; Linux keeps 15 bytes).
    static func start(name: String, _ body: @escaping @Sendable () -> Void) {
        start {
            kinetic_thread_set_name(name)
            body()
        }
    }

    /// Whether the caller runs on the process's first thread (the one `main` started on).
    static var isMainThread: Bool { kinetic_thread_is_main() != 0 }
}
