import Foundation

extension Board {
    /// Reads a board file, named after the file without its extension.
    ///
    /// At most `Board.Limits.maximumFileBytes` + 1 bytes are read, so a huge file (or a device that never ends)
    /// is refused after reading that much.
    ///
    /// - Throws: `BoardFileError`, whose description names the file and, for a bad board, the line, column and
    ///   the limit or rule it breaks.
    public init(contentsOfFile path: String) throws(BoardFileError) {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.read(upToCount: Limits.maximumFileBytes + 1) ?? Data()
        } catch {
            throw BoardFileError(path: path, problem: .unreadable(Self.readFailure(error)))
        }
        do {
            self = try Board(parsing: String(decoding: data, as: UTF8.self), name: name)
        } catch {
            throw BoardFileError(path: path, problem: .invalid(error))
        }
    }

    /// The reason a file could not be read, in words ("no such file", "permission denied").
    private static func readFailure(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return "cannot read the file"
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
