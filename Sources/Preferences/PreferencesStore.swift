import FoundationEssentials

/// The app's settings: typed reads and writes validated against the schema, saved to
/// `settings.plist` soon after a change.
///
/// The store owns no timers, so it never wakes an idle app: after a change, `nextSaveDue` says
/// when a save is due and the run loop calls `saveIfNeeded(now:)` then; `flush()` saves on quit.
/// It lives on the main actor with the views that read it.
@MainActor
public final class PreferencesStore {
    /// How long after the last change the file is written, in seconds: long enough to coalesce
    /// a slider drag into one write, short enough that a crash loses almost nothing.
    public static let defaultSaveDelay: TimeInterval = 0.5
    /// What the settings file holds, as a failed save names it to the user.
    public static let fileSubject = "Settings"

    /// The schema, in the order the Settings tab shows it.
    public let sections: [SettingsSection]
    public let saveDelay: TimeInterval
    public var fileURL: URL { file.url }

    /// Whether a save is scheduled. A failed save clears it (the failure goes to `saveStatus`), so an
    /// unwritable folder does not make the run loop retry every frame; the next change retries.
    public internal(set) var needsSave = false
    /// Whether the file lacks changes (their save is pending, or failed): `flush()` at quit writes them.
    public internal(set) var hasUnsavedChanges = false
    /// Where failed saves are recorded; the app reports them to the user.
    public let saveStatus: FileSaveStatus

    /// Everything the file holds plus changes, including keys no section declares, so saving
    /// never drops an entry written by another version of the app.
    var entries: [String: PropertyListValue] = [:]
    var observers: [String: [WeakObservation]] = [:]
    var pendingNotices: [PreferencesNotice] = []
    /// False when an unreadable file could not be moved aside: saving would overwrite it.
    var isSavingEnabled = true
    let file: PropertyListFile
    let wallClock: () -> Date
    private let clock: () -> TimeInterval
    private var lastChangeTime: TimeInterval = 0

    /// Loads the settings file now (it is small), keeping a bad file aside.
    /// - Parameters:
    ///   - directory: usually `PreferencesLocation.directory()`; tests pass a temporary folder.
    ///   - clock: monotonic seconds, the same clock the run loop passes to `saveIfNeeded(now:)`.
    ///   - wallClock: the date that names a corrupt file kept aside.
    ///   - saveStatus: where failed saves are recorded (the app shares one among all its files).
    ///   - report: where one-line diagnostics about the file go (stderr in the app).
    public init(
        sections: [SettingsSection],
        directory: URL,
        saveDelay: TimeInterval = PreferencesStore.defaultSaveDelay,
        clock: @escaping () -> TimeInterval = { ProcessInfo.processInfo.systemUptime },
        wallClock: @escaping () -> Date = { Date() },
        saveStatus: FileSaveStatus = FileSaveStatus(),
        report: @escaping PropertyListFile.LineSink = PropertyListFile.standardError
    ) {
        Self.checkKeysAreUnique(in: sections)
        Self.checkConditionsNameDeclaredSettings(in: sections)
        self.sections = sections
        self.saveDelay = saveDelay
        self.saveStatus = saveStatus
        self.file = PropertyListFile(directory: directory, fileName: PreferencesLocation.fileName, report: report)
        self.clock = clock
        self.wallClock = wallClock
        load()
    }

    /// When the pending changes should be written, on `clock`'s time line; nil when none wait.
    public var nextSaveDue: TimeInterval? {
        needsSave ? lastChangeTime + saveDelay : nil
    }

    /// The notices not yet shown, and forgets them: each is shown once.
    public func takeNotices() -> [PreferencesNotice] {
        defer { pendingNotices.removeAll() }
        return pendingNotices
    }

    /// Records that `entries` changed and restarts the save delay.
    func markChanged() {
        guard isSavingEnabled else { return }
        needsSave = true
        hasUnsavedChanges = true
        lastChangeTime = clock()
    }

    /// Two scenes using one key would silently share a value; trap at launch instead.
    private static func checkKeysAreUnique(in sections: [SettingsSection]) {
        let keys = sections.flatMap(\.settings).map(\.key)
        let duplicates = Dictionary(grouping: keys, by: { $0 }).filter { $0.value.count > 1 }.keys
        precondition(duplicates.isEmpty, "Setting keys declared twice: \(duplicates.sorted())")
    }
}
