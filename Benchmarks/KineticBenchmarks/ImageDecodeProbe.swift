// The images area's child: a real window (under the runner's Xvfb) keeps a display link running, loads a picture at
// frame 10 — in the background as the app does, or inline on the main thread — and records every frame's time until
// the picture is on screen plus a second. It prints one line for the parent: the longest wait between two frames
// during the load and before it, when the picture was first drawn, and peak RSS.
import Foundation
import Kit
import Platform

enum ImageDecodeProbe {
    /// `KineticBenchmarks --decode-probe background|inline PICTURE` runs the probe instead of the benchmarks.
    static let flag = "--decode-probe"
    static let size = Size(width: 1024, height: 720)
    /// The frame that starts the load (the earlier ones show the idle window's pace).
    static let loadFrame = 10
    /// Seconds of frames recorded after the picture arrived.
    static let after = 1.0

    struct Result {
        var longestGapMilliseconds: Double
        var longestGapBeforeMilliseconds: Double
        var shownMilliseconds: Double
        var peakResidentMegabytes: Double

        var line: String {
            "gap_ms=\(longestGapMilliseconds) before_ms=\(longestGapBeforeMilliseconds) "
                + "shown_ms=\(shownMilliseconds) peak_mb=\(peakResidentMegabytes)"
        }

        init(
            longestGapMilliseconds: Double, longestGapBeforeMilliseconds: Double, shownMilliseconds: Double,
            peakResidentMegabytes: Double
        ) {
            self.longestGapMilliseconds = longestGapMilliseconds
            self.longestGapBeforeMilliseconds = longestGapBeforeMilliseconds
            self.shownMilliseconds = shownMilliseconds
            self.peakResidentMegabytes = peakResidentMegabytes
        }

        init?(line: String) {
            var fields: [String: Double] = [:]
            for pair in line.split(separator: " ") {
                let parts = pair.split(separator: "=")
                if parts.count == 2, let value = Double(parts[1]) { fields[String(parts[0])] = value }
            }
            guard let gap = fields["gap_ms"], let before = fields["before_ms"], let shown = fields["shown_ms"],
                let peak = fields["peak_mb"]
            else { return nil }
            self.init(
                longestGapMilliseconds: gap, longestGapBeforeMilliseconds: before, shownMilliseconds: shown,
                peakResidentMegabytes: peak)
        }
    }

    /// Runs the probe named by the command line and exits.
    @MainActor
    static func main(_ arguments: [String]) -> Never {
        guard arguments.count == 2, ["background", "inline"].contains(arguments[0]) else {
            FileHandle.standardError.write(Data("usage: KineticBenchmarks \(flag) background|inline PICTURE\n".utf8))
            exit(64)
        }
        do {
            print(try measure(picture: arguments[1], inline: arguments[0] == "inline").line)
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }

    @MainActor
    private static func measure(picture: String, inline: Bool) throws -> Result {
        var configuration = HostConfiguration()
        configuration.size = size
        let host = try AppHost(configuration: configuration)
        let root = View(frame: Rect(origin: .zero, size: size))
        root.backgroundColor = .black
        let imageView = ImageView(frame: root.bounds)
        root.addSubview(imageView)
        host.window.setRootScene(Scene(name: "bench", title: "Bench", tabIcon: nil, view: root))
        let loader = inline ? nil : host.makeImageLoader()
        var frames: [Double] = []
        var loadedAt: Double?
        let link = DisplayLink(window: host.window) { _, _ in }
        link.isPaused = false
        host.onFrame = { frameNumber, _ in
            let now = monotonicSeconds()
            frames.append(now)
            if frameNumber == loadFrame {
                if let loader {
                    loader.load(picture) { result in
                        imageView.image = try? result.get()
                        loadedAt = monotonicSeconds()
                    }
                } else {
                    imageView.image = try? ImageLoader.image(at: picture)
                    loadedAt = monotonicSeconds()
                }
            }
            if let loadedAt, now > loadedAt + after { host.requestQuit() }
        }
        try host.run()
        host.shutdown()
        guard frames.count > loadFrame, let loadedAt else { throw BenchmarkError("the picture never loaded") }
        let loadStart = frames[loadFrame - 1]
        // The first frame drawn with the picture set (inline, it is the frame that decoded it).
        let shown = (frames.first { $0 > loadedAt } ?? .nan) - loadStart
        return Result(
            longestGapMilliseconds: longestGap(frames.dropFirst(loadFrame - 1)) * 1000,
            longestGapBeforeMilliseconds: longestGap(frames.prefix(loadFrame).dropFirst(2)) * 1000,
            shownMilliseconds: shown * 1000, peakResidentMegabytes: peakResidentMegabytes(pid: getpid()))
    }

    private static func longestGap<Times: Collection<Double>>(_ times: Times) -> Double {
        zip(times, times.dropFirst()).map { $1 - $0 }.max() ?? 0
    }
}

/// The most resident memory a process has had, in megabytes (VmHWM of /proc/PID/status); nan once it is gone.
func peakResidentMegabytes(pid: pid_t) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else { return .nan }
    return kilobytes / 1024
}
