import FoundationEssentials
import Kit
import Preferences

#if canImport(Glibc)
    import Glibc
#endif

/// `--automation DIR`: keeps `DIR/tree.json` equal to the live view tree (rewritten atomically after a frame in
/// which it changed) and appends events to `DIR/events.jsonl`, one JSON object per line, flushed at once. The log
/// outlives a run: each launch appends after what earlier runs wrote, and its first event, `app.launched`,
/// separates the runs.
@MainActor
final class AutomationFiles {
    let directory: URL
    /// `events.jsonl`, open for appending, so every write lands at the end however long the log has grown.
    private let eventsDescriptor: Int32
    private var lastTree = ""

    init(directory path: String) throws {
        directory = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let events = directory.appendingPathComponent("events.jsonl").path
        eventsDescriptor = open(events, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, Self.newFileMode)
        guard eventsDescriptor >= 0 else {
            throw AutomationFileError(path: events, problem: FileProblem(code: errno))
        }
        Self.startOnANewLine(eventsDescriptor)
    }

    /// Read and write for the owner, read for everyone else, as a file the app creates is everywhere else.
    private static let newFileMode: mode_t = 0o644

    /// A run that was killed mid-line left its last line unfinished, so this run's first event starts a line of
    /// its own rather than joining that fragment.
    private static func startOnANewLine(_ descriptor: Int32) {
        let end = lseek(descriptor, 0, SEEK_END)
        guard end > 0 else { return }
        var last: UInt8 = 0
        guard pread(descriptor, &last, 1, end - 1) == 1, last != UInt8(ascii: "\n") else { return }
        append("\n", to: descriptor)
    }

    func appendEvent(_ line: String) {
        Self.append(line + "\n", to: eventsDescriptor)
    }

    /// Writes every byte of `text` (a write may take only part), giving up quietly on an error: the log is a
    /// diagnostic, and a full disk must not stop the app.
    private static func append(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }

    /// Writes the tree when it differs from the last one written.
    /// Writes the tree after frame `framesPresented` (counted from 1) is on screen, if anything in it changed.
    func writeTree(_ window: Window, framesPresented: Int, notifications: NotificationScheduler) {
        let pending = notifications.pending.map { entry -> AutomationValue in
            .object(["count": .int(entry.tag), "due": .double(entry.dueTime), "body": .string(entry.notification.body)])
        }
        let tree = AutomationValue.object([
            "notifications": .object(["pending": .array(pending)]),
            "window": .object([
                "size": .array([.double(window.size.width), .double(window.size.height)]),
                "focused": .bool(window.hasFocus),
                "frames": .int(framesPresented),
            ]),
            "root": window.rootView.automationNode(),
        ]).json
        guard tree != lastTree else { return }
        lastTree = tree
        try? Data(tree.utf8).write(to: directory.appendingPathComponent("tree.json"), options: .atomic)
    }

    func close() {
        _ = Glibc.close(eventsDescriptor)
    }
}

/// The events log could not be opened: the path and the reason, as the command line prints them.
struct AutomationFileError: Error, CustomStringConvertible {
    let path: String
    let problem: FileProblem

    var description: String { "cannot open \(path): \(problem)" }
}
