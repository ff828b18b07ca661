/// The desktop's clipboard for plain text. The platform provides the system one; a window starts with a
/// private in-memory clipboard, which is also what tests use.
@MainActor
public protocol Clipboard: AnyObject {
    /// The clipboard's text, or nil when it holds none.
    func readText() -> String?
    func writeText(_ text: String)
}

/// A clipboard that lives in the process (before the platform's is installed, and in tests).
@MainActor
final class MemoryClipboard: Clipboard {
    private var text: String?

    public init(text: String? = nil) {
        self.text = text
    }

    public func readText() -> String? { text }
    public func writeText(_ text: String) { self.text = text }
}
