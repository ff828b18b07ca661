import FoundationEssentials
import PathText

#if canImport(Glibc)
    import Glibc
#endif

/// Removing temporary files a killed write left beside the file: only the app's own (its marker, or
/// Foundation's `.dat.nosync` from earlier versions of the app, in the app's own folder), and only when the
/// process that made them is gone or they are too old to belong to a write still under way.
extension PropertyListFile {
    /// Seconds after which a temporary file cannot belong to a write in progress (a write takes milliseconds),
    /// even if its process number has been reused since.
    public static let staleTemporaryAge: TimeInterval = 3600
    /// How Foundation's atomic writes named their temporary files: `.dat.nosync<pid in hex>.<6 characters>`.
    static let foundationTemporaryPrefix = ".dat.nosync"

    /// Sweeps the file's folder and, when the file is a symbolic link, its destination's folder.
    public func sweepStaleTemporaryFiles(now: Date) {
        var places = [(folder: directory.path, name: fileName, includeFoundation: true)]
        if let destination = try? resolvedDestination(), destination.path != url.path {
            places.append((destination.deletingLastPathComponent().path, destination.lastPathComponent, false))
        }
        for place in places {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: place.folder)) ?? []
            for name in names
            where isStale(
                name, temporaryFor: place.name, foundation: place.includeFoundation, in: place.folder, now: now)
            {
                unlink(PathText.joined(place.folder, name))
            }
        }
    }

    private func isStale(_ name: String, temporaryFor file: String, foundation: Bool, in folder: String, now: Date)
        -> Bool
    {
        let path = PathText.joined(folder, name)
        let ours = ".\(file)\(Self.temporaryMarker)"
        if name.hasPrefix(ours), let processID = Int32(name.dropFirst(ours.count)) {
            return processID == getpid() || !Self.isRunning(processID)
                || Self.age(of: path, now: now) > Self.staleTemporaryAge
        }
        if foundation, name.hasPrefix(Self.foundationTemporaryPrefix) {
            let hex = name.dropFirst(Self.foundationTemporaryPrefix.count).prefix { $0 != "." }
            guard let processID = Int32(hex, radix: 16) else { return false }
            return !Self.isRunning(processID) && Self.age(of: path, now: now) > Self.staleTemporaryAge
        }
        return false
    }

    /// Whether a process with this number exists (one owned by another user counts).
    static func isRunning(_ processID: Int32) -> Bool {
        guard processID > 0 else { return false }
        return kill(processID, 0) == 0 || errno == EPERM
    }

    /// Seconds since the file at `path` was last modified (0 when unknown, so it is not swept for its age).
    private static func age(of path: String, now: Date) -> TimeInterval {
        var status = stat()
        guard lstat(path, &status) == 0 else { return 0 }
        let modified = Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec))
        return now.timeIntervalSince(modified)
    }
}
