import Foundation
import FuzzSupport
import Preferences
import Testing

@testable import Breakout

/// Damaged best-score files from fixed seeds: none may trap; each loads a score of zero or more or is kept
/// aside; and saving and reloading work afterwards.
@MainActor
@Suite struct BestScoreFileFuzzTests {
    /// When a damaged file is kept aside (its name's time stamp).
    private let fixedNow = Date(timeIntervalSince1970: 1_795_428_900)
    nonisolated static let seeds: [UInt64] = [0xB0_0B5, 0x5C0_4E]
    static let casesPerSeed = 250
    /// What `swift test --filter` takes to run these tests alone.
    static let replayFilter = "BestScoreFileFuzzTests"

    private static func validDocument() throws -> Data {
        let folders = FuzzFolders(label: "best-source")
        defer { folders.removeAll() }
        BestScoreFile(directory: folders.root).save(98_765)
        return try Data(contentsOf: folders.root.appendingPathComponent(BestScoreFile.fileName))
    }

    @Test(arguments: seeds)
    func damagedBestScoreFilesLoadOrAreKeptAside(seed: UInt64) throws {
        let fuzzer = PropertyListFuzzer(
            documents: [try Self.validDocument()], depthLimit: PropertyListFile.maximumDepth,
            sizeLimit: PropertyListFile.maximumSize)
        var outcomes: Set<ReaderOutcome> = []
        var count = 0
        try fuzzer.run(
            seed: seed, count: Self.casesPerSeed, fileName: BestScoreFile.fileName, filter: Self.replayFilter
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
        let lines = LineBox()
        let file = BestScoreFile(directory: folder, report: lines.sink)
        let best = file.load(now: fixedNow)
        #expect(best >= 0, comment)
        let outcome = ReaderOutcome.classify(folder: folder, fileName: BestScoreFile.fileName, input: fuzzCase.data)
        switch outcome {
        case .failure(let failure):
            Issue.record(Comment(rawValue: "\(failure): \(comment.rawValue)"))
        case .success(.keptAside):
            #expect(best == 0 && lines.lines.count == 1, comment)
        case .success(.loadedWithOriginalKept):
            #expect(lines.lines.count == 1, comment)
        case .success(.loaded):
            #expect(lines.lines.isEmpty, comment)
        }
        file.save(best + 1)
        #expect(BestScoreFile(directory: folder).load(now: fixedNow) == best + 1, comment)
        return try? outcome.get()
    }
}
