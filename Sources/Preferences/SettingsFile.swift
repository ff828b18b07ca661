import Foundation

/// The settings file on disk: reading, atomic writing and moving a bad file aside. Holds no
/// policy; `PreferencesStore` decides what to do when these throw.
struct SettingsFile {
    let directory: URL
    let url: URL

    init(directory: URL) {
        self.directory = directory
        url = directory.appendingPathComponent(PreferencesLocation.fileName, isDirectory: false)
    }

    /// The file's entries, or nil when there is no file yet (the first launch).
    /// Throws when the file exists but cannot be read or is not a dictionary property list.
    func read() throws -> [String: PropertyListValue]? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data = try Data(contentsOf: url)
        return try PropertyListDecoder().decode([String: PropertyListValue].self, from: data)
    }

    /// Writes an XML property list (readable with `plutil -p` and by people) to a temporary file
    /// in the same directory and renames it over the old one, so a crash mid-write leaves either
    /// the old or the new file whole, never a torn one.
    func write(_ entries: [String: PropertyListValue]) throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        let data = try encoder.encode(entries)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// Renames the file to `settings.plist.corrupt-<UTC time>` (with `-2`, `-3`… if that name is
    /// taken) so the user can still recover it, and returns the new location.
    func moveAside(at date: Date) throws -> URL {
        let stem = "\(url.lastPathComponent).corrupt-\(Self.timestamp(date))"
        var destination = directory.appendingPathComponent(stem, isDirectory: false)
        var attempt = 1
        while FileManager.default.fileExists(atPath: destination.path) {
            attempt += 1
            destination = directory.appendingPathComponent("\(stem)-\(attempt)", isDirectory: false)
        }
        try FileManager.default.moveItem(at: url, to: destination)
        return destination
    }

    /// A compact ISO 8601 UTC time that sorts and is safe in file names: `20261123T101500Z`.
    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601.dateSeparator(.omitted).timeSeparator(.omitted))
    }
}

extension Error {
    /// The most specific description available, e.g. "Not a directory" rather than Foundation's
    /// generic "The operation could not be completed".
    var userFacingReason: String {
        let underlying = (self as NSError).userInfo[NSUnderlyingErrorKey] as? Error
        let cause = underlying ?? self
        if let posix = cause as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        return cause.localizedDescription
    }
}
