import Foundation

/// The persisted best score: a small property list, `breakout.plist`, next to `settings.plist`.
///
/// Not a setting: the Settings tab shows every setting as a control, and a best score is a record, not a choice.
/// A missing or unreadable file reads as 0 (a best score is not worth bothering the user about); writes are atomic.
public struct BestScoreFile: Sendable {
    public static let fileName = "breakout.plist"

    public let url: URL

    /// The file in `directory` (the settings folder: `PreferencesStore.fileURL`'s folder).
    public init(directory: URL) {
        url = directory.appendingPathComponent(Self.fileName)
    }

    private struct Record: Codable {
        var bestScore: Int
    }

    public func load() -> Int {
        guard let data = try? Data(contentsOf: url),
            let record = try? PropertyListDecoder().decode(Record.self, from: data)
        else { return 0 }
        return max(record.bestScore, 0)
    }

    /// Writes `best`; a failure (read-only folder) is ignored: the game goes on and the score stays on screen.
    public func save(_ best: Int) {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        guard let data = try? encoder.encode(Record(bestScore: best)) else { return }
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }
}
