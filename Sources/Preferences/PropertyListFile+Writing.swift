import FoundationEssentials
import PathText

#if canImport(Glibc)
    import Glibc
#endif

/// Writing so that a crash, a kill or a full disk mid-write leaves either the old file or the new one whole:
/// the bytes go to a temporary file beside the destination, are flushed to the disk, and the temporary file is
/// renamed over the destination. A symbolic link is written through (a dotfiles manager's link stays a link).
extension PropertyListFile {
    /// Links followed before giving up, as the system does.
    static let maximumLinkHops = 40
    /// The permissions of a new file: readable by everyone, writable by the user (before the umask).
    static let newFileMode: mode_t = 0o644
    /// Marks the app's temporary files, so a later launch recognizes (and sweeps) the ones a kill left.
    static let temporaryMarker = ".kinetic-tmp-"

    /// The temporary file for a destination named `name`: `.settings.plist.kinetic-tmp-<pid>`.
    static func temporaryFileName(for name: String, processID: Int32 = getpid()) -> String {
        ".\(name)\(temporaryMarker)\(processID)"
    }

    /// Writes `value` as an XML property list (readable with `plutil -p` and by people), creating the folders
    /// on the way. Throws the problem in words when the disk refuses.
    public func write(_ value: PropertyListValue) throws(FileProblem) {
        let data: Data
        do {
            data = try value.xmlPropertyList()
        } catch {
            throw FileProblem(reason: "its values could not be encoded")
        }
        let destination = try resolvedDestination()
        var existing = stat()
        if stat(destination.path, &existing) == 0, let problem = FileProblem.notAFile(mode: existing.st_mode) {
            // Renaming over it would replace a device node or a folder the user put there.
            throw problem
        }
        let folder = destination.deletingLastPathComponent()
        try Self.makeFolders(folder.path)
        let temporary = folder.appendingPathComponent(Self.temporaryFileName(for: destination.lastPathComponent))
        do throws(FileProblem) {
            try Self.writeDurably(data, to: temporary.path, modeLike: destination.path)
            guard rename(temporary.path, destination.path) == 0 else { throw FileProblem.fromErrno() }
        } catch {
            unlink(temporary.path)
            throw error
        }
        Self.flushFolder(folder.path)
    }

    /// The file the name finally refers to: `url` itself, or the end of its chain of symbolic links (which may
    /// not exist yet).
    func resolvedDestination() throws(FileProblem) -> URL {
        var path = url.path
        for _ in 0..<Self.maximumLinkHops {
            guard let target = Self.linkTarget(of: path) else { return URL(fileURLWithPath: path) }
            path =
                target.hasPrefix("/")
                ? target : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(target).path
        }
        throw FileProblem(code: ELOOP)
    }

    /// What the symbolic link at `path` points to, or nil when `path` is not a link (or does not exist).
    static func linkTarget(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `mkdir -p`, saying which problem stopped it (a file where a folder belongs reads as such).
    static func makeFolders(_ path: String) throws(FileProblem) {
        var isFolder = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder else { throw FileProblem(code: ENOTDIR) }
            return
        }
        let parent = PathText.parent(of: path)
        if !parent.isEmpty, parent != path { try makeFolders(parent) }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw FileProblem.fromErrno() }
    }

    /// Creates (or truncates) `path`, writes every byte, and flushes it to the disk before returning. Takes the
    /// permissions of the file at `existingPath` when there is one, so a private file stays private.
    private static func writeDurably(_ data: Data, to path: String, modeLike existingPath: String) throws(FileProblem) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, newFileMode)
        guard descriptor >= 0 else { throw FileProblem.fromErrno() }
        defer { close(descriptor) }
        var existing = stat()
        if stat(existingPath, &existing) == 0 { fchmod(descriptor, existing.st_mode & 0o7777) }
        if let problem = writeAll(data, to: descriptor) { throw problem }
        guard fsync(descriptor) == 0 else { throw FileProblem.fromErrno() }
    }

    /// Writes every byte (a write may take only part), or returns what stopped it.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> FileProblem? {
        data.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return FileProblem.fromErrno()
                }
                written += count
            }
            return nil
        }
    }

    /// Makes the rename itself durable. Best effort: some file systems cannot sync a folder, and the file is
    /// already whole either way.
    private static func flushFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
