#if canImport(Glibc)
    import Glibc
#endif

/// The process's standard error, written straight to its descriptor (unbuffered, as a message must appear even if
/// the app ends next), without Foundation's `FileHandle` or C's `stderr` global (shared mutable state to Swift).
public enum StandardError {
    /// Writes every byte of `text`; an error (a closed descriptor, a full pipe) drops the rest quietly, as there
    /// is nowhere left to report it.
    public static func write(_ text: String) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.write(STDERR_FILENO, $0.baseAddress! + written, $0.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }
}
