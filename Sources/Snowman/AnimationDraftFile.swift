import FoundationEssentials
import Preferences

#if canImport(Glibc)
    import Glibc
#endif

/// Edits the app was ended with before they could be saved or discarded: a signal (the session ending, a `kill`)
/// cannot wait for the editor's Save / Discard / Cancel question, so the editor keeps its values here,
/// `snowman-draft.plist` beside `animations.plist`, and the next launch offers to restore them. The file holds
/// one draft: the name of the animation the edits started from, and the edited values as an animation's entry.
@MainActor
public struct AnimationDraftFile {
    public static let fileName = "snowman-draft.plist"
    /// What the file holds, as a failed save or a reset names it to the user.
    public static let subject = "Unsaved Snowman Edits"

    /// Unsaved edits: the animation they started from, and the values as edited.
    public struct Draft: Equatable, Sendable {
        public var baseName: String
        public var values: AnimationSetting
    }

    private enum Key {
        static let baseName = "base"
        static let values = "values"
    }

    let file: PropertyListFile
    private let status: FileSaveStatus?

    public init(
        directory: URL, status: FileSaveStatus?,
        report: @escaping PropertyListFile.LineSink = PropertyListFile.standardError
    ) {
        file = PropertyListFile(directory: directory, fileName: Self.fileName, report: report)
        self.status = status
    }

    /// The draft the last run left, or nil (none, or one that cannot be used, which is kept aside and told).
    public func load(now: Date = Date()) -> Draft? {
        guard case .loaded(let entries) = file.loadDictionary(now: now, subject: Self.subject, status: status) else {
            return nil
        }
        var fields = PropertyListFields(entries)
        guard let baseName = fields.string(Key.baseName), case .dictionary(let valueEntries)? = entries[Key.values]
        else { return nil }
        var valueFields = PropertyListFields(valueEntries)
        return Draft(baseName: baseName, values: AnimationFile.setting(from: &valueFields))
    }

    /// Keeps `draft`, replacing any earlier one; a failure is recorded in the status (and so named at exit).
    @discardableResult
    public func save(_ draft: Draft) -> Bool {
        let document = PropertyListValue.dictionary([
            Key.baseName: .string(draft.baseName), Key.values: AnimationFile.entry(for: draft.values),
        ])
        return file.save(document, subject: Self.subject, status: status)
    }

    /// Removes the draft once it was restored or discarded.
    public func remove() {
        unlink(file.url.path)
    }
}
