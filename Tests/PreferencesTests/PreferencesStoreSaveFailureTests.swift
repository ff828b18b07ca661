import Foundation
import Testing

@testable import Preferences

/// A failed save is told when it happens, once per distinct reason; the values stay in memory; the next change
/// and the flush at quit retry; and a later good save is told too.
@MainActor
@Suite struct PreferencesStoreSaveFailureTests {
    private let temporary: TemporaryDirectory
    private var directory: URL { temporary.url }
    private var blocker: URL { settingsFile(in: directory) }

    init() throws {
        temporary = try TemporaryDirectory()
    }

    /// A folder where the settings file belongs: the rename onto it fails.
    private func putAFolderInTheFilesPlace() throws {
        try FileManager.default.createDirectory(
            at: blocker.appendingPathComponent("something"), withIntermediateDirectories: true)
    }

    @Test func aFolderInTheFilesPlaceIsToldOnceWithItsReasonAndTheValueStaysInMemory() throws {
        let status = FileSaveStatus()
        let changes = SaveChanges(status)
        let store = makeStore(in: directory, saveStatus: status)
        try putAFolderInTheFilesPlace()

        store.set(7, for: TestSettings.lives)
        #expect(store.flush() == false)
        store.set(8, for: TestSettings.lives)
        #expect(store.flush() == false)

        #expect(store.int(for: TestSettings.lives) == 8)
        #expect(changes.reasons == ["a folder is in the file's place"])
        #expect(changes.all.first?.file.path == blocker.path)
        #expect(status.unsavedFiles.map(\.file.path) == [blocker.path])
    }

    @Test func aFailedSaveIsRetriedAtQuitAndItsRecoveryIsTold() throws {
        let status = FileSaveStatus()
        let changes = SaveChanges(status)
        let store = makeStore(in: directory, saveStatus: status)
        try putAFolderInTheFilesPlace()
        store.set(7, for: TestSettings.lives)
        #expect(store.flush() == false)
        #expect(store.needsSave == false && store.nextSaveDue == nil, "no retry on every frame")

        try FileManager.default.removeItem(at: blocker)
        #expect(store.flush(), "the flush at quit writes what the failed save could not")
        #expect(try readSettingsFile(in: directory)["test.lives"] == .int(7))
        #expect(changes.recoveries == 1)
        #expect(status.unsavedFiles.isEmpty)
        #expect(store.flush() == false, "nothing left to write")
    }

    @Test func theNextChangeRetriesOnItsUsualDelay() throws {
        let clock = FakeClock()
        let status = FileSaveStatus()
        let changes = SaveChanges(status)
        let store = makeStore(in: directory, clock: clock, saveStatus: status)
        try putAFolderInTheFilesPlace()
        store.set(7, for: TestSettings.lives)
        #expect(store.saveIfNeeded(now: 0.5) == false)
        try FileManager.default.removeItem(at: blocker)

        clock.now = 3
        store.set(false, for: TestSettings.sound)
        #expect(store.saveIfNeeded(now: 3.5))
        #expect(try readSettingsFile(in: directory) == ["test.lives": .int(7), "test.sound": .bool(false)])
        #expect(changes.all.map(\.kind) == [.failed(FileProblem(code: EISDIR)), .savedAgain])
    }

    @Test func aDifferentReasonIsToldAgain() throws {
        let status = FileSaveStatus()
        let changes = SaveChanges(status)
        let store = makeStore(in: directory, saveStatus: status)
        try putAFolderInTheFilesPlace()
        store.set(7, for: TestSettings.lives)
        store.flush()

        try FileManager.default.removeItem(at: blocker)
        try FileManager.default.createSymbolicLink(atPath: blocker.path, withDestinationPath: "settings.plist")
        store.set(8, for: TestSettings.lives)
        store.flush()

        #expect(changes.reasons == ["a folder is in the file's place", "its symbolic links go round in a loop"])
    }

    @Test func eachFileIsTrackedOnItsOwn() {
        let status = FileSaveStatus()
        let changes = SaveChanges(status)
        let settings = URL(fileURLWithPath: "/config/settings.plist")
        let animations = URL(fileURLWithPath: "/data/animations.plist")
        let full = FileProblem(code: ENOSPC)
        status.record(.failure(full), file: settings, subject: "Settings")
        status.record(.failure(full), file: animations, subject: "Animations")
        status.record(.failure(full), file: settings, subject: "Settings")
        status.record(.success(()), file: animations, subject: "Animations")
        status.record(.success(()), file: animations, subject: "Animations")
        #expect(changes.all.map(\.subject) == ["Settings", "Animations", "Animations"])
        #expect(changes.recoveries == 1)
        #expect(status.unsavedFiles.map(\.file) == [settings])
    }

    @Test func reasonsAreWordsAUserKnows() {
        #expect(FileProblem(code: ENOSPC).reason == "the disk is full")
        #expect(FileProblem(code: EROFS).reason == "the disk is read-only")
        #expect(FileProblem(code: EACCES).reason == "permission denied")
        #expect(FileProblem(code: EISDIR).reason == "a folder is in the file's place")
        #expect(FileProblem(code: EDQUOT).reason == "the disk quota is used up")
        #expect(FileProblem(code: EMFILE).reason == "too many open files", "the system's words otherwise")
    }
}
