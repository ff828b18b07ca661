import Foundation
import Testing

@testable import Kinetic

/// events.jsonl is a log across runs: a launch appends after what earlier runs wrote.
@MainActor
@Suite("The automation event log is appended to")
struct AutomationFilesTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-automation-\(UUID())")
    private var log: URL { folder.appendingPathComponent("events.jsonl") }

    private func lines() throws -> [String] {
        try String(contentsOf: log, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    @Test("A second run keeps the first run's lines and adds its own after them")
    func secondRunAppends() throws {
        let first = try AutomationFiles(directory: folder.path)
        first.appendEvent(#"{"event":"app.launched","t":0}"#)
        first.appendEvent(#"{"event":"app.quit","t":1}"#)
        first.close()
        let second = try AutomationFiles(directory: folder.path)
        second.appendEvent(#"{"event":"app.launched","t":0}"#)
        second.close()
        #expect(
            try lines() == [
                #"{"event":"app.launched","t":0}"#, #"{"event":"app.quit","t":1}"#, #"{"event":"app.launched","t":0}"#,
                "",
            ])
    }

    @Test("A run killed mid-line leaves its fragment on a line of its own; the next run starts a new line")
    func unfinishedLineIsClosed() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data((#"{"event":"app.launched","t":0}"# + "\n" + #"{"event":"brick.hi"#).utf8).write(to: log)
        let run = try AutomationFiles(directory: folder.path)
        run.appendEvent(#"{"event":"app.launched","t":0}"#)
        run.close()
        let written = try lines()
        #expect(written.count == 4)
        #expect(written[1] == #"{"event":"brick.hi"#, "the fragment is kept as it was")
        #expect(written[2] == #"{"event":"app.launched","t":0}"#)
    }

    @Test("The first run creates the log")
    func firstRunCreates() throws {
        let run = try AutomationFiles(directory: folder.path)
        run.appendEvent(#"{"event":"app.launched","t":0}"#)
        run.close()
        #expect(try lines() == [#"{"event":"app.launched","t":0}"#, ""])
    }
}
