import Foundation
import Preferences
import Synchronization
import Testing

@testable import Breakout

@MainActor
@Suite("Best score file: the data folder, moving the old file, failed saves")
struct BestScoreFileTests {
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("breakout-best-\(UUID())")
    private var data: URL { root.appendingPathComponent("data") }
    private var config: URL { root.appendingPathComponent("config") }
    private let fixedNow = Date(timeIntervalSince1970: 1_795_428_900)

    @Test("The best score round-trips through its file; a damaged file reads as none and is kept aside")
    func roundTrip() throws {
        let file = BestScoreFile(directory: data, report: { _ in })
        #expect(file.load(now: fixedNow) == 0)
        file.save(1234)
        #expect(BestScoreFile(directory: data).load(now: fixedNow) == 1234)
        try Data("not a plist".utf8).write(to: file.url)
        #expect(BestScoreFile(directory: data, report: { _ in }).load(now: fixedNow) == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
        #expect(names == ["breakout.plist.corrupt-20261123T101500Z"], "the damaged file is kept, not overwritten")
    }

    @Test("A best score an earlier version kept beside the settings moves to the data folder, once")
    func movesFromTheSettingsFolder() throws {
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>bestScore</key><integer>4321</integer></dict></plist>
            """
        try Data(plist.utf8).write(to: config.appendingPathComponent(BestScoreFile.fileName))

        #expect(BestScoreFile(directory: data, formerDirectory: config).load(now: fixedNow) == 4321)
        #expect(!FileManager.default.fileExists(atPath: config.appendingPathComponent("breakout.plist").path))
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("breakout.plist").path))
        #expect(BestScoreFile(directory: data, formerDirectory: config).load(now: fixedNow) == 4321)
    }

    @Test("A failed save is told once with its reason, retried on the next save, and its recovery told")
    func failedSaveIsReportedAndRetried() throws {
        let status = FileSaveStatus()
        var changes: [FileSaveStatus.Change] = []
        status.onChange = { changes.append($0) }
        let file = BestScoreFile(directory: data, saveStatus: status)
        #expect(file.load(now: fixedNow) == 0)
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)

        file.save(10)
        file.save(20)
        #expect(changes.count == 1)
        #expect(changes.first?.kind == .failed(FileProblem(code: EISDIR)))
        #expect(changes.first?.subject == "Best Score")

        try FileManager.default.removeItem(at: file.url)
        file.save(20)
        #expect(changes.last?.kind == .savedAgain)
        #expect(BestScoreFile(directory: data).load(now: fixedNow) == 20)
    }

    @Test("A best score of the wrong type reads as none, with the original kept aside and the key named")
    func wrongType() throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>bestScore</key><string>lots</string></dict></plist>
            """
        try Data(plist.utf8).write(to: data.appendingPathComponent(BestScoreFile.fileName))
        let lines = LineBox()
        #expect(BestScoreFile(directory: data, report: lines.sink).load(now: fixedNow) == 0)
        #expect(lines.lines.count == 1)
        #expect(lines.lines.first?.contains("“bestScore” holds a string, not an integer") == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: data.path).sorted()
        #expect(names == ["breakout.plist", "breakout.plist.original-20261123T101500Z"])
    }

    @Test("A best score of the wrong type is told in the window once: the file is rewritten good at once")
    func wrongTypeIsToldOnceAndRewritten() throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>bestScore</key><string>lots</string>\
            <key>future</key><array><integer>1</integer></array></dict></plist>
            """
        try Data(plist.utf8).write(to: data.appendingPathComponent(BestScoreFile.fileName))
        let status = FileSaveStatus()
        var titles: [String] = []
        status.onChange = { change in if case .reset(let notice) = change.kind { titles.append(notice.title) } }
        #expect(BestScoreFile(directory: data, saveStatus: status, report: { _ in }).load(now: fixedNow) == 0)
        #expect(titles == ["Best Score Partly Reset"])

        let lines = LineBox()
        let again = BestScoreFile(directory: data, saveStatus: status, report: lines.sink)
        #expect(again.load(now: fixedNow) == 0)
        #expect(lines.lines.isEmpty, "the next launch reads a good file without a word")
        #expect(titles.count == 1)
        again.save(7)
        let saved = try String(contentsOf: data.appendingPathComponent(BestScoreFile.fileName), encoding: .utf8)
        #expect(saved.contains("<key>future</key>"), "a newer version's list is kept")
    }
}

/// Lines a file reported, collected instead of printed.
final class LineBox: Sendable {
    private let storage = Mutex<[String]>([])
    var lines: [String] { storage.withLock { $0 } }
    var sink: PropertyListFile.LineSink { { line in self.storage.withLock { $0.append(line) } } }
}
