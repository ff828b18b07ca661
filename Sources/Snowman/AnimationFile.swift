import Foundation
import Preferences

/// The saved animations on disk: `animations.plist` in the data directory, an XML property list written
/// atomically (a crash mid-write leaves the old file whole). A file that cannot be read is moved aside to
/// `animations.plist.corrupt-<UTC time>`, so nothing the user made is destroyed, and loading starts empty.
public struct AnimationFile: Sendable {
    public static let fileName = "animations.plist"
    /// The format written; a later version can still read files of this one.
    public static let currentVersion = 1

    private let file: PropertyListFile
    public var directory: URL { file.directory }
    public var url: URL { file.url }

    public init(directory: URL) {
        file = PropertyListFile(directory: directory, fileName: Self.fileName)
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
        do {
            return Contents(settings: try file.read(Document.self)?.animations ?? [], keptAside: nil)
        } catch {
            return Contents(settings: [], keptAside: try? file.moveAside(at: now))
        }
    }

    /// Writes the settings atomically, creating the directory when needed.
    public func write(_ settings: [AnimationSetting]) throws {
        try file.write(Document(version: Self.currentVersion, animations: settings))
    }
}
