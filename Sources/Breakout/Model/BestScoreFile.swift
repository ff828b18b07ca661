import FoundationEssentials
import Preferences

#if canImport(Glibc)
    import Glibc
#endif

/// The persisted best score: `breakout.plist` in the data directory (it is a record the game keeps, not
/// configuration). Earlier versions kept it beside `settings.plist`; the first load moves it over.
///
/// Not a setting: the Settings tab shows every setting as a control, and a best score is a record, not a choice.
/// A missing file reads as 0; an unusable one is kept aside, said in one line on stderr and told in the window
/// (through the app's `FileSaveStatus`); a best score of the wrong type reads as 0 and the file is rewritten with
/// it, so the report does not come back. Writes go through `PropertyListFile` (crash-safe), and a failed one is
/// recorded in the app's `FileSaveStatus` and retried on the next save.
@MainActor
public final class BestScoreFile {
    public static let fileName = "breakout.plist"
    /// What the file holds, as a failed save names it to the user.
    public static let subject = "Best Score"
    private static let bestScoreKey = "bestScore"

    private let file: PropertyListFile
    private let formerFile: PropertyListFile?
    private let saveStatus: FileSaveStatus?
    /// The score the file holds, so an unchanged score is not written again; nil until a load or save.
    private var scoreOnDisk: Int?
    /// Keys this version does not read, written back untouched.
    private var unknownEntries: [String: PropertyListValue] = [:]

    public var url: URL { file.url }

    /// - Parameters:
    ///   - directory: the data folder (`DataLocation.directory()`); tests pass a temporary one.
    ///   - formerDirectory: where earlier versions kept the file (the settings folder), moved from once.
    ///   - saveStatus: where failed writes are recorded (the app's, shared by all its files).
    ///   - report: where one-line diagnostics go (stderr in the app).
    public init(
        directory: URL, formerDirectory: URL? = nil, saveStatus: FileSaveStatus? = nil,
        report: @escaping PropertyListFile.LineSink = PropertyListFile.standardError
    ) {
        file = PropertyListFile(directory: directory, fileName: Self.fileName, report: report)
        formerFile = formerDirectory.flatMap { former in
            former.standardizedFileURL == directory.standardizedFileURL
                ? nil : PropertyListFile(directory: former, fileName: Self.fileName, report: report)
        }
        self.saveStatus = saveStatus
    }

    /// The best score (0 when none), moving a file an earlier version left in the former folder.
    /// - Parameter now: names a damaged file kept aside (the caller's clock, so a core never reads the wall clock).
    public func load(now: Date) -> Int {
        switch file.loadDictionary(now: now, subject: Self.subject, status: saveStatus) {
        case .loaded(let entries):
            return score(in: entries, of: file, now: now)
        case .missing:
            return moveFormerFile(now: now)
        case .keptAside, .leftInPlace:
            return 0
        }
    }

    /// Writes `best` unless the file already holds it.
    public func save(_ best: Int) {
        guard best != scoreOnDisk else { return }
        var document = unknownEntries
        document[Self.bestScoreKey] = .int(best)
        if file.save(.dictionary(document), subject: Self.subject, status: saveStatus) { scoreOnDisk = best }
    }

    private func score(in entries: [String: PropertyListValue], of source: PropertyListFile, now: Date) -> Int {
        var fields = PropertyListFields(entries)
        let best = max(fields.int(Self.bestScoreKey) ?? 0, 0)
        source.reportWrongTypes(fields.wrongTypes, now: now, subject: Self.subject, status: saveStatus)
        unknownEntries = fields.unknownEntries(besides: [Self.bestScoreKey])
        guard source.url == file.url else { return best }
        scoreOnDisk = best
        // The value that was reset is written back good, so the next launch reads it without a word.
        if !fields.wrongTypes.isEmpty {
            scoreOnDisk = nil
            save(best)
        }
        return best
    }

    /// Copies the former file's score here and removes it once the copy is safely written.
    private func moveFormerFile(now: Date) -> Int {
        guard let formerFile,
            case .loaded(let entries) = formerFile.loadDictionary(now: now, subject: Self.subject, status: saveStatus)
        else { return 0 }
        let best = score(in: entries, of: formerFile, now: now)
        save(best)
        if scoreOnDisk == best { unlink(formerFile.url.path) }
        return best
    }
}
