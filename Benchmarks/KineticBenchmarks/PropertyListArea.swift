// Reading settings-shaped files through `PropertyListFile.loadDictionary`, the path every file of the app takes:
// nesting up to the limit (loaded), far past it (refused before parsing, kept aside), and wide files (many keys),
// so the cost can be seen to grow with the file's size and not its depth.
import Foundation
import FuzzSupport
import Preferences

enum PropertyListArea {
    /// Loads per file; the median counts.
    static let runs = 15

    static func run() throws -> [ResultRow] {
        try files().map { name, data in
            let (milliseconds, outcome) = try loadTime(data)
            print("   \(name), \(data.count) bytes: \(Format.number(milliseconds)) ms, \(outcome)")
            return ResultRow(
                area: "propertylist", figure: "\(name) (\(outcome))", value: milliseconds, unit: "ms", target: .none)
        }
    }

    static func files() -> [(String, Data)] {
        var files: [(String, Data)] = []
        for depth in [16, 63] {
            files.append(
                (
                    "XML, a key nested \(depth + 1) levels",
                    NestedPropertyList.xml(depth: depth, container: .dictionary, underKey: "future.deep")
                ))
        }
        files.append(
            (
                "XML, nested 30,001 levels",
                NestedPropertyList.xml(depth: 30_000, container: .dictionary, underKey: "future.deep")
            ))
        files.append(("binary, nested 30,000 levels", NestedPropertyList.binary(depth: 30_000, container: .dictionary)))
        for keys in [1_000, 100_000] { files.append(("XML, \(keys) keys", wide(keys: keys))) }
        return files
    }

    /// Median milliseconds to load `data` as `settings.plist` from a fresh folder (made before the clock starts).
    static func loadTime(_ data: Data) throws -> (Double, String) {
        var times: [Double] = []
        var outcome = ""
        for _ in 0..<runs {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plist-bench-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try data.write(to: folder.appendingPathComponent("settings.plist"))
            let file = PropertyListFile(directory: folder, fileName: "settings.plist", report: { _ in })
            let start = monotonicSeconds()
            let loaded = file.loadDictionary(now: Date())
            times.append((monotonicSeconds() - start) * 1000)
            switch loaded {
            case .loaded: outcome = "loaded"
            case .keptAside: outcome = "kept aside"
            default: outcome = "\(loaded)"
            }
        }
        return (median(times), outcome)
    }

    static func wide(keys: Int) -> Data {
        let body = (0..<keys).map { "<key>extra.\($0)</key><integer>\($0)</integer>" }.joined()
        return Data(("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict>\(body)</dict></plist>").utf8)
    }
}
