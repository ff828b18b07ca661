import Foundation

extension PropertyListFuzzer {
    /// Runs `body` on each case of the run seeded with `seed` (or only the case `KINETIC_FUZZ_CASE` names), each
    /// in a fresh folder holding the case's bytes as `fileName`. While a case runs, a crash prints the case and
    /// the command that replays it (`filter` is the test's name for `swift test --filter`), since a trap ends the
    /// test process before any test can report.
    public func run(
        seed: UInt64, count: Int, fileName: String, filter: String,
        _ body: (FuzzCase, URL) throws -> Void
    ) throws {
        let folders = FuzzFolders(label: filter)
        defer {
            CrashBreadcrumb.clear()
            folders.removeAll()
        }
        for fuzzCase in cases(seed: seed, count: count) {
            CrashBreadcrumb.set(
                "File fuzz crashed on \(fuzzCase.summary). Replay: \(replayCommand(fuzzCase, filter: filter))")
            let folder = try folders.folder(for: fuzzCase.index, holding: fuzzCase.data, as: fileName)
            try body(fuzzCase, folder)
            folders.remove(folder)
        }
    }

    /// The command that runs one case alone.
    public func replayCommand(_ fuzzCase: FuzzCase, filter: String) -> String {
        "\(Self.replayVariable)=\(fuzzCase.index) swift test --filter \(filter)"
    }
}
