import Foundation
import FuzzSupport
import Preferences
import Testing

@testable import Snowman

/// Damaged `animations.plist` files from fixed seeds: none may trap; each loads (presets plus whatever could be
/// read) or is kept aside with the presets alone; and saving and reloading work afterwards.
@MainActor
@Suite struct AnimationFileFuzzTests {
    nonisolated static let seeds: [UInt64] = [0xA11_1A7E, 0x5_0_1_0_5]
    static let casesPerSeed = 300
    /// What `swift test --filter` takes to run these tests alone.
    static let replayFilter = "AnimationFileFuzzTests"

    /// A file the app wrote: two animations, one carrying a key a newer version might add.
    private static func validDocument() throws -> Data {
        let folders = FuzzFolders(label: "animations-source")
        defer { folders.removeAll() }
        let library = AnimationLibrary(file: AnimationFile(directory: folders.root))
        var future = AnimationSetting(name: "Spin", [.rotationZ: 180, .duration: 2, .repeatCount: 3])
        future.unknownFileEntries = ["future.glow": .array([.double(0.5), .string("blue")])]
        try library.save(future)
        try library.save(AnimationSetting(name: "Drift", [.horizontalOffset: -0.25, .opacity: 0.4]))
        return try Data(contentsOf: folders.root.appendingPathComponent(AnimationFile.fileName))
    }

    @Test(arguments: seeds)
    func damagedAnimationFilesLoadOrAreKeptAside(seed: UInt64) throws {
        let fuzzer = PropertyListFuzzer(
            documents: [try Self.validDocument()], depthLimit: PropertyListFile.maximumDepth,
            sizeLimit: PropertyListFile.maximumSize)
        var outcomes: Set<ReaderOutcome> = []
        var count = 0
        try fuzzer.run(
            seed: seed, count: Self.casesPerSeed, fileName: AnimationFile.fileName, filter: Self.replayFilter
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
        let library = AnimationLibrary(file: AnimationFile(directory: folder, report: lines.sink))
        #expect(library.all.prefix(3).map(\.name) == AnimationLibrary.presets.map(\.name), comment)
        let outcome = ReaderOutcome.classify(folder: folder, fileName: AnimationFile.fileName, input: fuzzCase.data)
        switch outcome {
        case .failure(let failure):
            Issue.record(Comment(rawValue: "\(failure): \(comment.rawValue)"))
        case .success(.keptAside):
            #expect(library.loadNotice != nil && library.userSettings.isEmpty, comment)
            #expect(lines.lines.count == 1, comment)
        case .success(.loaded), .success(.loadedWithOriginalKept):
            #expect(library.loadNotice == nil, comment)
            let names = library.all.map { AnimationLibrary.normalized($0.name).lowercased() }
            #expect(Set(names).count == names.count, "names stay unique: \(names); \(comment.rawValue)")
        }
        let name = library.nextDefaultName()
        #expect(throws: Never.self, comment) { try library.save(AnimationSetting(name: name)) }
        #expect(library.hasUnsavedChanges == false, comment)
        #expect(AnimationLibrary(file: AnimationFile(directory: folder)).setting(named: name) != nil, comment)
        return try? outcome.get()
    }
}
