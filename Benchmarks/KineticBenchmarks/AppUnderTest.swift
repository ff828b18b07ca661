import Foundation

/// A running kinetic under the benchmark's X server, read through its automation files (`events.jsonl`,
/// `tree.json`) and driven with xdotool, as the end-to-end tests drive it.
final class AppUnderTest {
    /// How long an expected event may take, in seconds.
    static let eventTimeout = 60.0
    /// How long a click's event may take before the click is tried again, in seconds.
    static let clickTimeout = 5.0
    /// Pause between two reads of the automation files, in microseconds.
    static let pollInterval: UInt32 = 1_000

    let process: ChildProcess
    let folder: URL
    let display: XvfbServer
    private(set) lazy var windowID: String = findWindow()

    /// Starts `kinetic --automation FOLDER ARGUMENTS` with `folders` as its config, data and cache folders.
    init(kinetic: String, arguments: [String], folders: AppFolders, display: XvfbServer) throws {
        folder = folders.root.appendingPathComponent("automation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.display = display
        process = try ChildProcess(
            kinetic, ["--automation", folder.path] + arguments, environment: display.environment(folders.environment),
            captureOutput: false, errorLog: folder.appendingPathComponent("stderr.txt").path)
    }

    deinit {
        process.terminate()
        try? FileManager.default.removeItem(at: folder)
    }

    func events() -> [[String: Any]] {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("events.jsonl").path)
        else { return [] }
        return data.split(separator: UInt8(ascii: "\n")).compactMap {
            try? JSONSerialization.jsonObject(with: Data($0)) as? [String: Any]
        }
    }

    /// The `count`-th event called `name`, waiting for it.
    @discardableResult
    func waitForEvent(_ name: String, count: Int = 1, timeout: Double = eventTimeout) throws -> [String: Any] {
        let deadline = monotonicSeconds() + timeout
        while monotonicSeconds() < deadline {
            let matching = events().filter { $0["event"] as? String == name }
            if matching.count >= count { return matching[count - 1] }
            if process.hasExited { throw BenchmarkError("kinetic exited before \(name): see \(folder.path)") }
            usleep(Self.pollInterval)
        }
        throw BenchmarkError("no \(name) event (number \(count)) within \(timeout) s")
    }

    func count(of name: String) -> Int {
        events().filter { $0["event"] as? String == name }.count
    }

    private func tree() -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("tree.json").path) else {
            return nil
        }
        return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    /// The window's size as the last written tree has it, in points.
    func treeWindowSize() -> [Double]? {
        (tree()?["window"] as? [String: Any])?["size"] as? [Double]
    }

    /// Every view with an id, and its frame in window points.
    func identifiedFrames() -> [String: [Double]] {
        guard let root = tree()?["root"] as? [String: Any] else { return [:] }
        var frames: [String: [Double]] = [:]
        func walk(_ node: [String: Any]) {
            if let id = node["id"] as? String, let frame = node["frame"] as? [Double] { frames[id] = frame }
            for child in node["children"] as? [[String: Any]] ?? [] { walk(child) }
        }
        walk(root)
        return frames
    }

    /// Clicks the middle of the view with this id (waiting for it to be in the tree).
    func click(_ identifier: String) throws {
        let deadline = monotonicSeconds() + Self.eventTimeout
        while identifiedFrames()[identifier] == nil {
            guard monotonicSeconds() < deadline else { throw BenchmarkError("no view \(identifier) in tree.json") }
            usleep(Self.pollInterval * 10)
        }
        let frame = identifiedFrames()[identifier]!
        try xdotool([
            "mousemove", "--window", windowID, String(Int(frame[0] + frame[2] / 2)),
            String(Int(frame[1] + frame[3] / 2)),
            "click", "1",
        ])
    }

    /// Resizes the window as a window manager would, and waits for the app to take the new size.
    func resize(width: Int, height: Int) throws {
        let resizes = count(of: "window.resized")
        try xdotool(["windowsize", windowID, String(width), String(height)])
        try waitForEvent("window.resized", count: resizes + 1)
        let deadline = monotonicSeconds() + Self.eventTimeout
        while treeWindowSize() != [Double(width), Double(height)] {
            guard monotonicSeconds() < deadline else {
                throw BenchmarkError("tree.json never showed \(width)×\(height)")
            }
            usleep(Self.pollInterval * 10)
        }
    }

    /// Clicks a view until `event` has been logged `count` times (a click that lands while the view is still
    /// moving into place is tried again).
    func click(_ identifier: String, until event: String, count: Int, attempts: Int = 3) throws {
        for _ in 0..<attempts {
            try click(identifier)
            if (try? waitForEvent(event, count: count, timeout: Self.clickTimeout)) != nil { return }
        }
        throw BenchmarkError("clicking \(identifier) \(attempts) times logged no \(event) (number \(count))")
    }

    /// SIGTERM: a clean quit (state saved).
    func quit() {
        process.terminate()
    }

    private func xdotool(_ arguments: [String]) throws {
        try runTool("/usr/bin/xdotool", arguments, environment: display.environment())
    }

    private func findWindow() -> String {
        let output = try? runTool(
            "/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--name", "^Kinetic$"],
            environment: display.environment())
        return output?.split(separator: "\n").first.map(String.init) ?? ""
    }
}

/// Private config, data and cache folders for the apps a benchmark starts (never the user's own).
struct AppFolders {
    let root: URL

    init(name: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-bench-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    var cache: URL { root.appendingPathComponent("cache") }

    var environment: [String: String] {
        [
            "KINETIC_CONFIG_DIR": root.appendingPathComponent("config").path,
            "KINETIC_DATA_DIR": root.appendingPathComponent("data").path,
            "KINETIC_CACHE_DIR": cache.path,
        ]
    }

    func emptyCache() {
        try? FileManager.default.removeItem(at: cache)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
