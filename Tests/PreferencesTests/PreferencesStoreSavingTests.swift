import Foundation
import Testing

@testable import Preferences

@MainActor
@Suite struct PreferencesStoreSavingTests {
    private let temporary: TemporaryDirectory
    private var directory: URL { temporary.url }

    init() throws {
        temporary = try TemporaryDirectory()
    }

    @Test func changesAtZeroAndATenthAndAFifthMakeOneSaveDueAtSevenTenths() throws {
        let clock = FakeClock()
        let store = makeStore(in: directory, clock: clock)
        for (time, lives) in [(0.0, 4), (0.1, 5), (0.2, 6)] {
            clock.now = time
            store.set(.int(lives), for: TestSettings.lives)
        }
        let due = try #require(store.nextSaveDue)
        #expect(abs(due - 0.7) < 1e-9)

        let writes = [0.3, 0.69, 0.7, 0.8, 2.0].filter { store.saveIfNeeded(now: $0) }
        #expect(writes == [0.7])
        #expect(store.needsSave == false)
        #expect(store.nextSaveDue == nil)
        #expect(try readSettingsFile(in: directory)["test.lives"] == .int(6))
    }

    @Test func nothingIsWrittenBeforeTheSaveIsDue() throws {
        let store = makeStore(in: directory)
        store.set(2, for: TestSettings.lives)
        #expect(store.saveIfNeeded(now: 0.4) == false)
        #expect(try contentsOf(directory).isEmpty)
    }

    @Test func settingTheCurrentValueAgainSchedulesNoSave() throws {
        let store = makeStore(in: directory)
        store.set(2, for: TestSettings.lives)
        store.flush()
        store.set(2, for: TestSettings.lives)
        #expect(store.needsSave == false)
        #expect(store.nextSaveDue == nil)
    }

    @Test func flushWritesPendingChangesAtOnceAndOnlyWhenThereAreAny() throws {
        let store = makeStore(in: directory)
        #expect(store.flush() == false)
        store.set(false, for: TestSettings.sound)
        #expect(store.flush())
        #expect(try readSettingsFile(in: directory)["test.sound"] == .bool(false))
        #expect(store.flush() == false)
    }

    @Test func aSaveReplacesTheWholeFileAndLeavesNoTemporaryFile() throws {
        let store = makeStore(in: directory)
        store.set(2, for: TestSettings.lives)
        store.set("easy", for: TestSettings.difficulty)
        store.flush()
        store.set(8, for: TestSettings.lives)
        store.flush()

        #expect(try contentsOf(directory) == ["settings.plist"])
        #expect(
            try readSettingsFile(in: directory) == [
                "test.lives": .int(8), "test.difficulty": .string("easy"),
            ])
    }

    @Test func theConfigFolderIsCreatedWhenItDoesNotExistYet() throws {
        let parent = directory
        let directory = parent.appendingPathComponent("config/kinetic")
        let store = makeStore(in: directory)
        store.set(2, for: TestSettings.lives)
        #expect(store.flush())
        #expect(try contentsOf(directory) == ["settings.plist"])
    }

    @Test func aFolderThatCannotBeMadeIsReportedOnceAndValuesKeepWorkingInMemory() throws {
        let parent = directory
        let regularFile = parent.appendingPathComponent("not-a-folder")
        try Data().write(to: regularFile)
        let directory = regularFile.appendingPathComponent("kinetic")
        let status = FileSaveStatus()
        let changes = SaveChanges(status)
        let store = makeStore(in: directory, saveStatus: status)

        store.set(7, for: TestSettings.lives)
        #expect(store.flush() == false)
        #expect(store.int(for: TestSettings.lives) == 7)
        #expect(store.needsSave == false, "no retry on every frame")
        #expect(store.hasUnsavedChanges)
        #expect(
            changes.all == [
                .init(
                    kind: .failed(FileProblem(code: ENOTDIR)), file: settingsFile(in: directory),
                    subject: "Settings")
            ])
        #expect(changes.reasons == ["a file blocks a folder on its path"])

        store.set(8, for: TestSettings.lives)
        #expect(store.flush() == false)
        #expect(store.int(for: TestSettings.lives) == 8)
        #expect(changes.all.count == 1, "the same failure is told once")
        #expect(store.takeNotices().isEmpty, "save failures are not launch notices")
    }
}
