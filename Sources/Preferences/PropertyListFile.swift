import Foundation

/// One property-list file on disk: reading, atomic writing and moving a bad file aside. Holds no policy; the
/// owner (`PreferencesStore`, the Snowman's `AnimationFile`) decides what to do when these throw.
public struct PropertyListFile: Sendable {
    public let directory: URL
    public let url: URL

    public init(directory: URL, fileName: String) {
        self.directory = directory
        url = directory.appendingPathComponent(fileName, isDirectory: false)
    }

    /// The decoded contents, or nil when there is no file yet (the first launch).
    /// Throws when the file exists but cannot be read or decoded as `T`.
    public func read<T: Decodable>(_ type: T.Type) throws -> T? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data = try Data(contentsOf: url)
        return try PropertyListDecoder().decode(type, from: data)
    }

    /// Writes an XML property list (readable with `plutil -p` and by people) to a temporary file
    /// in the same directory and renames it over the old one, so a crash mid-write leaves either
    /// the old or the new file whole, never a torn one.
    public func write<T: Encodable>(_ contents: T) throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        let data = try encoder.encode(contents)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// Renames the file to `<name>.corrupt-<UTC time>`, e.g. `settings.plist.corrupt-20261123T101500Z` (with `-2`,
    /// `-3`… if that name is taken) so the user can still recover it, and returns the new location.
    public func moveAside(at date: Date) throws -> URL {
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
