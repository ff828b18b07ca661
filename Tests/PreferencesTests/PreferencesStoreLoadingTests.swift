import Foundation
import Testing

@testable import Preferences

@MainActor
@Suite struct PreferencesStoreLoadingTests {
    private let temporary: TemporaryDirectory
    private var directory: URL { temporary.url }

    init() throws {
        temporary = try TemporaryDirectory()
    }

    @Test func aCorruptFileIsKeptAsideWithAUTCTimestampNameAndDefaultsAreUsed() throws {
        let garbage = Data("<plist><dict><key>test.lives".utf8)
        try garbage.write(to: settingsFile(in: directory))

        let store = makeStore(in: directory)

        let keptName = "settings.plist.corrupt-20261123T101500Z"
        #expect(try contentsOf(directory) == [keptName])
        #expect(try Data(contentsOf: directory.appendingPathComponent(keptName)) == garbage)
        #expect(store.int(for: TestSettings.lives) == 3)
        let notices = store.takeNotices()
        #expect(notices.count == 1)
        #expect(
            notices.first?.kind == .corruptFileKeptAside(directory.appendingPathComponent(keptName)))
        #expect(notices.first?.message.contains(keptName) == true)
    }

    @Test func theCorruptFileNoticeIsGivenOnlyOnce() throws {
        try Data("not a plist".utf8).write(to: settingsFile(in: directory))
        let store = makeStore(in: directory)
        #expect(store.takeNotices().count == 1)
        #expect(store.takeNotices().isEmpty)
    }

    @Test func aPropertyListWhoseTopLevelIsNotADictionaryCountsAsCorrupt() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        try encoder.encode([1, 2, 3]).write(to: settingsFile(in: directory))
        let store = makeStore(in: directory)
        #expect(try contentsOf(directory) == ["settings.plist.corrupt-20261123T101500Z"])
        #expect(store.takeNotices().count == 1)
    }

    @Test func aSecondCorruptFileInTheSameSecondGetsItsOwnName() throws {
        for _ in 1...2 {
            try Data("garbage".utf8).write(to: settingsFile(in: directory))
            _ = makeStore(in: directory)
        }
        #expect(
            try contentsOf(directory) == [
                "settings.plist.corrupt-20261123T101500Z", "settings.plist.corrupt-20261123T101500Z-2",
            ])
    }

    @Test func afterACorruptFileTheNextSaveWritesAFreshFile() throws {
        try Data("garbage".utf8).write(to: settingsFile(in: directory))
        let store = makeStore(in: directory)
        store.set(5, for: TestSettings.lives)
        #expect(store.flush())
        #expect(try readSettingsFile(in: directory) == ["test.lives": .int(5)])
    }

    @Test func unknownKeysSurviveALoadAndASave() throws {
        try writeSettingsFile(
            in: directory,
            dictionaryBody: """
                <key>future.colour</key><string>teal</string>
                <key>future.list</key><array><integer>1</integer><real>2.5</real></array>
                <key>future.table</key><dict><key>on</key><true/></dict>
                <key>test.lives</key><integer>4</integer>
                """)
        let store = makeStore(in: directory)
        store.set(6, for: TestSettings.lives)
        store.flush()

        #expect(
            try readSettingsFile(in: directory) == [
                "future.colour": .string("teal"),
                "future.list": .array([.int(1), .double(2.5)]),
                "future.table": .dictionary(["on": .bool(true)]),
                "test.lives": .int(6),
            ])
    }

    @Test func missingKeysTakeTheirDefaults() throws {
        try writeSettingsFile(
            in: directory, dictionaryBody: "<key>test.lives</key><integer>8</integer>")
        let store = makeStore(in: directory)
        #expect(store.int(for: TestSettings.lives) == 8)
        #expect(store.bool(for: TestSettings.sound) == true)
        #expect(store.double(for: TestSettings.speed) == 1.0)
        #expect(store.string(for: TestSettings.difficulty) == "normal")
    }

    @Test func outOfRangeNumbersInTheFileAreReadClamped() throws {
        try writeSettingsFile(
            in: directory,
            dictionaryBody: """
                <key>test.lives</key><integer>99</integer>
                <key>test.speed</key><real>-3.5</real>
                """)
        let store = makeStore(in: directory)
        #expect(store.int(for: TestSettings.lives) == 9)
        #expect(store.double(for: TestSettings.speed) == 0.5)
    }

    @Test func anUnknownChoiceReadsAsTheDefaultQuietly() throws {
        try writeSettingsFile(
            in: directory, dictionaryBody: "<key>test.difficulty</key><string>nightmare</string>")
        let lines = ReportedLines()
        let store = makeStore(in: directory, lines: lines)
        #expect(store.string(for: TestSettings.difficulty) == "normal")
        #expect(lines.lines.isEmpty)
        #expect(try contentsOf(directory) == ["settings.plist"])
        #expect(store.takeNotices().isEmpty)
    }
}
