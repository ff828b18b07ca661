import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Why a file could not be read or written, in words a user understands ("the disk is full"), not as an
/// error dump. Made from the system's error number where there is one.
public struct FileProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// A short phrase that completes "Kinetic could not save settings.plist: …".
    public let reason: String
    /// The `errno` behind it, when the system reported one.
    public let code: Int32?

    public init(reason: String, code: Int32? = nil) {
        self.reason = reason
        self.code = code
    }

    /// The problem `errno` names.
    public init(code: Int32) {
        self.init(reason: Self.words(for: code), code: code)
    }

    /// The problem `errno` describes right now.
    static func fromErrno() -> FileProblem {
        FileProblem(code: errno)
    }

    public var description: String { reason }

    /// What stands in the file's place when it is not a regular file (a folder, a device, a FIFO, a socket), or
    /// nil for a regular file. Such a thing is never read (a FIFO would block, a device never ends) nor replaced.
    static func notAFile(mode: mode_t) -> FileProblem? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: FileProblem(code: EISDIR)
        case S_IFCHR, S_IFBLK: FileProblem(reason: "a device is in the file's place")
        case S_IFIFO: FileProblem(reason: "a named pipe (FIFO) is in the file's place")
        case S_IFSOCK: FileProblem(reason: "a socket is in the file's place")
        default: FileProblem(reason: "something that is not a file is in its place")
        }
    }

    /// The phrases for the errors a user can do something about; anything else uses the system's own text.
    static func words(for code: Int32) -> String {
        switch code {
        case EROFS: "the disk is read-only"
        case EACCES, EPERM: "permission denied"
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is used up"
        case EISDIR: "a folder is in the file's place"
        case ENOTDIR: "a file blocks a folder on its path"
        case ENOENT: "a folder on its path is missing"
        case ELOOP: "its symbolic links go round in a loop"
        case ENAMETOOLONG: "its path is too long"
        case EIO: "the disk reported an input/output error"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
