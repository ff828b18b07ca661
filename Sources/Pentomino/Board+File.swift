// POSIX calls rather than Foundation: `kinetic solve` links this module without Foundation, whose size alone
// (ICU's data, thousands of protocol conformances the Swift runtime scans) would cost milliseconds at start-up.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Board {
    /// Reads a board file, named after the file without its extension.
    ///
    /// At most `Board.Limits.maximumFileBytes` + 1 bytes are read, so a huge file (or a device that never ends)
    /// is refused after reading that much.
    ///
    /// - Throws: `BoardFileError`, whose description names the file and, for a bad board, the line, column and
    ///   the limit or rule it breaks.
    public init(contentsOfFile path: String) throws(BoardFileError) {
        let bytes: [UInt8]
        do {
            bytes = try Self.readPrefix(ofFile: path, byteCount: Limits.maximumFileBytes + 1)
        } catch {
            throw BoardFileError(path: path, problem: .unreadable(String(cString: strerror(error.code))))
        }
        do {
            self = try Board(parsing: String(decoding: bytes, as: UTF8.self), name: Self.boardName(ofFile: path))
        } catch {
            throw BoardFileError(path: path, problem: .invalid(error))
        }
    }

    /// The file's name without its folder and its extension: `boards/castle.txt` → `castle`, `.hidden` stays.
    static func boardName(ofFile path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let name = trimmed.split(separator: "/", omittingEmptySubsequences: false).last ?? trimmed
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex
        else { return String(name) }
        return String(name[..<dot])
    }

    /// The first `byteCount` bytes of the file (all of it if shorter).
    private static func readPrefix(ofFile path: String, byteCount: Int) throws(SystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError(code: errno) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: byteCount)
        var filled = 0
        while filled < byteCount {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, byteCount - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw SystemError(code: errno) }
            if count == 0 { break }
            filled += count
        }
        return Array(bytes[..<filled])
    }

    /// A failed system call's `errno`.
    private struct SystemError: Error {
        let code: Int32
    }
}

/// A board file that could not be used: unreadable, or not a valid board.
public struct BoardFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Problem: Hashable, Sendable {
        /// The file could not be read, with the reason in words.
        case unreadable(String)
        /// The file was read but does not hold a valid board.
        case invalid(BoardError)
    }

    /// The file as the user named it.
    public let path: String
    public let problem: Problem

    public var description: String {
        switch problem {
        case .unreadable(let reason): "\(path): cannot read the file: \(reason)"
        case .invalid(let error): "\(path): \(error)"
        }
    }
}
