import Foundation
import Synchronization

@testable import Preferences

/// A schema with one setting of each kind, shaped like a scene's declarations.
enum TestSettings {
    static let sound = Setting.bool("test.sound", title: "Sound", default: true)
    static let lives = Setting.int("test.lives", title: "Lives", default: 3, range: 1...9)
    static let speed = Setting.double(
        "test.speed", title: "Speed", default: 1.0, range: 0.5...2.0, step: 0.1, unit: "×")
    static let difficulty = Setting.choice(
        "test.difficulty", title: "Difficulty", default: "normal",
        options: ["easy", "normal", SettingOption("hard", title: "Hard")])

    static let section = SettingsSection(
        "Test", settings: [sound, lives, speed, difficulty])
}

/// Time the test sets by hand, so debounce deadlines are exact and nothing sleeps.
final class FakeClock {
    var now: TimeInterval = 0
}

/// 2026-11-23 10:15:00 UTC, the wall-clock time that names corrupt files in these tests.
let fixedDate = Date(timeIntervalSince1970: 1_795_428_900)

/// A fresh empty folder, removed when the test's suite instance goes away, so tests never touch
/// the user's settings or each other's files.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinetic-preferences-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// The one-line diagnostics a file reported, collected instead of printed.
final class ReportedLines: Sendable {
    private let storage = Mutex<[String]>([])

    var lines: [String] { storage.withLock { $0 } }

    var sink: PropertyListFile.LineSink {
        { line in self.storage.withLock { $0.append(line) } }
    }
}

@MainActor
func makeStore(
    in directory: URL, clock: FakeClock = FakeClock(), saveStatus: FileSaveStatus = FileSaveStatus(),
    lines: ReportedLines = ReportedLines()
) -> PreferencesStore {
    PreferencesStore(
        sections: [TestSettings.section], directory: directory,
        clock: { clock.now }, wallClock: { fixedDate }, saveStatus: saveStatus, report: lines.sink)
}

func settingsFile(in directory: URL) -> URL {
    directory.appendingPathComponent(PreferencesLocation.fileName)
}

/// Writes an XML property list whose `<dict>` body is `body`, as a user or another version would.
func writeSettingsFile(in directory: URL, dictionaryBody body: String) throws {
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
        "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """
    try Data(xml.utf8).write(to: settingsFile(in: directory))
}

/// The saved file, read with Foundation alone rather than through the store under test.
func readSettingsFile(in directory: URL) throws -> [String: PropertyListValue] {
    let data = try Data(contentsOf: settingsFile(in: directory))
    let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    guard case .dictionary(let entries) = PropertyListValue(propertyList: object) else {
        throw CocoaError(.propertyListReadCorrupt)
    }
    return entries
}

func contentsOf(_ directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

/// Every change a `FileSaveStatus` announced, in order.
@MainActor
final class SaveChanges {
    private(set) var all: [FileSaveStatus.Change] = []

    init(_ status: FileSaveStatus) {
        status.onChange = { [unowned self] in self.all.append($0) }
    }

    /// The reasons of the failures announced.
    var reasons: [String] {
        all.compactMap { if case .failed(let problem) = $0.kind { problem.reason } else { nil } }
    }

    var recoveries: Int {
        all.filter { $0.kind == .savedAgain }.count
    }
}
