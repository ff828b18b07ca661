// Frames while a large picture decodes: a real window (under Xvfb or a desktop) keeps a display link running,
// loads a picture at frame 10 — in the background as the app does, or inline on the main thread as it used to —
// and records every frame's wall-clock time until the picture is on screen plus a second. Prints the longest
// wait between two frames (and, for scale, before the load), when the picture was first drawn, and peak RSS.
// Release build only; see run.sh.
import Foundation
import Kit
import Platform

struct Options {
    var image = ""
    var inline = false
    var seconds = 1.0

    init(arguments: [String]) {
        var remaining = arguments.dropFirst().makeIterator()
        while let flag = remaining.next() {
            switch flag {
            case "--image": image = remaining.next() ?? image
            case "--inline": inline = true
            case "--after": seconds = Double(remaining.next() ?? "") ?? seconds
            default: FileHandle.standardError.write(Data("unknown flag \(flag)\n".utf8))
            }
        }
    }
}

@MainActor
func measure(_ options: Options) throws {
    var configuration = HostConfiguration()
    configuration.size = Size(width: 1024, height: 720)
    let host = try AppHost(configuration: configuration)
    let root = View(frame: Rect(x: 0, y: 0, width: 1024, height: 720))
    root.backgroundColor = .black
    let imageView = ImageView(frame: root.bounds)
    root.addSubview(imageView)
    host.window.setRootScene(Scene(name: "bench", title: "Bench", tabIcon: nil, view: root))
    let loader = options.inline ? nil : host.makeImageLoader()
    let start = Date()
    var frames: [Double] = []
    var loadedAt: Double?
    let link = DisplayLink(window: host.window) { _, _ in }
    link.isPaused = false
    host.onFrame = { frameNumber, _ in
        let now = Date().timeIntervalSince(start)
        frames.append(now)
        if frameNumber == 10 {
            if let loader {
                loader.load(options.image) { result in
                    imageView.image = try? result.get()
                    loadedAt = Date().timeIntervalSince(start)
                }
            } else {
                imageView.image = try? ImageLoader.image(at: options.image)
                loadedAt = Date().timeIntervalSince(start)
            }
        }
        if let loadedAt, now > loadedAt + options.seconds { host.requestQuit() }
    }
    try host.run()
    host.shutdown()
    let loadStart = frames[9]
    let longestBefore = longestGap(frames.prefix(10).dropFirst(2))
    let longestDuring = longestGap(frames.dropFirst(9))
    // The first frame drawn with the picture set (inline, it is the frame that decoded it).
    let shown = (frames.first { $0 > (loadedAt ?? .infinity) } ?? .nan) - loadStart
    print(
        String(
            format: "%@: longest frame gap %.0f ms (%.0f ms before the load), picture on screen %.0f ms after the "
                + "load began, peak RSS %.0f MB",
            options.inline ? "inline    " : "background", longestDuring * 1000, longestBefore * 1000, shown * 1000,
            peakResidentMegabytes()))
}

func longestGap<Times: Collection<Double>>(_ times: Times) -> Double {
    zip(times, times.dropFirst()).map { $1 - $0 }.max() ?? 0
}

func peakResidentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return .nan }
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    return (line?.split(separator: " ").dropFirst().first).flatMap { Double($0) }.map { $0 / 1024 } ?? .nan
}

MainActor.assumeIsolated {
    do {
        try measure(Options(arguments: CommandLine.arguments))
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
}
