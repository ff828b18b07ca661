import FoundationEssentials
import Preferences

/// Dropit's best score, kept across launches: `dropit.plist` in the data folder (a record the game keeps, not a
/// setting, so it is not in the Settings tab). A missing file reads as 0; an unusable one is kept aside, said in
/// one line on stderr and told in the window (through the app's `FileSaveStatus`), and the game starts from 0; a
/// best score of the wrong type reads as 0 and the file is rewritten with it, so the report does not come back.
/// Writes go through `PropertyListFile` (crash-safe); a failed one is recorded in the app's `FileSaveStatus`, whose
/// banner tells the player, and retried on the next save.
@MainActor
public final class DropitBestScoreFile {
    public static let fileName = "dropit.plist"
    /// What the file holds, as a failed save names it to the player.
    public static let subject = "Dropit Best Score"
    static let bestScoreKey = "bestScore"

    private let file: PropertyListFile
    private let saveStatus: FileSaveStatus?
    /// The score the file holds, so an unchanged score is not written again; nil until a load or save.
    private var scoreOnDisk: Int?
    /// Keys this version does not read, written back untouched.
    private var unknownEntries: [String: PropertyListValue] = [:]

    public var url: URL { file.url }

    /// - Parameters:
    ///   - directory: the data folder (`DataLocation.directory()`); tests pass a temporary one.
    ///   - saveStatus: where failed writes are recorded (the app's, shared by all its files).
    ///   - report: where one-line diagnostics go (stderr in the app).
    public init(
        directory: URL, saveStatus: FileSaveStatus? = nil,
        report: @escaping PropertyListFile.LineSink = PropertyListFile.standardError
    ) {
        file = PropertyListFile(directory: directory, fileName: Self.fileName, report: report)
        self.saveStatus = saveStatus
    }

    /// The best score kept (0 when none, or when the file could not be used).
    public func load(now: Date = Date()) -> Int {
        guard case .loaded(let entries) = file.loadDictionary(now: now, subject: Self.subject, status: saveStatus)
        else { return 0 }
        var fields = PropertyListFields(entries)
        let best = max(fields.int(Self.bestScoreKey) ?? 0, 0)
        file.reportWrongTypes(fields.wrongTypes, now: now, subject: Self.subject, status: saveStatus)
        unknownEntries = fields.unknownEntries(besides: [Self.bestScoreKey])
        scoreOnDisk = best
        // The value that was reset is written back good, so the next launch reads it without a word.
        if !fields.wrongTypes.isEmpty {
            scoreOnDisk = nil
            save(best)
        }
        return best
    }

    /// Writes `best` unless the file already holds it.
    public func save(_ best: Int) {
        guard best != scoreOnDisk else { return }
        var document = unknownEntries
        document[Self.bestScoreKey] = .int(best)
        if file.save(.dictionary(document), subject: Self.subject, status: saveStatus) { scoreOnDisk = best }
    }
}
