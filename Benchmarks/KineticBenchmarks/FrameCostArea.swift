// The cost of a frame while something moves, in the real release app under the benchmark's Xvfb, against a bare
// SDL2 program drawing exactly the same rectangles, textures and triangles per frame with the same renderer (SDL's
// software renderer into the window's framebuffer, as without a GPU) at the same 60 frames a second.
//
// For each scenario (FrameScenario): a first launch with --automation finds where the views are; a second plays the
// scenario's input (--replay) under the frame recorder (Benchmarks/floor/frame-recorder.c, LD_PRELOAD) writing down
// every drawing call; a third plays it again recording only the presents, and the runner reads the app's CPU time
// (all threads) over 10 seconds after a warm-up; then kinetic-frame-floor replays the drawing calls of those same
// frames for 10 seconds, recorded the same way. Figures are CPU ms per second at 60 frames a second (CPU per frame
// × 60, so a frame the machine's load delayed does not lower them), and the frames the app dropped: gaps between
// presents longer than one and a half refreshes while it kept animating (a gap after it slept waiting for input is
// idle time, not a late frame), beside the floor's own, counted the same way (on a shared machine the bare program
// drops one now and then too). Sound is off (the floor plays none).
import Foundation

@MainActor
struct FrameCostArea {
    /// Kinetic may spend at most this many times the floor's CPU per frame.
    static let targetRatio = 1.5
    /// Seconds of play before the measurement starts (first frames, caches warming) and measured.
    static let warmUp = 2.0
    static let measured = 10.0
    /// Frames a second both programs aim for.
    static let framesPerSecond = 60.0
    /// A gap between two presents of an animation longer than this is a dropped frame, in milliseconds (one and a
    /// half refreshes).
    static let droppedFrameGap = 1000 / framesPerSecond * 1.5
    /// The app's settings for these runs: sound off.
    static let settings = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>sound.enabled</key><false/></dict></plist>
        """

    struct Measurement {
        var cpuMillisecondsPerSecond: Double
        var frames: Int
        var longestGapMilliseconds: Double
        var droppedFrames: Int
    }

    let options: BenchmarkOptions
    let display: XvfbServer

    /// The recorder as an absolute path (LD_PRELOAD resolves a relative one against each program's working folder).
    private var recorder: String { URL(fileURLWithPath: options.frameRecorder).standardizedFileURL.path }

    func run() throws -> [ResultRow] {
        let folders = try AppFolders(name: "frames")
        defer { folders.remove() }
        let config = folders.root.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Self.settings.write(to: config.appendingPathComponent("settings.plist"), atomically: true, encoding: .utf8)
        var rows: [ResultRow] = []
        for scenario in FrameScenario.all {
            let (app, floor) = try measure(scenario, folders)
            print(
                "   \(scenario.name): kinetic \(Format.number(app.cpuMillisecondsPerSecond)) ms/s (\(app.frames) frames, "
                    + "longest animation gap \(Format.number(app.longestGapMilliseconds)) ms, \(app.droppedFrames) dropped), "
                    + "floor \(Format.number(floor.cpuMillisecondsPerSecond)) ms/s (\(floor.frames) frames, longest gap "
                    + "\(Format.number(floor.longestGapMilliseconds)) ms, \(floor.droppedFrames) dropped)")
            rows += [
                ResultRow(
                    area: "frames", figure: "\(scenario.name), CPU ms per s at 60 fps (floor: same draws, bare SDL2)",
                    value: app.cpuMillisecondsPerSecond, unit: "ms", floor: floor.cpuMillisecondsPerSecond,
                    target: .ratioAtMost(Self.targetRatio)),
                ResultRow(
                    area: "frames",
                    figure: "\(scenario.name), dropped frames in \(Format.number(Self.measured)) s "
                        + "(gaps > \(Format.number(Self.droppedFrameGap)) ms)",
                    value: Double(app.droppedFrames), unit: "", floor: Double(floor.droppedFrames), target: .atMost(0),
                    isCount: true),
            ]
        }
        return rows
    }

    private func measure(_ scenario: FrameScenario, _ folders: AppFolders) throws -> (Measurement, Measurement) {
        let views = try layout(of: scenario, folders)
        let seconds = FrameScenario.start + Self.warmUp + Self.measured + 1
        let replay = folders.root.appendingPathComponent("replay-\(scenario.tab).jsonl")
        let lines = try scenario.input(views, seconds).sorted { $0.time < $1.time }.map(\.line)
        try (lines.joined(separator: "\n") + "\n").write(to: replay, atomically: true, encoding: .utf8)
        let calls = folders.root.appendingPathComponent("calls-\(scenario.tab).log").path
        let recorded = try play(scenario, replay: replay.path, log: calls, recordsCalls: true, folders)
        let presents = folders.root.appendingPathComponent("presents-\(scenario.tab).log").path
        let app = try play(scenario, replay: replay.path, log: presents, recordsCalls: false, folders)
        // The floor draws the frames the recorded run drew over the same stretch of its play.
        guard let firstRecorded = recorded.window.first?.frame, let lastRecorded = recorded.window.last?.frame else {
            throw BenchmarkError("the recorded run of \(scenario.name) presented no frame in its measured stretch")
        }
        let floor = try floorMeasurement(calls: calls, frames: firstRecorded...lastRecorded, folders)
        return (app.measurement, floor)
    }

    /// Where the scenario's views are: a launch on its tab with the automation files, left to settle.
    private func layout(of scenario: FrameScenario, _ folders: AppFolders) throws -> [String: [Double]] {
        let app = try AppUnderTest(
            kinetic: options.kinetic, arguments: ["--size", "1024x720", "--tab", scenario.tab], folders: folders,
            display: display)
        defer { app.quit() }
        try app.waitForEvent("app.ready")
        usleep(500_000)
        return app.identifiedFrames()
    }

    private struct Play {
        var measurement: Measurement
        var window: [FrameLog.Present]
    }

    /// One run of the scenario under the frame recorder: CPU over the measured stretch, and its presents.
    private func play(
        _ scenario: FrameScenario, replay: String, log: String, recordsCalls: Bool, _ folders: AppFolders
    ) throws -> Play {
        var extra = folders.environment
        extra["LD_PRELOAD"] = recorder
        extra["KINETIC_FRAME_LOG"] = log
        extra["KINETIC_FRAME_LOG_CALLS"] = recordsCalls ? "1" : "0"
        let process = try ChildProcess(
            options.kinetic, ["--size", "1024x720", "--tab", scenario.tab, "--replay", replay],
            environment: display.environment(extra), captureOutput: false,
            errorLog: folders.root.appendingPathComponent("stderr-\(scenario.tab).txt").path)
        defer { process.terminate() }
        let deadline = monotonicSeconds() + LaunchSample.readyTimeout
        var firstPresent: Double?
        while firstPresent == nil {
            guard monotonicSeconds() < deadline, !process.hasExited else {
                throw BenchmarkError("\(scenario.name): no frame presented (is \(recorder) built? make floor)")
            }
            usleep(10_000)
            firstPresent = FrameLog(path: log).first?.seconds
        }
        let start = firstPresent! + FrameScenario.start + Self.warmUp
        sleep(until: start)
        let cpuBefore = try process.cpuMilliseconds()
        sleep(until: start + Self.measured)
        let cpu = try process.cpuMilliseconds() - cpuBefore
        let window = FrameLog(path: log).presents(from: start, to: start + Self.measured)
        let gaps = FrameLog.animationGaps(window)
        let measurement = Measurement(
            cpuMillisecondsPerSecond: cpu / Double(max(window.count, 1)) * Self.framesPerSecond,
            frames: window.count, longestGapMilliseconds: gaps.max() ?? .infinity,
            droppedFrames: gaps.filter { $0 > Self.droppedFrameGap }.count)
        return Play(measurement: measurement, window: window)
    }

    /// kinetic-frame-floor drawing the recorded frames for the measured stretch.
    private func floorMeasurement(calls: String, frames: ClosedRange<Int>, _ folders: AppFolders) throws
        -> Measurement
    {
        let log = folders.root.appendingPathComponent("floor-presents.log").path
        let process = try ChildProcess(
            options.frameFloor,
            [calls, String(frames.lowerBound), String(frames.upperBound), String(Self.measured)],
            environment: display.environment([
                "LD_PRELOAD": recorder, "KINETIC_FRAME_LOG": log, "KINETIC_FRAME_LOG_CALLS": "0",
            ]), captureOutput: true, errorLog: folders.root.appendingPathComponent("floor-stderr.txt").path)
        defer { process.terminate() }
        guard let line = process.readLine(timeout: Self.measured * 3 + LaunchSample.readyTimeout) else {
            throw BenchmarkError("\(options.frameFloor) printed no result (see floor-stderr.txt; build it: make floor)")
        }
        let fields = Dictionary(
            uniqueKeysWithValues: line.split(separator: " ").compactMap { field -> (String, Double)? in
                let parts = field.split(separator: "=")
                guard parts.count == 2, let value = Double(parts[1]) else { return nil }
                return (String(parts[0]), value)
            })
        guard let count = fields["frames"], let cpu = fields["cpu_ms"], count > 0 else {
            throw BenchmarkError("\(options.frameFloor) printed \(line)")
        }
        return Measurement(
            cpuMillisecondsPerSecond: cpu / count * Self.framesPerSecond, frames: Int(count),
            longestGapMilliseconds: fields["longest_gap_ms"] ?? .nan, droppedFrames: Int(fields["dropped_frames"] ?? 0))
    }

    private func sleep(until time: Double) {
        let remaining = time - monotonicSeconds()
        if remaining > 0 { usleep(UInt32(remaining * 1e6)) }
    }
}
