import FoundationEssentials
import Preferences

/// The saved animations on disk: `animations.plist` in the data directory, written crash-safely by
/// `PropertyListFile`. Reading is forgiving: an unusable file is moved aside to
/// `animations.plist.corrupt-<UTC time>`; a value of the wrong type takes its default, with the original file
/// kept aside; keys this version does not know, at the top and in each animation, are kept and written back,
/// and so is a newer version number.
public struct AnimationFile: Sendable {
    public static let fileName = "animations.plist"
    /// The format written; a later version can still read files of this one.
    public static let currentVersion = 1
    /// What the file holds, as a failed save names it to the user.
    public static let subject = "Animations"
    /// The name an animation without a usable name is listed under.
    public static let untitledName = "Untitled"

    private static let versionKey = "version"
    private static let animationsKey = "animations"
    private static let nameKey = "name"

    let file: PropertyListFile
    public var directory: URL { file.directory }
    public var url: URL { file.url }

    /// - Parameter report: where one-line diagnostics go (stderr in the app).
    public init(directory: URL, report: @escaping PropertyListFile.LineSink = PropertyListFile.standardError) {
        file = PropertyListFile(directory: directory, fileName: Self.fileName, report: report)
    }

    /// What loading found.
    public struct Contents: Equatable, Sendable {
        public var settings: [AnimationSetting]
        /// Where an unreadable file was moved to, when there was one.
        public var keptAside: URL?
        /// False when an unreadable file could not be moved aside: saving would destroy it.
        public var canSave = true
        /// The version the file declared (a newer version's files keep their number).
        public var version = AnimationFile.currentVersion
        /// Top-level keys this version does not read.
        public var unknownEntries: [String: PropertyListValue] = [:]
        /// Values of the wrong type found (each replaced by its default).
        public var wrongTypes: [WrongType] = []

        public init(settings: [AnimationSetting], keptAside: URL? = nil) {
            self.settings = settings
            self.keptAside = keptAside
        }
    }

    /// Reads the settings; a missing file is an empty list, an unusable one is moved aside, and values of the
    /// wrong type are reported in one line with the original kept aside, and recorded in `status` (which tells
    /// the user).
    @MainActor
    public func load(now: Date = Date(), status: FileSaveStatus? = nil) -> Contents {
        switch file.loadDictionary(now: now) {
        case .missing:
            return Contents(settings: [])
        case .keptAside(let kept, _):
            return Contents(settings: [], keptAside: kept)
        case .leftInPlace:
            var contents = Contents(settings: [])
            contents.canSave = false
            return contents
        case .loaded(let entries):
            let contents = Self.contents(of: entries)
            file.reportWrongTypes(contents.wrongTypes, now: now, subject: Self.subject, status: status)
            return contents
        }
    }

    /// Writes the settings with the file's version and unknown keys, recording the outcome in `status`.
    /// Returns whether the file was written.
    @MainActor
    @discardableResult
    public func save(
        _ settings: [AnimationSetting], keeping loaded: Contents, status: FileSaveStatus?
    ) -> Bool {
        var document = loaded.unknownEntries
        document[Self.versionKey] = .int(max(loaded.version, Self.currentVersion))
        document[Self.animationsKey] = .array(settings.map(Self.entry(for:)))
        return file.save(.dictionary(document), subject: Self.subject, status: status)
    }

    // MARK: The layout: a version and the user's settings in order, each a flat dictionary

    private static func contents(of entries: [String: PropertyListValue]) -> Contents {
        var fields = PropertyListFields(entries)
        var contents = Contents(settings: [])
        contents.version = fields.int(versionKey) ?? currentVersion
        for (index, value) in (fields.array(animationsKey) ?? []).enumerated() {
            guard case .dictionary(let entry) = value else {
                fields.noteWrongType("\(animationsKey)[\(index)]", expected: "a dictionary", found: value)
                continue
            }
            var entryFields = PropertyListFields(entry, path: "\(animationsKey)[\(index)].")
            contents.settings.append(setting(from: &entryFields))
            fields.absorb(entryFields)
        }
        contents.unknownEntries = fields.unknownEntries(besides: [versionKey, animationsKey])
        contents.wrongTypes = fields.wrongTypes
        return contents
    }

    /// Missing dimensions take their defaults (older files keep loading); out-of-range values are clamped.
    static func setting(from fields: inout PropertyListFields) -> AnimationSetting {
        var setting = AnimationSetting(name: fields.string(nameKey) ?? untitledName)
        for key in AnimationDimension.Key.allCases {
            if let value = fields.double(key.rawValue) { setting[key] = value }
        }
        setting.unknownFileEntries = fields.unknownEntries(
            besides: [nameKey] + AnimationDimension.Key.allCases.map(\.rawValue))
        return setting
    }

    static func entry(for setting: AnimationSetting) -> PropertyListValue {
        var entry = setting.unknownFileEntries
        entry[nameKey] = .string(setting.name)
        for key in AnimationDimension.Key.allCases { entry[key.rawValue] = .double(setting[key]) }
        return .dictionary(entry)
    }
}
