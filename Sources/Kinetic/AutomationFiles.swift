import Foundation
import Kit

/// `--automation DIR`: keeps `DIR/tree.json` equal to the live view tree (rewritten atomically after a frame in
/// which it changed) and appends events to `DIR/events.jsonl`, one JSON object per line, flushed at once. The log
/// outlives a run: each launch appends after what earlier runs wrote, and its first event, `app.launched`,
/// separates the runs.
@MainActor
final class AutomationFiles {
    let directory: URL
    private let eventsHandle: FileHandle
    private var lastTree = ""

    init(directory path: String) throws {
        directory = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let events = directory.appendingPathComponent("events.jsonl")
        if !FileManager.default.fileExists(atPath: events.path) {
            _ = FileManager.default.createFile(atPath: events.path, contents: nil)
        }
        eventsHandle = try FileHandle(forUpdating: events)
        try Self.startOnANewLine(eventsHandle)
    }

    /// Moves to the end of the log; a run that was killed mid-line left its last line unfinished, so this run's
    /// first event starts a line of its own rather than joining that fragment.
    private static func startOnANewLine(_ handle: FileHandle) throws {
        let end = try handle.seekToEnd()
        guard end > 0 else { return }
        try handle.seek(toOffset: end - 1)
        let last = try handle.read(upToCount: 1)
        try handle.seekToEnd()
        if last != Data("\n".utf8) { handle.write(Data("\n".utf8)) }
    }

    func appendEvent(_ line: String) {
        eventsHandle.write(Data((line + "\n").utf8))
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
        try? eventsHandle.close()
    }
}
