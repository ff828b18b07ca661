import FoundationEssentials
import StandardStreams

#if canImport(Glibc)
    import Glibc
#endif

/// One property-list file on disk, with everything every file of the app needs: a bounded, one-pass read into
/// `PropertyListValue`, a crash-safe write (its own temporary file, fsync, rename) through a symbolic link,
/// keeping a bad file aside, and sweeping temporary files a killed process left. Holds no policy beyond that;
/// the owners (`PreferencesStore`, the Snowman's `AnimationFile`, Breakout's best score, the app's state)
/// decide what a failure means to them.
public struct PropertyListFile: Sendable {
    /// Writes one diagnostic line (the app's stderr; tests collect them).
    public typealias LineSink = @Sendable (String) -> Void

    /// Deeper than any file the app writes (three levels at most) by a wide margin, and far below where
    /// Foundation's recursive parsers run out of stack. A file nested deeper is corrupt.
    public static let maximumDepth = 64
    /// Bytes; over a hundred times the largest file the app writes in normal use (a hundred saved animations
    /// are some 70 kB), and small enough that Foundation parses a file this size in a fraction of a second. A
    /// larger file is corrupt.
    public static let maximumSize = 1024 * 1024

    public let directory: URL
    public let url: URL
    /// Where one-line diagnostics about this file go.
    public let report: LineSink

    public init(directory: URL, fileName: String, report: @escaping LineSink = PropertyListFile.standardError) {
        self.directory = directory
        url = directory.appendingPathComponent(fileName, isDirectory: false)
        self.report = report
    }

    public var fileName: String { url.lastPathComponent }

    /// Writes a line to the process's standard error, prefixed with the app's name.
    public static let standardError: LineSink = { line in
        StandardError.write("kinetic: \(line)\n")
    }

    /// Why a file that exists could not be read.
    public enum ReadFailure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The system refused (permission denied, a folder in its place…).
        case unreadable(FileProblem)
        case tooLarge
        case tooDeep
        /// Not a property list, or a damaged one.
        case notAPropertyList
        /// A property list holding something no file of the app holds (a non-string dictionary key…).
        case unsupportedContents
        /// A property list whose top level is not a dictionary, as every file of the app's is.
        case notADictionary

        public var description: String {
            switch self {
            case .unreadable(let problem): problem.reason
            case .tooLarge: "it is larger than \(PropertyListFile.maximumSize / 1024 / 1024) MB"
            case .tooDeep: "it nests deeper than \(PropertyListFile.maximumDepth) levels"
            case .notAPropertyList: "it is not a property list, or a damaged one"
            case .unsupportedContents: "it holds values Kinetic does not read"
            case .notADictionary: "it does not hold a dictionary"
            }
        }
    }

    /// The file's contents, or nil when there is no file (the first launch).
    ///
    /// Checks the size and the nesting depth before any parser runs, then decodes the tree in one pass.
    public func readContents() throws(ReadFailure) -> PropertyListValue? {
        guard let data = try readBytes() else { return nil }
        switch PropertyListNesting.check(data, limit: Self.maximumDepth) {
        case .tooDeep: throw .tooDeep
        case .malformed: throw .notAPropertyList
        case .unsupportedObjects: throw .unsupportedContents
        case .withinLimit: break
        }
        do {
            let decoder = PropertyListDecoder()
            if !data.starts(with: PropertyListNesting.binaryMagic) {
                decoder.userInfo[PropertyListRealPaths.userInfoKey] = PropertyListRealPaths(xml: data)
            }
            return try decoder.decode(PropertyListValue.self, from: data)
        } catch DecodingError.typeMismatch {
            throw .unsupportedContents
        } catch {
            throw .notAPropertyList
        }
    }

    /// At most `maximumSize + 1` bytes (one more shows the file is too large), or nil when there is no file.
    private func readBytes() throws(ReadFailure) -> Data? {
        // Non-blocking, so a FIFO in the file's place cannot hold the launch until something writes to it; the
        // check below refuses it (and a device) before any read.
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            // No such file, or a file where one of its folders belongs: either way there is nothing to read.
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .unreadable(.fromErrno())
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(.fromErrno()) }
        if let problem = FileProblem.notAFile(mode: status.st_mode) { throw .unreadable(problem) }
        if status.st_size > Self.maximumSize { throw .tooLarge }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count <= Self.maximumSize {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(.fromErrno())
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        if data.count > Self.maximumSize { throw .tooLarge }
        return data
    }
}
