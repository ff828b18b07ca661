import Foundation
import FuzzSupport
import Testing

@testable import Preferences

/// A settings file nested absurdly deep is corrupt: kept aside before any parser recurses into it.
@MainActor
@Suite struct PreferencesStoreNestingTests {
    private let temporary: TemporaryDirectory
    private var directory: URL { temporary.url }

    init() throws {
        temporary = try TemporaryDirectory()
    }

    private func expectKeptAsideWithDefaults(_ file: Data, because reason: String = "nests deeper than 64 levels")
        throws
    {
        try file.write(to: settingsFile(in: directory))
        let lines = ReportedLines()
        let store = makeStore(in: directory, lines: lines)
        #expect(store.int(for: TestSettings.lives) == 3)
        let keptName = "settings.plist.corrupt-20261123T101500Z"
        #expect(try contentsOf(directory) == [keptName])
        #expect(try Data(contentsOf: directory.appendingPathComponent(keptName)) == file, "the user's bytes")
        #expect(store.takeNotices().map(\.kind) == [.corruptFileKeptAside(directory.appendingPathComponent(keptName))])
        #expect(lines.lines.count == 1)
        #expect(lines.lines.first?.contains(reason) == true, "\(lines.lines)")
    }

    @Test(arguments: NestedPropertyList.Container.allCases)
    func anXMLFileNestedAHundredThousandLevelsIsKeptAside(container: NestedPropertyList.Container) throws {
        try expectKeptAsideWithDefaults(
            NestedPropertyList.xml(
                depth: 100_000, container: container, underKey: "future.deep",
                besides: "<key>test.lives</key><integer>5</integer>"),
            because: "it is larger than 1 MB")
    }

    @Test func anXMLFileNestedThirtyThousandLevelsIsKeptAsideForItsDepth() throws {
        let file = NestedPropertyList.xml(depth: 30_000, container: .array, underKey: "future.deep")
        #expect(file.count < PropertyListFile.maximumSize)
        try expectKeptAsideWithDefaults(file)
    }

    @Test func anXMLFileNestedThreeHundredLevelsIsKeptAside() throws {
        try expectKeptAsideWithDefaults(
            NestedPropertyList.xml(depth: 300, container: .dictionary, underKey: "future.deep"))
    }

    @Test func aBinaryFileNestedFiftyThousandLevelsIsKeptAsideForItsDepth() throws {
        let file = NestedPropertyList.binary(depth: 50_000, container: .dictionary)
        #expect(file.count < PropertyListFile.maximumSize)
        try expectKeptAsideWithDefaults(file)
    }

    @Test func anOpenStepFileNestedAHundredThousandLevelsIsKeptAsideForItsDepth() throws {
        try expectKeptAsideWithDefaults(NestedPropertyList.openStep(depth: 100_000))
    }

    @Test func anUnknownValueNestedWithinTheLimitSurvivesALoadAndASave() throws {
        try NestedPropertyList.xml(
            depth: PropertyListFile.maximumDepth - 1, container: .array, underKey: "future.deep",
            besides: "<key>test.lives</key><integer>5</integer>"
        ).write(to: settingsFile(in: directory))
        let store = makeStore(in: directory)
        #expect(store.int(for: TestSettings.lives) == 5)
        store.set(6, for: TestSettings.lives)
        #expect(store.flush())
        var expected: PropertyListValue = .bool(true)
        for _ in 0..<(PropertyListFile.maximumDepth - 1) { expected = .array([expected]) }
        #expect(try readSettingsFile(in: directory) == ["future.deep": expected, "test.lives": .int(6)])
    }
}
