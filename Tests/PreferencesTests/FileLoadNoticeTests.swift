import Foundation
import Testing

@testable import Preferences

@MainActor
@Suite("A file that cannot be used as it was is told to the user, naming what was reset and where it was kept")
struct FileLoadNoticeTests {
    final class Heard {
        var changes: [FileSaveStatus.Change] = []
    }

    let folder: TemporaryDirectory
    let file: PropertyListFile
    let status = FileSaveStatus()
    let heard = Heard()

    init() throws {
        folder = try TemporaryDirectory()
        file = PropertyListFile(directory: folder.url, fileName: "breakout.plist", report: { _ in })
    }

    func listen() {
        let heard = heard
        status.onChange = { heard.changes.append($0) }
    }

    var notices: [FileLoadNotice] {
        heard.changes.compactMap { if case .reset(let notice) = $0.kind { notice } else { nil } }
    }

    @Test("A damaged file is kept aside and the notice names the file, what was reset and the kept copy")
    func damagedFile() throws {
        listen()
        try Data("not a property list".utf8).write(to: file.url)
        let loaded = file.loadDictionary(now: fixedDate, subject: "Best Score", status: status)
        guard case .keptAside(let kept, _) = loaded else {
            Issue.record("expected the file kept aside, got \(loaded)")
            return
        }
        let notice = try #require(notices.first)
        #expect(notice.title == "Best Score Reset")
        #expect(notice.detail == "breakout.plist was damaged and was kept as \(kept.lastPathComponent)")
        #expect(notice.consequence == "Kinetic started afresh with its defaults.")
    }

    @Test("Resets found before anyone listens wait, and are heard as soon as someone does")
    func waitsForAListener() throws {
        try Data("damaged".utf8).write(to: file.url)
        _ = file.loadDictionary(now: fixedDate, subject: "Window State", status: status)
        #expect(heard.changes.isEmpty)
        listen()
        #expect(notices.map(\.title) == ["Window State Reset"])
    }

    @Test("Values of the wrong type are named with the copy of the original")
    func wrongTypes() throws {
        listen()
        try file.write(.dictionary(["bestScore": .string("lots")]))
        let wrong = [WrongType(key: "bestScore", expected: "an integer", found: .string("lots"))]
        file.reportWrongTypes(wrong, now: fixedDate, subject: "Best Score", status: status)
        let notice = try #require(notices.first)
        #expect(notice.title == "Best Score Partly Reset")
        #expect(notice.detail == "breakout.plist: “bestScore” held a string, not an integer")
        #expect(notice.consequence.hasPrefix("The default is used and the file rewritten; the original is kept as "))
    }

    @Test("A named pipe in the file's place is named as such, and reading it does not wait for a writer")
    func fifo() throws {
        #expect(mkfifo(file.url.path, 0o600) == 0)
        #expect(
            throws: PropertyListFile.ReadFailure.unreadable(
                FileProblem(reason: "a named pipe (FIFO) is in the file's place"))
        ) {
            _ = try file.readContents()
        }
    }

    @Test("A link to a device is named as a device and never written through")
    func device() throws {
        #expect(symlink("/dev/null", file.url.path) == 0)
        #expect(throws: PropertyListFile.ReadFailure.unreadable(FileProblem(reason: "a device is in the file's place")))
        {
            _ = try file.readContents()
        }
        #expect(throws: FileProblem(reason: "a device is in the file's place")) {
            try file.write(.dictionary(["bestScore": .int(1)]))
        }
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR, "/dev/null is untouched")
    }

    @Test("A folder in the file's place is named as a folder")
    func folderInPlace() throws {
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: false)
        #expect(throws: PropertyListFile.ReadFailure.unreadable(FileProblem(code: EISDIR))) {
            _ = try file.readContents()
        }
        #expect(FileProblem(code: EISDIR).reason == "a folder is in the file's place")
    }
}
