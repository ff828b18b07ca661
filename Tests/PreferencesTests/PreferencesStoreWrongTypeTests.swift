import Foundation
import Testing

@testable import Preferences

/// A declared setting holding a value of the wrong type gets its default, and the user can still find the
/// original: it is copied aside once, and one line names the key.
@MainActor
@Suite struct PreferencesStoreWrongTypeTests {
    private let temporary: TemporaryDirectory
    private var directory: URL { temporary.url }
    private let keptName = "settings.plist.original-20261123T101500Z"

    init() throws {
        temporary = try TemporaryDirectory()
    }

    private func writeFileWithWrongTypes() throws -> Data {
        try writeSettingsFile(
            in: directory,
            dictionaryBody: """
                <key>test.sound</key><string>yes</string>
                <key>test.lives</key><true/>
                <key>test.speed</key><array/>
                <key>future.colour</key><string>teal</string>
                """)
        return try Data(contentsOf: settingsFile(in: directory))
    }

    @Test func valuesOfTheWrongTypeReadAsDefaultsWithTheOriginalKeptAsideAndTheKeysNamedInOneLine() throws {
        let original = try writeFileWithWrongTypes()
        let lines = ReportedLines()
        let store = makeStore(in: directory, lines: lines)

        for setting in TestSettings.section.settings {
            #expect(store.value(for: setting) == setting.defaultValue)
        }
        #expect(try contentsOf(directory) == ["settings.plist", keptName])
        #expect(try Data(contentsOf: directory.appendingPathComponent(keptName)) == original)
        #expect(lines.lines.count == 1)
        let line = try #require(lines.lines.first)
        #expect(line.contains("“test.sound” holds a string, not true or false"))
        #expect(line.contains("“test.lives” holds a true/false value, not an integer"))
        #expect(line.contains("“test.speed” holds a list, not a number"))
        #expect(line.contains(keptName))
        #expect(store.takeNotices().isEmpty, "the rest of the file loaded: no alert")
    }

    @Test func theCleanedFileIsSavedSoonKeepingUnknownKeys() throws {
        _ = try writeFileWithWrongTypes()
        let store = makeStore(in: directory)
        #expect(store.nextSaveDue != nil)
        #expect(store.flush())
        #expect(try readSettingsFile(in: directory) == ["future.colour": .string("teal")])
        #expect(makeStore(in: directory).hasUnsavedChanges == false, "the next launch finds nothing to reset")
    }

    @Test func theOriginalIsKeptOnceEvenWhenTheCleanedFileCouldNotBeSaved() throws {
        _ = try writeFileWithWrongTypes()
        _ = makeStore(in: directory)
        let later = PreferencesStore(
            sections: [TestSettings.section], directory: directory, wallClock: { fixedDate + 3600 },
            report: ReportedLines().sink)
        #expect(later.int(for: TestSettings.lives) == 3)
        #expect(try contentsOf(directory) == ["settings.plist", keptName])
    }
}
