import Foundation
import Testing

@testable import Preferences

@MainActor
@Suite struct PreferencesStoreRoundTripTests {
    private let temporary: TemporaryDirectory
    private var directory: URL { temporary.url }

    init() throws {
        temporary = try TemporaryDirectory()
    }

    @Test func valuesSavedByOneStoreAreReadByTheNextStoreOnTheSameFolder() throws {
        let store = makeStore(in: directory)
        store.set(false, for: TestSettings.sound)
        store.set(7, for: TestSettings.lives)
        store.set(1.7, for: TestSettings.speed)
        store.set("hard", for: TestSettings.difficulty)
        #expect(store.flush())

        let reloaded = makeStore(in: directory)
        #expect(reloaded.bool(for: TestSettings.sound) == false)
        #expect(reloaded.int(for: TestSettings.lives) == 7)
        #expect(reloaded.double(for: TestSettings.speed) == 1.7)
        #expect(reloaded.string(for: TestSettings.difficulty) == "hard")
        #expect(reloaded.takeNotices().isEmpty)
    }

    @Test func anIntegralRealAndAnIntegerKeepTheirTypesThroughTheFile() throws {
        let file = PropertyListFile(directory: directory, fileName: PreferencesLocation.fileName)
        try file.write(.dictionary(["real": .double(2), "integer": .int(2), "one": .int(1), "yes": .bool(true)]))
        #expect(
            try file.readContents()
                == .dictionary(["real": .double(2), "integer": .int(2), "one": .int(1), "yes": .bool(true)]))
    }

    @Test func anIntegralDoubleReadsBackAsADouble() throws {
        let store = makeStore(in: directory)
        store.set(2.0, for: TestSettings.speed)
        store.flush()
        #expect(makeStore(in: directory).value(for: TestSettings.speed) == .double(2.0))
    }

    @Test func everyPropertyListKindRoundTripsThroughTheFile() throws {
        let entries: [String: PropertyListValue] = [
            "bool": .bool(true), "int": .int(-12), "double": .double(2.5), "string": .string("hé"),
            "date": .date(fixedDate), "data": .data(Data([0, 1, 2])),
            "array": .array([.int(1), .string("x")]),
            "dictionary": .dictionary(["nested": .bool(false)]),
        ]
        let file = PropertyListFile(directory: directory, fileName: PreferencesLocation.fileName)
        try file.write(.dictionary(entries))
        #expect(try file.readContents() == .dictionary(entries))
    }

    @Test func aMissingFileGivesEveryDefaultAndNoNotice() throws {
        let store = makeStore(in: directory)
        for setting in TestSettings.section.settings {
            #expect(store.value(for: setting) == setting.defaultValue)
        }
        #expect(store.takeNotices().isEmpty)
        #expect(store.needsSave == false)
    }

    @Test func theSavedFileIsAnXMLPropertyList() throws {
        let store = makeStore(in: directory)
        store.set(4, for: TestSettings.lives)
        store.flush()
        let text = try String(contentsOf: settingsFile(in: directory), encoding: .utf8)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains("<key>test.lives</key>"))
        #expect(text.contains("<integer>4</integer>"))
    }

    @Test func settingAnOutOfRangeValueStoresItClamped() throws {
        let store = makeStore(in: directory)
        store.set(50, for: TestSettings.lives)
        #expect(store.int(for: TestSettings.lives) == 9)
        store.flush()
        #expect(try readSettingsFile(in: directory)["test.lives"] == .int(9))
    }
}
