import FoundationEssentials
import Preferences

/// The animations the studio offers: three built-in presets that cannot be changed or deleted, then the user's
/// saved settings in the order they were first saved. Names are unique (ignoring case and surrounding spaces);
/// every change is written to the file at once. A write that fails keeps the change in memory, is recorded in
/// the app's `FileSaveStatus` (which tells the user), and is retried with the next change and at quit.
@MainActor
public final class AnimationLibrary {
    public enum LibraryError: Error, Equatable {
        /// The name is empty or only spaces.
        case emptyName
        /// A built-in preset already has this name (presets cannot be replaced).
        case presetName(String)
        /// A saved setting already has this name: ask the user, then save with `replacing: true`.
        case nameTaken(String)
        /// No saved setting has this name (or it is a preset, which cannot be deleted or renamed).
        case notFound(String)
    }

    /// Longest name, in characters (the picker and the table have room for about this many).
    public static let maximumNameLength = 40

    public private(set) var userSettings: [AnimationSetting]
    /// Set when the file could not be read at launch: what to tell the user, once.
    public private(set) var loadNotice: String?
    /// Whether the file lacks the latest changes (their write failed, or loading fixed names or values).
    public private(set) var hasUnsavedChanges = false
    private let file: AnimationFile?
    private let saveStatus: FileSaveStatus?
    /// Where unsaved edits are kept when the app ends without asking; nil with no file (tests of the scene).
    private let draftFile: AnimationDraftFile?
    /// Edits a run ended before they were saved or discarded, offered once at launch; nil when none.
    public private(set) var draft: AnimationDraftFile.Draft?
    /// What loading found besides the settings (version, unknown keys), written back with them.
    private let loaded: AnimationFile.Contents

    /// Loads the user's settings from `file` (nil keeps them in memory only, for tests of the scene).
    /// - Parameter saveStatus: where failed writes are recorded (the app's, shared by all its files).
    public init(file: AnimationFile?, saveStatus: FileSaveStatus? = nil, now: Date = Date()) {
        self.file = file
        self.saveStatus = saveStatus
        draftFile = file.map { AnimationDraftFile(directory: $0.directory, status: saveStatus, report: $0.file.report) }
        draft = draftFile?.load(now: now)
        loaded = file?.load(now: now, status: saveStatus) ?? AnimationFile.Contents(settings: [])
        let (settings, renames) = Self.uniquelyNamed(loaded.settings)
        userSettings = settings
        for (old, new) in renames {
            file?.file.report(
                "\(AnimationFile.fileName): the name “\(old)” is empty or taken by a preset or an "
                    + "earlier animation, so this one is listed as “\(new)”")
        }
        loadNotice = Self.notice(for: loaded)
        hasUnsavedChanges = !renames.isEmpty
        // Values of the wrong type are written back good at once (their original is kept aside), so the next
        // launch reads the file without a word; new names wait for the next save or the quit.
        if !loaded.wrongTypes.isEmpty { write() }
    }

    /// Presets first, then the user's settings.
    public var all: [AnimationSetting] { Self.presets + userSettings }

    public func setting(named name: String) -> AnimationSetting? {
        all.first { Self.sameName($0.name, name) }
    }

    public func isPreset(_ name: String) -> Bool { Self.isPresetName(name) }

    /// Whether saving under `name` would replace a saved setting (the user is asked first).
    public func wouldReplace(_ name: String) -> Bool { find(Self.normalized(name)) != nil }

    /// "Animation N" with the smallest N ≥ 1 that no setting uses.
    public func nextDefaultName() -> String {
        var number = 1
        while setting(named: "Animation \(number)") != nil { number += 1 }
        return "Animation \(number)"
    }

    /// Saves `setting` under its (trimmed) name. An existing saved name throws `.nameTaken` unless `replacing`.
    /// Returns the name it was saved under.
    @discardableResult
    public func save(_ setting: AnimationSetting, replacing: Bool = false) throws -> String {
        let name = try validName(setting.name)
        let named = setting.renamed(name)
        if let index = find(name) {
            guard replacing else { throw LibraryError.nameTaken(userSettings[index].name) }
            userSettings[index] = named
        } else {
            userSettings.append(named)
        }
        write()
        return name
    }

    /// Renames a saved setting; the new name must be free (its own name in other case is fine).
    public func rename(_ oldName: String, to newName: String) throws {
        guard let index = find(oldName) else { throw LibraryError.notFound(oldName) }
        let name = try validName(newName)
        if let other = find(name), other != index { throw LibraryError.nameTaken(userSettings[other].name) }
        userSettings[index] = userSettings[index].renamed(name)
        write()
    }

    /// Deletes a saved setting; presets cannot be deleted.
    public func delete(_ name: String) throws {
        guard let index = find(name) else { throw LibraryError.notFound(name) }
        userSettings.remove(at: index)
        write()
    }

    /// Writes what the file lacks; call at quit.
    public func saveUnsavedChanges() {
        if hasUnsavedChanges { write() }
    }

    /// Keeps unsaved edits for the next launch (the app is ending without asking).
    public func keepDraft(_ draft: AnimationDraftFile.Draft) {
        draftFile?.save(draft)
    }

    /// Forgets the draft once it was restored or discarded.
    public func removeDraft() {
        draft = nil
        draftFile?.remove()
    }

    // MARK: Private

    /// Writes the whole list; a failure leaves the list as it is in memory and marks it unsaved.
    private func write() {
        guard let file, loaded.canSave else { return }
        hasUnsavedChanges = !file.save(userSettings, keeping: loaded, status: saveStatus)
    }

    private func find(_ name: String) -> Int? {
        userSettings.firstIndex { Self.sameName($0.name, name) }
    }

    private func validName(_ raw: String) throws -> String {
        let name = Self.normalized(raw)
        guard !name.isEmpty else { throw LibraryError.emptyName }
        if Self.isPresetName(name) { throw LibraryError.presetName(name) }
        return name
    }

    static func normalized(_ name: String) -> String {
        name.trimming(.whitespacesAndNewlines)
    }

    static func sameName(_ a: String, _ b: String) -> Bool {
        normalized(a).lowercased() == normalized(b).lowercased()
    }

    static func isPresetName(_ name: String) -> Bool {
        presets.contains { sameName($0.name, name) }
    }
}
