// Big pictures: frames while a large PNG decodes (in the background as the app does, and inline on the main thread
// for scale), and launches with a huge picture remembered from a drop (time to the first present, peak RSS).
import Foundation

@MainActor
struct ImagesArea {
    /// The picture decoded while frames are timed, in pixels a side.
    static let decodeSide = 6_000
    /// The remembered pictures launched with: one the app shows, one past its limit that it must refuse early.
    static let launchSides = [6_000, 16_000]
    /// The longest wait between two frames while a picture decodes in the background, in milliseconds (a frame
    /// dropped now and then under load is fine; a decode on the main thread takes about a second).
    static let targetLongestGap = 100.0
    /// A launch with a huge remembered picture reaches its first present within this, in milliseconds.
    static let targetFirstPresent = 1_000.0
    /// Peak resident memory of a launch with a picture too big to show, in megabytes: it is refused before
    /// decoding.
    static let targetRefusedPeak = 200.0
    /// Seconds a launch waits for the picture to be shown or refused after its first frame.
    static let settle = 10.0

    let options: BenchmarkOptions
    let display: XvfbServer

    func run() throws -> [ResultRow] {
        let folders = try AppFolders(name: "images")
        defer { folders.remove() }
        let picture = try solidPicture(side: Self.decodeSide, in: folders)
        let background = try decode(picture, mode: "background")
        let inline = try decode(picture, mode: "inline")
        for (name, result) in [("background", background), ("inline    ", inline)] {
            print(
                "   \(name): longest frame gap \(Format.number(result.longestGapMilliseconds)) ms "
                    + "(\(Format.number(result.longestGapBeforeMilliseconds)) ms before the load), picture on screen "
                    + "\(Format.number(result.shownMilliseconds)) ms after the load began, peak RSS "
                    + "\(Format.number(result.peakResidentMegabytes)) MB")
        }
        let side = "\(Self.decodeSide)²"
        var rows = [
            ResultRow(
                area: "images", figure: "longest frame gap while a \(side) PNG decodes (floor: before the load)",
                value: background.longestGapMilliseconds, unit: "ms", floor: background.longestGapBeforeMilliseconds,
                target: .atMost(Self.targetLongestGap)),
            ResultRow(
                area: "images", figure: "same, decoded on the main thread (what the background saves)",
                value: inline.longestGapMilliseconds, unit: "ms", target: .none),
            ResultRow(
                area: "images", figure: "\(side) picture on screen after its load began",
                value: background.shownMilliseconds, unit: "ms", target: .none),
        ]
        for side in Self.launchSides { rows += try launch(rememberingSide: side, folders: folders) }
        return rows
    }

    private func solidPicture(side: Int, in folders: AppFolders) throws -> String {
        let path = folders.root.appendingPathComponent("\(side)x\(side).png").path
        if !FileManager.default.fileExists(atPath: path) { try SolidPNG.write(to: path, width: side, height: side) }
        return path
    }

    private func decode(_ picture: String, mode: String) throws -> ImageDecodeProbe.Result {
        let probe = try ChildProcess(
            Self.ownExecutable, [ImageDecodeProbe.flag, mode, picture], environment: display.environment(),
            captureOutput: true, errorLog: "/dev/null")
        defer { probe.terminate() }
        guard let line = probe.readLine(timeout: AppUnderTest.eventTimeout),
            let result = ImageDecodeProbe.Result(line: line)
        else { throw BenchmarkError("the decode probe (\(mode)) printed no result") }
        return result
    }

    /// Launches kinetic on Crossfade with a `side`² picture remembered in its state.
    private func launch(rememberingSide side: Int, folders: AppFolders) throws -> [ResultRow] {
        let picture = try solidPicture(side: side, in: folders)
        let config = folders.root.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let state = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>crossfadeImagePaths</key><array><string>\(picture)</string></array>\
            </dict></plist>
            """
        try state.write(to: config.appendingPathComponent("state.plist"), atomically: true, encoding: .utf8)
        let app = try AppUnderTest(
            kinetic: options.kinetic, arguments: ["--tab", "crossfade", "--size", "1024x720"], folders: folders,
            display: display)
        defer { app.quit() }
        let launch = try LaunchSample.kinetic(app)
        var peak = peakResidentMegabytes(pid: app.process.pid)
        let deadline = monotonicSeconds() + Self.settle
        var outcome: [String: Any]?
        while outcome == nil, monotonicSeconds() < deadline {
            outcome = app.events().last {
                ["crossfade.image.restored", "crossfade.image.forgotten"].contains($0["event"] as? String)
            }
            peak = max(peak, peakResidentMegabytes(pid: app.process.pid))
            usleep(AppUnderTest.pollInterval * 20)
        }
        peak = max(peak, peakResidentMegabytes(pid: app.process.pid))
        let verdict = (outcome?["event"] as? String).map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        let at = outcome?["t"] as? Double
        print(
            "   launch remembering a \(side)² PNG: first present \(Format.number(launch.milliseconds)) ms, picture "
                + "\(verdict ?? "neither shown nor refused")\(at.map { " at \(Format.number($0)) s" } ?? ""), "
                + "peak RSS \(Format.number(peak)) MB")
        let refused = verdict == "forgotten"
        return [
            ResultRow(
                area: "images", figure: "launch remembering a \(side)² PNG, first present", value: launch.milliseconds,
                unit: "ms", target: .atMost(Self.targetFirstPresent)),
            ResultRow(
                area: "images", figure: "same, peak RSS (picture \(refused ? "refused" : verdict ?? "not handled"))",
                value: peak, unit: "MB", target: refused ? .atMost(Self.targetRefusedPeak) : .none),
        ]
    }

    /// This runner's own binary (the decode probe runs in a child of it, with a real window).
    static var ownExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
