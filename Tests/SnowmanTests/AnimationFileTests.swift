import Foundation
import Preferences
import Synchronization
import Testing

@testable import Snowman

/// `animations.plist` is the user's: what this version does not know is kept, no saved animation is dropped
/// for its name, a value of the wrong type costs only that value, and a failed write loses nothing.
@MainActor
@Suite("Animations file: unknown keys, names, wrong types, failed saves")
struct AnimationFileTests {
    private let directory = makeTemporaryDirectory()
    private let fixedNow = Date(timeIntervalSince1970: 1_795_428_900)
    private var url: URL { directory.appendingPathComponent(AnimationFile.fileName) }

    private func write(_ body: String) throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>\(body)</dict></plist>
            """
        try Data(plist.utf8).write(to: url)
    }

    /// The file as Foundation reads it, apart from the code under test.
    private func document() throws -> [String: Any] {
        let object = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), options: [], format: nil)
        return try #require(object as? [String: Any])
    }

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    private func library(_ lines: ReportedLines = ReportedLines(), status: FileSaveStatus? = nil) -> AnimationLibrary {
        AnimationLibrary(
            file: AnimationFile(directory: directory, report: lines.sink), saveStatus: status, now: fixedNow)
    }

    @Test("Keys this version does not know, at the top and in each animation, and a newer version survive a save")
    func unknownKeysAndVersionAreKept() throws {
        try write(
            """
            <key>version</key><integer>7</integer><key>future.shelf</key><string>keep me</string>
            <key>animations</key><array><dict><key>name</key><string>Old</string>\
            <key>future.sparkle</key><real>0.5</real></dict></array>
            """)
        let library = library()
        try library.rename("Old", to: "Older")
        try library.save(AnimationSetting(name: "New"))

        let saved = try document()
        #expect(saved["version"] as? Int == 7)
        #expect(saved["future.shelf"] as? String == "keep me")
        let animations = try #require(saved["animations"] as? [[String: Any]])
        #expect(animations.map { $0["name"] as? String } == ["Older", "New"])
        #expect(animations[0]["future.sparkle"] as? Double == 0.5)
        #expect(animations[1]["future.sparkle"] == nil)
    }

    @Test("An older file is written with the current version")
    func olderVersionIsUpgraded() throws {
        try write("<key>version</key><integer>0</integer><key>animations</key><array/>")
        try library().save(AnimationSetting(name: "New"))
        #expect(try document()["version"] as? Int == AnimationFile.currentVersion)
    }

    @Test("A saved animation named like a preset or like an earlier one is listed as “Name (2)”, not dropped")
    func clashingNamesAreRenamed() throws {
        try write(
            """
            <key>version</key><integer>1</integer><key>animations</key><array>
            <dict><key>name</key><string>Hop</string><key>duration</key><real>3</real></dict>
            <dict><key>name</key><string>Spin</string></dict>
            <dict><key>name</key><string>spin </string><key>opacity</key><real>0.5</real></dict>
            <dict><key>name</key><string>Hop (2)</string></dict>
            <dict><key>name</key><string> </string></dict>
            </array>
            """)
        let lines = ReportedLines()
        let library = library(lines)
        #expect(library.userSettings.map(\.name) == ["Hop (2)", "Spin", "spin (2)", "Hop (2) (2)", "Untitled"])
        #expect(library.setting(named: "Hop (2)")?.duration == 3)
        #expect(library.setting(named: "spin (2)")?.opacity == 0.5)
        #expect(lines.lines.count == 4, "one line per renamed animation")
        #expect(lines.lines.first?.contains("“Hop (2)”") == true)
        #expect(library.hasUnsavedChanges, "the new names are written at the next save or at quit")
    }

    @Test("A value of the wrong type resets that value alone; the original is kept aside and the key named")
    func wrongTypeCostsOnlyThatValue() throws {
        try write(
            """
            <key>version</key><integer>1</integer><key>animations</key><array>
            <dict><key>name</key><string>Spin</string><key>duration</key><string>slow</string>\
            <key>rotationX</key><real>45</real></dict>
            <string>not an animation</string>
            </array>
            """)
        let original = try Data(contentsOf: url)
        let lines = ReportedLines()
        let library = library(lines)

        #expect(library.userSettings.map(\.name) == ["Spin"])
        #expect(library.setting(named: "Spin")?.rotationX == 45)
        #expect(library.setting(named: "Spin")?.duration == AnimationDimension.named(.duration).defaultValue)
        #expect(library.loadNotice == nil, "the rest of the file loaded")
        let kept = "animations.plist.original-20261123T101500Z"
        #expect(try names() == ["animations.plist", kept])
        #expect(try Data(contentsOf: directory.appendingPathComponent(kept)) == original)
        #expect(lines.lines.count == 1)
        #expect(lines.lines.first?.contains("“animations[0].duration” holds a string, not a number") == true)
        #expect(lines.lines.first?.contains("“animations[1]” holds a string, not a dictionary") == true)
    }

    @Test("A failed write keeps the change in memory, is told once, and is retried at quit")
    func failedWriteKeepsTheChange() throws {
        let status = FileSaveStatus()
        var changes: [FileSaveStatus.Change] = []
        status.onChange = { changes.append($0) }
        let library = library(status: status)
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("in the way"), withIntermediateDirectories: true)

        #expect(throws: Never.self) { try library.save(AnimationSetting(name: "Kept")) }
        try library.save(AnimationSetting(name: "Also kept"))
        #expect(library.userSettings.map(\.name) == ["Kept", "Also kept"])
        #expect(library.hasUnsavedChanges)
        #expect(changes.map(\.kind) == [.failed(FileProblem(code: EISDIR))])
        #expect(changes.first?.subject == "Animations")

        try FileManager.default.removeItem(at: url)
        library.saveUnsavedChanges()
        #expect(changes.last?.kind == .savedAgain)
        #expect(
            AnimationLibrary(file: AnimationFile(directory: directory)).userSettings.map(\.name) == [
                "Kept", "Also kept",
            ])
    }
}

/// Lines a file reported, collected instead of printed.
final class ReportedLines: Sendable {
    private let storage = Mutex<[String]>([])
    var lines: [String] { storage.withLock { $0 } }
    var sink: PropertyListFile.LineSink { { line in self.storage.withLock { $0.append(line) } } }
}
