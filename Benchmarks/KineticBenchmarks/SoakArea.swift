// Resident memory over a long session: the real release app under the benchmark's Xvfb plays SoakScript — every
// tab in turn, then ten minutes of seeded random clicks, drags, keys and tab switches — and the runner reads its RSS
// after the first pass through the tabs, every minute, and at the end. What the app keeps after ten minutes beyond
// what it held once every tab had been shown is what its caches and leaks grew by (each cache has a bound: README,
// Measured). Sound is off (whether an audio device exists differs from machine to machine).
import Foundation

@MainActor
struct SoakArea {
    /// RSS at the end may exceed RSS after the first pass through every tab by this much, in megabytes.
    static let targetGrowth = 15.0
    /// Seconds after the first pass before its RSS is read (the last tab's first frames and animations).
    static let settle = 1.0
    /// Seconds between two progress lines.
    static let reportInterval = 60.0

    let options: BenchmarkOptions
    let display: XvfbServer

    func run() throws -> [ResultRow] {
        let folders = try AppFolders(name: "soak")
        defer { folders.remove() }
        let config = folders.root.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try FrameCostArea.settings.write(
            to: config.appendingPathComponent("settings.plist"), atomically: true, encoding: .utf8)
        let script = SoakScript(windowWidth: 1024, windowHeight: 720)
        let seconds = script.firstPassEnd + options.soakMinutes * 60
        let replay = folders.root.appendingPathComponent("soak.jsonl")
        try (script.lines(seconds: seconds).joined(separator: "\n") + "\n").write(
            to: replay, atomically: true, encoding: .utf8)
        let log = folders.root.appendingPathComponent("presents.log").path
        var extra = folders.environment
        extra["LD_PRELOAD"] = URL(fileURLWithPath: options.frameRecorder).standardizedFileURL.path
        extra["KINETIC_FRAME_LOG"] = log
        let process = try ChildProcess(
            options.kinetic, ["--size", "1024x720", "--tab", "breakout", "--replay", replay.path],
            environment: display.environment(extra), captureOutput: false,
            errorLog: folders.root.appendingPathComponent("stderr.txt").path)
        defer { process.terminate() }
        let start = try firstPresent(log, process)
        sleep(until: start + script.firstPassEnd + Self.settle)
        let afterTabs = try process.residentMegabytes()
        print("   after the first pass through every tab: \(Format.number(afterTabs)) MB")
        var next = start + script.firstPassEnd + Self.reportInterval
        while next < start + seconds {
            sleep(until: next)
            guard !process.hasExited else { throw BenchmarkError("kinetic exited during the soak: see stderr.txt") }
            print(
                "   minute \(Int((next - start - script.firstPassEnd) / 60)): "
                    + "\(Format.number(try process.residentMegabytes())) MB")
            next += Self.reportInterval
        }
        sleep(until: start + seconds)
        let atEnd = try process.residentMegabytes()
        let peak = peakResidentMegabytes(pid: process.pid)
        let frames = FrameLog(path: log).presents.count
        print(
            "   end: \(Format.number(atEnd)) MB, peak \(Format.number(peak)) MB, \(frames) frames presented in "
                + "\(Format.number(seconds)) s")
        let minutes =
            options.soakMinutes.rounded() == options.soakMinutes
            ? String(Int(options.soakMinutes)) : Format.number(options.soakMinutes)
        return [
            ResultRow(
                area: "memory", figure: "RSS after a \(minutes)-minute seeded soak (floor: after every tab, same run)",
                value: atEnd, unit: "MB", floor: afterTabs, target: .overFloorAtMost(Self.targetGrowth)),
            ResultRow(
                area: "memory", figure: "same, peak RSS during the soak", value: peak, unit: "MB", floor: afterTabs,
                target: .none),
        ]
    }

    private func firstPresent(_ log: String, _ process: ChildProcess) throws -> Double {
        let deadline = monotonicSeconds() + LaunchSample.readyTimeout
        while monotonicSeconds() < deadline, !process.hasExited {
            if let first = FrameLog(path: log).first { return first.seconds }
            usleep(10_000)
        }
        throw BenchmarkError("the soak's app presented no frame (is \(options.frameRecorder) built? make floor)")
    }

    private func sleep(until time: Double) {
        let remaining = time - monotonicSeconds()
        if remaining > 0 { usleep(UInt32(min(remaining, 4000) * 1e6)) }
    }
}
