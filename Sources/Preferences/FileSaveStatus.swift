import FoundationEssentials

/// Which of the app's files could not be saved, and why, and what was reset because a file could not be used. Every
/// owner of a file records each load problem and each save here; the app hears (through `onChange`) once per
/// distinct failure of a file, once when that file is saved again, and once per reset, and tells the user. Owners
/// keep their values in memory meanwhile and retry on the next change and at quit.
///
/// Changes recorded before anyone listens (files read before the window exists) wait, and are heard as soon as
/// `onChange` is set.
@MainActor
public final class FileSaveStatus {
    /// A file that failed or recovered, as the user is told about it.
    public struct Change: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// The save failed, for a reason not reported for this file since its last good save.
            case failed(FileProblem)
            /// The file was saved after failing before.
            case savedAgain
            /// The file could not be used as it was, and what it held was (partly) reset.
            case reset(FileLoadNotice)
        }

        public let kind: Kind
        /// The file's location (the path the user knows, even when it is a link).
        public let file: URL
        /// What the file holds, as a title: "Settings", "Saved animations".
        public let subject: String
    }

    /// Called at once for each change (and, when set, with every change that waited for it).
    public var onChange: (@MainActor (Change) -> Void)? {
        didSet { deliverWaitingChanges() }
    }
    private var waitingChanges: [Change] = []
    /// A file whose latest save failed: what it holds and why.
    public struct UnsavedFile: Sendable, Hashable {
        public let file: URL
        public let subject: String
        public let problem: FileProblem
    }

    /// The last failure reported for each file not saved since, by path.
    private var reportedFailures: [String: UnsavedFile] = [:]

    public init() {}

    /// The files whose latest save failed, by path.
    public var unsavedFiles: [UnsavedFile] {
        reportedFailures.keys.sorted().compactMap { reportedFailures[$0] }
    }

    /// Records the outcome of one save of `file`.
    public func record(_ outcome: Result<Void, FileProblem>, file: URL, subject: String) {
        switch outcome {
        case .success:
            guard reportedFailures.removeValue(forKey: file.path) != nil else { return }
            tell(Change(kind: .savedAgain, file: file, subject: subject))
        case .failure(let problem):
            guard reportedFailures[file.path]?.problem != problem else { return }
            reportedFailures[file.path] = UnsavedFile(file: file, subject: subject, problem: problem)
            tell(Change(kind: .failed(problem), file: file, subject: subject))
        }
    }

    /// Records that `notice.file` could not be used as it was.
    public func record(_ notice: FileLoadNotice) {
        tell(Change(kind: .reset(notice), file: notice.file, subject: notice.subject))
    }

    private func tell(_ change: Change) {
        guard let onChange else {
            waitingChanges.append(change)
            return
        }
        onChange(change)
    }

    private func deliverWaitingChanges() {
        guard let onChange, !waitingChanges.isEmpty else { return }
        let waiting = waitingChanges
        waitingChanges.removeAll()
        for change in waiting { onChange(change) }
    }
}

extension PropertyListFile {
    /// Writes `value` and records the outcome in `status`. Returns whether the file was written.
    @MainActor
    @discardableResult
    public func save(_ value: PropertyListValue, subject: String, status: FileSaveStatus?) -> Bool {
        do {
            try write(value)
            status?.record(.success(()), file: url, subject: subject)
            return true
        } catch {
            status?.record(.failure(error), file: url, subject: subject)
            return false
        }
    }
}

extension PropertyListFile {
    /// Reads the file's top-level dictionary as `loadDictionary(now:)` does, and records in `status` what was reset
    /// when the file could not be used, so the window says so.
    @MainActor
    public func loadDictionary(now: Date, subject: String, status: FileSaveStatus?) -> Loaded {
        let loaded = loadDictionary(now: now)
        switch loaded {
        case .keptAside(let kept, let failure):
            status?.record(FileLoadNotice(kind: .keptAside(kept, because: failure), file: url, subject: subject))
        case .leftInPlace(let failure, _):
            status?.record(FileLoadNotice(kind: .leftInPlace(because: failure), file: url, subject: subject))
        case .missing, .loaded:
            break
        }
        return loaded
    }

    /// Reports values of the wrong type as `reportWrongTypes(_:now:)` does, and records the reset in `status`.
    /// The owner then rewrites the file with good values, so the report does not come back at the next launch.
    @MainActor
    public func reportWrongTypes(_ wrongTypes: [WrongType], now: Date, subject: String, status: FileSaveStatus?) {
        guard !wrongTypes.isEmpty else { return }
        let copy = reportWrongTypes(wrongTypes, now: now)
        status?.record(
            FileLoadNotice(kind: .wrongTypes(wrongTypes, originalKeptAs: copy), file: url, subject: subject))
    }
}
