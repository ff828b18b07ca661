import Foundation
import FuzzSupport
import Testing

@testable import Preferences

/// Damaged settings files, a few hundred per run from fixed seeds: none may trap, each ends loaded or kept
/// aside with defaults, and the store can still save and reload afterwards.
@MainActor
@Suite struct SettingsFileFuzzTests {
    nonisolated static let seeds: [UInt64] = [0x5E77_1765, 0xF11E_5AFE]
    static let casesPerSeed = 300
    /// What `swift test --filter` takes to run these tests alone.
    static let replayFilter = "SettingsFileFuzzTests"

    /// What the app writes, plus keys a newer version might add (nested, and of every type).
    private static func validDocument() throws -> Data {
        let folders = FuzzFolders(label: "settings-source")
        defer { folders.removeAll() }
        let file = PropertyListFile(directory: folders.root, fileName: PreferencesLocation.fileName)
        try file.write(
            .dictionary([
                "test.sound": .bool(false), "test.lives": .int(7), "test.speed": .double(1.5),
                "test.difficulty": .string("hard"), "future.date": .date(fixedDate),
                "future.data": .data(Data([1, 2])),
                "future.list": .array([.int(1), .dictionary(["nested": .array([.string("deep")])])]),
            ]))
        return try Data(contentsOf: file.url)
    }

    @Test(arguments: seeds)
    func damagedSettingsFilesLoadOrAreKeptAside(seed: UInt64) throws {
        let fuzzer = PropertyListFuzzer(
            documents: [try Self.validDocument()], depthLimit: PropertyListFile.maximumDepth,
            sizeLimit: PropertyListFile.maximumSize)
        var outcomes: Set<ReaderOutcome> = []
        var count = 0
        try fuzzer.run(
            seed: seed, count: Self.casesPerSeed, fileName: PreferencesLocation.fileName, filter: Self.replayFilter
        ) {
            fuzzCase, folder in
            let comment = Comment(
                rawValue: "\(fuzzCase.summary). Replay: \(fuzzer.replayCommand(fuzzCase, filter: Self.replayFilter))")
            if let outcome = check(fuzzCase, in: folder, comment: comment) { outcomes.insert(outcome) }
            count += 1
        }
        if count == Self.casesPerSeed {
            #expect(outcomes == [.loaded, .loadedWithOriginalKept, .keptAside], "every outcome is exercised")
        }
    }

    /// Loads the case, checks its outcome, then saves and reloads; returns the outcome.
    private func check(_ fuzzCase: FuzzCase, in folder: URL, comment: Comment) -> ReaderOutcome? {
        let lines = ReportedLines()
        let store = makeStore(in: folder, lines: lines)
        let notices = store.takeNotices()
        let outcome = ReaderOutcome.classify(
            folder: folder, fileName: PreferencesLocation.fileName, input: fuzzCase.data)
        switch outcome {
        case .failure(let failure):
            Issue.record(Comment(rawValue: "\(failure): \(comment.rawValue)"))
        case .success(.keptAside):
            #expect(notices.count == 1, comment)
            #expect(lines.lines.count == 1, comment)
            for setting in TestSettings.section.settings {
                #expect(store.value(for: setting) == setting.defaultValue, comment)
            }
        case .success(.loadedWithOriginalKept):
            #expect(notices.isEmpty && lines.lines.count == 1, comment)
        case .success(.loaded):
            #expect(notices.isEmpty && lines.lines.isEmpty, comment)
        }
        store.set(6, for: TestSettings.lives)
        #expect(store.flush(), comment)
        let reloaded = makeStore(in: folder)
        #expect(reloaded.int(for: TestSettings.lives) == 6, comment)
        #expect(reloaded.takeNotices().isEmpty, comment)
        return try? outcome.get()
    }
}
