import Foundation
import FuzzSupport
import Preferences
import Testing

@testable import Kinetic
@testable import KineticAssembly

/// Damaged `state.plist` files from fixed seeds: none may trap; each loads or is kept aside with a fresh state;
/// and saving and reloading work afterwards.
@MainActor
@Suite struct AppStateFileFuzzTests {
    nonisolated static let seeds: [UInt64] = [0x57A7_E, 0x1A57_7AB]
    static let casesPerSeed = 250
    /// What `swift test --filter` takes to run these tests alone.
    static let replayFilter = "AppStateFileFuzzTests"

    private static let saved = AppState(
        windowWidth: 1024, windowHeight: 720, windowX: 64, windowY: 48, lastTab: "crossfade",
        crossfadeImagePaths: [nil, "/home/ada/Pictures/cat.png"])

    private static func validDocument() throws -> Data {
        let folders = FuzzFolders(label: "state-source")
        defer { folders.removeAll() }
        saved.save(to: folders.root, status: nil)
        return try Data(contentsOf: folders.root.appendingPathComponent(AppState.fileName))
    }

    @Test(arguments: seeds)
    func damagedStateFilesLoadOrAreKeptAside(seed: UInt64) throws {
        let fuzzer = PropertyListFuzzer(
            documents: [try Self.validDocument()], depthLimit: PropertyListFile.maximumDepth,
            sizeLimit: PropertyListFile.maximumSize)
        var outcomes: Set<ReaderOutcome> = []
        var count = 0
        try fuzzer.run(seed: seed, count: Self.casesPerSeed, fileName: AppState.fileName, filter: Self.replayFilter) {
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
        let lines = Lines()
        let state = AppState.load(from: folder, report: lines.sink)
        let outcome = ReaderOutcome.classify(folder: folder, fileName: AppState.fileName, input: fuzzCase.data)
        switch outcome {
        case .failure(let failure):
            Issue.record(Comment(rawValue: "\(failure): \(comment.rawValue)"))
        case .success(.keptAside):
            #expect(state == AppState() && lines.all.count == 1, comment)
        case .success(.loadedWithOriginalKept):
            #expect(lines.all.count == 1, comment)
        case .success(.loaded):
            #expect(lines.all.isEmpty, comment)
        }
        var changed = state
        changed.lastTab = "dropit"
        changed.save(to: folder, status: nil)
        #expect(AppState.load(from: folder) == changed, comment)
        return try? outcome.get()
    }
}
