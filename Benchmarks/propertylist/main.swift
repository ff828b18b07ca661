import Foundation
import FuzzSupport
import Preferences

// Reads settings-shaped files through `PropertyListFile.loadDictionary`, the path every file of the app takes, and
// prints the median time of each: nesting up to the limit (loaded), far past it (refused before parsing, kept
// aside), and wide files (many keys), so the cost can be seen to grow with the file's size and not its depth.

/// Runs per file; the median is printed.
let runs = 15

func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

/// Milliseconds to load `data` as `settings.plist` from a fresh folder (the folder is made before the clock starts).
func loadTime(_ data: Data) throws -> (Double, String) {
    var times: [Double] = []
    var outcome = ""
    for _ in 0..<runs {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plist-bench-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: folder.appendingPathComponent("settings.plist"))
        let file = PropertyListFile(directory: folder, fileName: "settings.plist", report: { _ in })
        let start = ContinuousClock.now
        let loaded = file.loadDictionary(now: Date())
        let elapsed = ContinuousClock.now - start
        times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
        switch loaded {
        case .loaded: outcome = "loaded"
        case .keptAside(_, let failure): outcome = "kept aside (\(failure))"
        default: outcome = "\(loaded)"
        }
        try? FileManager.default.removeItem(at: folder)
    }
    return (median(times), outcome)
}

func wide(keys: Int) -> Data {
    let body = (0..<keys).map { "<key>extra.\($0)</key><integer>\($0)</integer>" }.joined()
    return Data(("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict>\(body)</dict></plist>").utf8)
}

var rows: [(String, Data)] = []
for depth in [16, 32, 63] {
    rows.append(
        (
            "XML, unknown key nested \(depth + 1) levels",
            NestedPropertyList.xml(depth: depth, container: .dictionary, underKey: "future.deep")
        ))
}
for depth in [2_000, 30_000] {
    rows.append(
        (
            "XML, nested \(depth + 1) levels",
            NestedPropertyList.xml(depth: depth, container: .dictionary, underKey: "future.deep")
        ))
    rows.append(("binary, nested \(depth) levels", NestedPropertyList.binary(depth: depth, container: .dictionary)))
}
for keys in [1_000, 10_000, 20_000, 100_000] {
    rows.append(("XML, \(keys) keys", wide(keys: keys)))
}
print("| file | bytes | median ms | outcome |")
print("| --- | ---: | ---: | --- |")
for (name, data) in rows {
    let (milliseconds, outcome) = try loadTime(data)
    print("| \(name) | \(data.count) | \(String(format: "%.3f", milliseconds)) | \(outcome) |")
}
