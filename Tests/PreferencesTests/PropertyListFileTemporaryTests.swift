import Foundation
import Testing

@testable import Preferences

/// The write's temporary file has a name the app recognizes, and the ones a killed process left are swept at
/// launch: only the app's own, only when their process is gone or they are too old to be a write in progress.
@MainActor
@Suite struct PropertyListFileTemporaryTests {
    private let temporary: TemporaryDirectory
    private var directory: URL { temporary.url }

    init() throws {
        temporary = try TemporaryDirectory()
    }

    /// A process number no process has now.
    private func finishedProcessID() -> Int32 {
        var candidate: Int32 = 4_000_000
        while PropertyListFile.isRunning(candidate) { candidate += 1 }
        return candidate
    }

    private func touch(_ name: String, hoursAgo: Double = 0) throws {
        let url = directory.appendingPathComponent(name)
        try Data("half a file".utf8).write(to: url)
        let date = Date(timeIntervalSinceNow: -hoursAgo * 3600)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
    }

    @Test func theTemporaryFileIsNamedAfterTheFileAndTheProcess() {
        #expect(
            PropertyListFile.temporaryFileName(for: "settings.plist", processID: 4242)
                == ".settings.plist.kinetic-tmp-4242")
    }

    @Test func aTemporaryFileLeftByAProcessThatIsGoneIsSweptAtLaunch() throws {
        try touch(".settings.plist.kinetic-tmp-\(finishedProcessID())")
        _ = makeStore(in: directory)
        #expect(try contentsOf(directory).isEmpty)
    }

    @Test func aFreshTemporaryFileOfARunningProcessIsLeftForItToFinish() throws {
        let name = ".settings.plist.kinetic-tmp-1"  // process 1 always runs
        try touch(name)
        _ = makeStore(in: directory)
        #expect(try contentsOf(directory) == [name])
    }

    @Test func anHourOldTemporaryFileIsSweptEvenIfItsProcessNumberRunsAgain() throws {
        try touch(".settings.plist.kinetic-tmp-1", hoursAgo: 2)
        _ = PropertyListFile(directory: directory, fileName: "settings.plist").loadDictionary(now: Date())
        #expect(try contentsOf(directory).isEmpty)
    }

    @Test func otherFilesAreNeverSwept() throws {
        let others = [
            ".state.plist.kinetic-tmp-\(finishedProcessID())", "settings.plist.kinetic-tmp-1",
            ".settings.plist.kinetic-tmp-notanumber", "notes.txt",
        ]
        for name in others { try touch(name, hoursAgo: 5) }
        _ = PropertyListFile(directory: directory, fileName: "settings.plist").loadDictionary(now: Date())
        #expect(try contentsOf(directory) == others.sorted())
    }

    @Test func foundationsOldTemporaryFilesAreSweptOnlyWhenTheirProcessIsGoneAndTheyAreOld() throws {
        let gone = String(finishedProcessID(), radix: 16, uppercase: true)
        try touch(".dat.nosync\(gone).Ab12Cd", hoursAgo: 2)
        try touch(".dat.nosync\(gone).Ef34Gh")
        try touch(".dat.nosync1.Ij56Kl", hoursAgo: 2)
        _ = PropertyListFile(directory: directory, fileName: "settings.plist").loadDictionary(now: Date())
        #expect(try contentsOf(directory) == [".dat.nosync1.Ij56Kl", ".dat.nosync\(gone).Ef34Gh"])
    }

    @Test func aWriteThatFailsLeavesNoTemporaryFile() throws {
        let blocker = settingsFile(in: directory).appendingPathComponent("inside")
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
        let file = PropertyListFile(directory: directory, fileName: "settings.plist")
        #expect(throws: FileProblem(code: EISDIR)) { try file.write(.dictionary([:])) }
        #expect(try contentsOf(directory) == ["settings.plist"])
    }
}
