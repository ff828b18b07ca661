import Foundation

/// Which of the app's files could not be saved, and why. Every owner of a file records each save here; the app
/// hears (through `onChange`) once per distinct failure of a file and once when that file is saved again, and
/// tells the user. Owners keep their values in memory meanwhile and retry on the next change and at quit.
@MainActor
public final class FileSaveStatus {
    /// A file that failed or recovered, as the user is told about it.
    public struct Change: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// The save failed, for a reason not reported for this file since its last good save.
            case failed(FileProblem)
            /// The file was saved after failing before.
            case savedAgain
        }

        public let kind: Kind
        /// The file's location (the path the user knows, even when it is a link).
        public let file: URL
        /// What the file holds, as a title: "Settings", "Saved animations".
        public let subject: String
    }

    /// Called at once for each change.
    public var onChange: (@MainActor (Change) -> Void)?
    /// The last failure reported for each file not saved since, by path.
    private var reportedFailures: [String: FileProblem] = [:]

    public init() {}

    /// The files whose latest save failed.
    public var unsavedFiles: [URL] {
        reportedFailures.keys.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// Records the outcome of one save of `file`.
    public func record(_ outcome: Result<Void, FileProblem>, file: URL, subject: String) {
        switch outcome {
        case .success:
            guard reportedFailures.removeValue(forKey: file.path) != nil else { return }
            onChange?(Change(kind: .savedAgain, file: file, subject: subject))
        case .failure(let problem):
            guard reportedFailures[file.path] != problem else { return }
            reportedFailures[file.path] = problem
            onChange?(Change(kind: .failed(problem), file: file, subject: subject))
        }
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
