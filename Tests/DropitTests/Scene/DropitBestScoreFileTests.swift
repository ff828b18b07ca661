import Foundation
import Preferences
import Synchronization
import Testing

@testable import Dropit

@MainActor
@Suite("Dropit's best score file")
struct DropitBestScoreFileTests {
    private let data = FileManager.default.temporaryDirectory.appendingPathComponent("dropit-best-\(UUID())")
    private let fixedNow = Date(timeIntervalSince1970: 1_795_428_900)

    /// The titles of the load notices `status` tells the window.
    private func resets(_ status: FileSaveStatus) -> () -> [String] {
        var titles: [String] = []
        status.onChange = { change in if case .reset(let notice) = change.kind { titles.append(notice.title) } }
        return { titles }
    }

    @Test("the best score round-trips; a damaged file reads as none, is kept aside and told in the window")
    func damaged() throws {
        let file = DropitBestScoreFile(directory: data, report: { _ in })
        #expect(file.load() == 0)
        file.save(2_400)
        #expect(DropitBestScoreFile(directory: data).load() == 2_400)
        try Data("not a plist".utf8).write(to: file.url)
        let status = FileSaveStatus()
        let titles = resets(status)
        #expect(DropitBestScoreFile(directory: data, saveStatus: status, report: { _ in }).load(now: fixedNow) == 0)
        #expect(titles() == ["Dropit Best Score Reset"])
        let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
        #expect(names == ["dropit.plist.corrupt-20261123T101500Z"], "kept, not overwritten")
    }

    @Test("a best score of the wrong type is told once and the file rewritten good, keeping keys it does not read")
    func wrongType() throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>bestScore</key><string>lots</string>\
            <key>future</key><integer>3</integer></dict></plist>
            """
        try Data(plist.utf8).write(to: data.appendingPathComponent(DropitBestScoreFile.fileName))
        let status = FileSaveStatus()
        let titles = resets(status)
        #expect(DropitBestScoreFile(directory: data, saveStatus: status, report: { _ in }).load(now: fixedNow) == 0)
        #expect(titles() == ["Dropit Best Score Partly Reset"])
        let lines = LineSink()
        #expect(DropitBestScoreFile(directory: data, saveStatus: status, report: lines.sink).load() == 0)
        #expect(lines.lines.isEmpty && titles().count == 1, "the next launch reads a good file without a word")
        let kept = try PropertyListSerialization.propertyList(
            from: Data(contentsOf: data.appendingPathComponent(DropitBestScoreFile.fileName)), format: nil)
        #expect((kept as? [String: Any])?["future"] as? Int == 3)
    }

    @Test("a failed save is told with its reason and retried on the next save")
    func failedSave() throws {
        let status = FileSaveStatus()
        var changes: [FileSaveStatus.Change] = []
        status.onChange = { changes.append($0) }
        let file = DropitBestScoreFile(directory: data, saveStatus: status)
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
        file.save(100)
        #expect(changes.first?.kind == .failed(FileProblem(code: EISDIR)))
        #expect(changes.first?.subject == "Dropit Best Score")
        try FileManager.default.removeItem(at: file.url)
        file.save(100)
        #expect(changes.last?.kind == .savedAgain)
        #expect(DropitBestScoreFile(directory: data).load() == 100)
    }
}

/// Collects diagnostic lines from the file's sink, which may be called from any thread.
private final class LineSink: Sendable {
    private let storage = Mutex<[String]>([])
    var lines: [String] { storage.withLock { $0 } }
    var sink: PropertyListFile.LineSink { { line in self.storage.withLock { $0.append(line) } } }
}
