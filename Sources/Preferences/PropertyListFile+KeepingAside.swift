import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Keeping what the user had when the app cannot use it, so nothing is destroyed: an unreadable file is moved
/// aside, and the original of a file with a value of the wrong type is copied aside before that value is reset.
extension PropertyListFile {
    /// Renames the file to `<name>.corrupt-<UTC time>`, e.g. `settings.plist.corrupt-20261123T101500Z` (with
    /// `-2`, `-3`… if that name is taken), and returns the new location.
    public func moveAside(at date: Date) throws(FileProblem) -> URL {
        let destination = freeName(stem: "\(fileName).corrupt-\(Self.timestamp(date))")
        guard rename(url.path, destination.path) == 0 else { throw FileProblem.fromErrno() }
        return destination
    }

    /// Copies the file to `<name>.original-<UTC time>` unless a copy with the same bytes is already there (the
    /// reset value may not have been saved yet, e.g. on a read-only disk), and returns the copy.
    public func copyOriginalAside(at date: Date) throws(FileProblem) -> URL {
        let original: Data
        do {
            original = try Data(contentsOf: url)
        } catch {
            throw FileProblem(reason: "it could not be read again")
        }
        let prefix = "\(fileName).original-"
        let earlier = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in earlier.sorted() where name.hasPrefix(prefix) {
            let copy = directory.appendingPathComponent(name)
            if (try? Data(contentsOf: copy)) == original { return copy }
        }
        let destination = freeName(stem: prefix + Self.timestamp(date))
        let descriptor = open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, Self.newFileMode)
        guard descriptor >= 0 else { throw FileProblem.fromErrno() }
        defer { close(descriptor) }
        let written = original.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == original.count else {
            let problem = written < 0 ? FileProblem.fromErrno() : FileProblem(code: ENOSPC)
            unlink(destination.path)
            throw problem
        }
        return destination
    }

    /// `stem` in the file's folder, or `stem-2`, `stem-3`… when taken.
    private func freeName(stem: String) -> URL {
        var destination = directory.appendingPathComponent(stem, isDirectory: false)
        var attempt = 1
        while FileManager.default.fileExists(atPath: destination.path) || Self.linkTarget(of: destination.path) != nil {
            attempt += 1
            destination = directory.appendingPathComponent("\(stem)-\(attempt)", isDirectory: false)
        }
        return destination
    }

    /// A compact ISO 8601 UTC time that sorts and is safe in file names: `20261123T101500Z`.
    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601.dateSeparator(.omitted).timeSeparator(.omitted))
    }
}
