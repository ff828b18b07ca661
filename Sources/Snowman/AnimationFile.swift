import Foundation

/// The saved animations on disk: `animations.plist` in the data directory, an XML property list written
/// atomically (a crash mid-write leaves the old file whole). A file that cannot be read is moved aside to
/// `animations.corrupt-<timestamp>.plist`, so nothing the user made is destroyed, and loading starts empty.
public struct AnimationFile: Sendable {
    public static let fileName = "animations.plist"
    /// The format written; a later version can still read files of this one.
    public static let currentVersion = 1

    public let directory: URL
    public var url: URL { directory.appendingPathComponent(Self.fileName) }

    public init(directory: URL) {
        self.directory = directory
    }

    /// What loading found.
    public struct Contents: Equatable, Sendable {
        public var settings: [AnimationSetting]
        /// Where an unreadable file was moved to, when there was one.
        public var keptAside: URL?
    }

    /// The file's layout: a version and the user's settings in order.
    private struct Document: Codable {
        var version: Int
        var animations: [AnimationSetting]
    }

    /// Reads the settings; a missing file is an empty list, an unreadable one is moved aside.
    public func load(now: Date = Date()) -> Contents {
        guard let data = try? Data(contentsOf: url) else { return Contents(settings: [], keptAside: nil) }
        do {
            let document = try PropertyListDecoder().decode(Document.self, from: data)
            return Contents(settings: document.animations, keptAside: nil)
        } catch {
            return Contents(settings: [], keptAside: moveAside(at: now))
        }
    }

    /// Writes the settings atomically, creating the directory when needed.
    public func write(_ settings: [AnimationSetting]) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        let data = try encoder.encode(Document(version: Self.currentVersion, animations: settings))
        try data.write(to: url, options: .atomic)
    }

    /// Moves the unreadable file to `animations.corrupt-<yyyyMMdd-HHmmss>.plist` (numbered if that exists).
    private func moveAside(at now: Date) -> URL? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stamp = formatter.string(from: now)
        var target = directory.appendingPathComponent("animations.corrupt-\(stamp).plist")
        var counter = 2
        while FileManager.default.fileExists(atPath: target.path) {
            target = directory.appendingPathComponent("animations.corrupt-\(stamp)-\(counter).plist")
            counter += 1
        }
        do {
            try FileManager.default.moveItem(at: url, to: target)
            return target
        } catch {
            return nil
        }
    }
}
