import Foundation
import Preferences
import Synchronization
import Testing

@testable import Kinetic
@testable import KineticAssembly

/// `state.plist` through `PropertyListFile`: what earlier versions wrote still loads, a bad file is kept aside,
/// a value of the wrong type is dropped with the original kept, and a failed save is recorded.
@MainActor
@Suite struct AppStateFileTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-state-\(UUID())")
    private let fixedNow = Date(timeIntervalSince1970: 1_795_428_900)
    private var stateFile: URL { directory.appendingPathComponent(AppState.fileName) }

    private func write(_ body: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>\(body)</dict></plist>
            """
        try Data(plist.utf8).write(to: stateFile)
    }

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func aSavedStateLoadsBackTheSame() {
        let state = AppState(
            windowWidth: 900, windowHeight: 700.5, windowX: -20, windowY: 40, lastTab: "snowman",
            crossfadeImagePaths: [nil, "/home/ada/cat.png"])
        state.save(to: directory, status: nil)
        #expect(AppState.load(from: directory) == state)
    }

    @Test func aFileAnEarlierVersionsEncoderWroteLoadsWithItsEmptySlots() throws {
        // As Foundation's encoder wrote the state before the app wrote its own: an empty slot is "$null".
        try write(
            """
            <key>windowWidth</key><real>1024</real><key>windowHeight</key><real>720</real>
            <key>windowX</key><real>10</real><key>windowY</key><real>20</real><key>lastTab</key><string>dropit</string>
            <key>crossfadeImagePaths</key><array><string>/pictures/a.png</string><string>$null</string></array>
            """)
        let earlier = AppState(
            windowWidth: 1024, windowHeight: 720, windowX: 10, windowY: 20, lastTab: "dropit",
            crossfadeImagePaths: ["/pictures/a.png", nil])
        #expect(AppState.load(from: directory) == earlier)
    }

    @Test func keysANewerVersionWroteAreKeptThroughASave() throws {
        try write(
            """
            <key>lastTab</key><string>dropit</string>
            <key>newerVersion.panels</key><array><dict><key>open</key><true/></dict><integer>2</integer></array>
            """)
        var state = AppState.load(from: directory)
        state.lastTab = "snowman"
        state.save(to: directory, status: nil)
        let text = try String(contentsOf: stateFile, encoding: .utf8)
        #expect(text.contains("<key>newerVersion.panels</key>"))
        #expect(
            AppState.load(from: directory).unknownEntries["newerVersion.panels"]
                == .array([.dictionary(["open": .bool(true)]), .int(2)]))
    }

    @Test func anUnreadableFileIsKeptAsideWithOneLineAndAFreshStateTakesOver() throws {
        try write("<key>windowWidth</key><real>9")
        let lines = Lines()
        #expect(AppState.load(from: directory, now: fixedNow, report: lines.sink) == AppState())
        #expect(try names() == ["state.plist.corrupt-20261123T101500Z"])
        #expect(lines.all.count == 1)
    }

    @Test func aValueOfTheWrongTypeIsDroppedAloneWithTheOriginalKeptAside() throws {
        try write(
            """
            <key>windowWidth</key><string>wide</string><key>windowHeight</key><real>600</real>
            <key>lastTab</key><string>pentominoes</string>
            <key>crossfadeImagePaths</key><array><string>/a.png</string><integer>3</integer></array>
            """)
        let lines = Lines()
        let state = AppState.load(from: directory, now: fixedNow, report: lines.sink)
        #expect(state.windowWidth == nil && state.windowHeight == 600 && state.lastTab == "pentominoes")
        #expect(state.crossfadeImagePaths == ["/a.png", nil])
        #expect(try names() == ["state.plist", "state.plist.original-20261123T101500Z"])
        #expect(lines.all.count == 1)
        #expect(lines.all.first?.contains("“windowWidth” holds a string, not a number") == true)
        #expect(lines.all.first?.contains("“crossfadeImagePaths[1]” holds an integer, not a string") == true)
    }

    @Test func aFailedSaveIsRecordedWithItsReason() throws {
        try FileManager.default.createDirectory(
            at: stateFile.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let status = FileSaveStatus()
        var reasons: [String] = []
        status.onChange = { change in
            if case .failed(let problem) = change.kind { reasons.append("\(change.subject): \(problem.reason)") }
        }
        AppState(lastTab: "breakout").save(to: directory, status: status)
        #expect(reasons == ["Window State: a folder is in the file's place"])
    }
}

/// Lines a file reported, collected instead of printed.
final class Lines: Sendable {
    private let storage = Mutex<[String]>([])
    var all: [String] { storage.withLock { $0 } }
    var sink: PropertyListFile.LineSink { { line in self.storage.withLock { $0.append(line) } } }
}
