// Frame cost of Breakout: update (the window's tick: display link, physics, guards, animations, layout) plus render
// (the whole window drawn by SDL's software renderer into memory, flushed), per 1/60 s frame, with the autopilot
// playing. Prints p50/p99/max in ms. Release build only; see run.sh. Optionally saves the last frame as a PNG.
import Breakout
import Foundation
import Kit
import Platform
import Preferences

struct Options {
    var repo = "."
    var balls = 1
    var rows = 5
    var columns = 10
    var hits = 1
    var warmupFrames = 180
    var frames = 1_800
    var size = Size(width: 1024, height: 720)
    var screenshot: String?
    var seed: UInt64 = 42

    init(arguments: [String]) {
        var remaining = arguments.dropFirst().makeIterator()
        while let flag = remaining.next() {
            let value = remaining.next() ?? ""
            switch flag {
            case "--repo": repo = value
            case "--balls": balls = Int(value) ?? balls
            case "--rows": rows = Int(value) ?? rows
            case "--columns": columns = Int(value) ?? columns
            case "--hits": hits = Int(value) ?? hits
            case "--frames": frames = Int(value) ?? frames
            case "--warmup": warmupFrames = Int(value) ?? warmupFrames
            case "--seed": seed = UInt64(value) ?? seed
            case "--screenshot": screenshot = value
            case "--probe": break
            default: fatalError("unknown flag \(flag); see run.sh for the flags")
            }
        }
    }
}

/// The benchmark window's clock: one 1/60 s frame per tick.
@MainActor
final class FrameClock {
    var now = 0.0
}

func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(Int((Double(sorted.count - 1) * p).rounded()), sorted.count - 1)]
}

@MainActor
func run(_ options: Options) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breakout-bench-\(getpid())")
    let store = PreferencesStore(sections: [BreakoutScene.settingsSection], directory: folder)
    store.set(.int(options.balls), for: BreakoutSettings.ballCount)
    store.set(.int(options.rows), for: BreakoutSettings.brickRows)
    store.set(.int(options.columns), for: BreakoutSettings.brickColumns)
    store.set(.int(options.hits), for: BreakoutSettings.hitsPerBrick)
    func icon(_ name: String) -> Image? { try? ImageLoader.image(at: options.repo + "/Resources/icons/\(name).svg") }
    let scene = BreakoutScene(
        tabIcon: icon("breakout"), events: .disabled(), preferences: store, randomSeed: options.seed,
        bestScoreFile: BestScoreFile(directory: folder))
    let clock = FrameClock()
    let window = Window(size: options.size) { clock.now }
    // The app's other tabs as empty stand-ins, so the tab bar (and the frame) looks as in the app.
    let others = [
        ("pentominoes", "Pentominoes"), ("crossfade", "Crossfade"), ("dropit", "Dropit"), ("settings", "Settings"),
    ].map { name, title in
        Scene(name: name, title: title, tabIcon: icon(name))
    }
    window.setRootScene(TabBarController(scenes: [scene] + others))
    scene.isAutopilotOn = true
    let target = try OffscreenTarget(size: options.size)
    var updates: [Double] = []
    var renders: [Double] = []
    var sceneRenders: [Double] = []
    var ballsInPlay = 0
    for frame in 0..<(options.warmupFrames + options.frames) {
        clock.now += 1.0 / 60
        let start = monotonicSeconds()
        window.tick()
        let updated = monotonicSeconds()
        target.draw(background: window.paintsEveryPixel ? nil : Theme.Palette.background) { window.render(in: $0) }
        _ = target.pixel(x: 0, y: 0)  // flushes SDL's queued drawing, so the render is really done
        let rendered = monotonicSeconds()
        // The scene's own drawing, without the window's and the tab bar's backgrounds (Kit's share of a frame).
        target.render(scene.view, background: Theme.Palette.background)
        _ = target.pixel(x: 0, y: 0)
        let sceneRendered = monotonicSeconds()
        guard frame >= options.warmupFrames else { continue }
        updates.append(updated - start)
        renders.append(rendered - updated)
        sceneRenders.append(sceneRendered - rendered)
        ballsInPlay += scene.ballsInPlay
    }
    let totals = zip(updates, renders).map { ($0 + $1) * 1_000 }.sorted()
    let updateMs = updates.map { $0 * 1_000 }.sorted()
    let renderMs = renders.map { $0 * 1_000 }.sorted()
    window.tick()  // the scene view was drawn on its own: put the window's layout back before the shot
    target.draw(background: window.paintsEveryPixel ? nil : Theme.Palette.background) { window.render(in: $0) }
    func row(_ name: String, _ values: [Double]) -> String {
        name
            + String(
                format: "  p50 %.3f ms  p99 %.3f ms  max %.3f ms", percentile(values, 0.5), percentile(values, 0.99),
                values.last ?? 0)
    }
    print(
        "Breakout \(options.columns)×\(options.rows) bricks, \(options.balls) ball(s) per serve, "
            + "\(Int(options.size.width))×\(Int(options.size.height)) pt, \(options.frames) frames "
            + String(format: "(mean balls in play %.2f)", Double(ballsInPlay) / Double(options.frames)))
    print(row("  update        ", updateMs))
    print(row("  render        ", renderMs))
    print(row("  update+render ", totals))
    print(row("  scene view only render", sceneRenders.map { $0 * 1_000 }.sorted()))
    if let path = options.screenshot {
        try target.savePNG(to: path)
        print("  saved \(path)")
    }
    try? FileManager.default.removeItem(at: folder)
}

@MainActor
func probe() throws {
    let size = Size(width: 1024, height: 720)
    let target = try OffscreenTarget(size: size)
    func time(_ name: String, _ body: (Canvas) -> Void) {
        var samples: [Double] = []
        for _ in 0..<60 {
            let start = monotonicSeconds()
            target.draw(background: .black, body)
            _ = target.pixel(x: 0, y: 0)
            samples.append((monotonicSeconds() - start) * 1000)
        }
        samples.sort()
        print(name, String(format: "%.3f ms", samples[30]))
    }
    let full = Rect(origin: .zero, size: size)
    time("clear only") { _ in }
    time("full opaque rect") { $0.fill(full, cornerRadius: 0, color: Theme.Palette.background) }
    time("full opaque rounded rect r12") { $0.fill(full, cornerRadius: 12, color: Theme.Palette.background) }
    time("full translucent rect") { $0.fill(full, cornerRadius: 0, color: Theme.Palette.background.withAlpha(0.5)) }
    time("50 bricks 90x24 r4") { c in
        for i in 0..<50 {
            c.fill(
                Rect(x: Double(i % 10) * 97, y: Double(i / 10) * 30, width: 90, height: 24), cornerRadius: 4,
                color: .white)
        }
    }
    time("240 bricks 42x14 r4") { c in
        for i in 0..<240 {
            c.fill(
                Rect(x: Double(i % 20) * 48, y: Double(i / 20) * 20, width: 42, height: 14), cornerRadius: 4,
                color: .white)
        }
    }
    time("full rounded rect composite r12") { c in
        let r = 12.0
        c.fill(Rect(x: r, y: 0, width: size.width - 2 * r, height: size.height), cornerRadius: 0, color: .white)
        c.fill(Rect(x: 0, y: r, width: r, height: size.height - 2 * r), cornerRadius: 0, color: .white)
        c.fill(Rect(x: size.width - r, y: r, width: r, height: size.height - 2 * r), cornerRadius: 0, color: .white)
        for (x, y) in [
            (0.0, 0.0), (size.width - 2 * r, 0), (0, size.height - 2 * r), (size.width - 2 * r, size.height - 2 * r),
        ] {
            c.fillEllipse(in: Rect(x: x, y: y, width: 2 * r, height: 2 * r), color: .white)
        }
    }
    time("full border stroke r12") {
        $0.stroke(full.insetBy(dx: 20, dy: 20), cornerRadius: 12, lineWidth: 1, color: .white)
    }
    time("50 bricks 90x24 r0") { c in
        for i in 0..<50 {
            c.fill(
                Rect(x: Double(i % 10) * 97, y: Double(i / 10) * 30, width: 90, height: 24), cornerRadius: 0,
                color: .white)
        }
    }
    time("50 bricks 90x24 r3") { c in
        for i in 0..<50 {
            c.fill(
                Rect(x: Double(i % 10) * 97, y: Double(i / 10) * 30, width: 90, height: 24), cornerRadius: 3,
                color: .white)
        }
    }
    func composite(_ c: Canvas, _ rect: Rect, _ r: Double) {
        c.fill(
            Rect(x: rect.minX + r, y: rect.minY, width: rect.width - 2 * r, height: rect.height), cornerRadius: 0,
            color: .white)
        c.fill(
            Rect(x: rect.minX, y: rect.minY + r, width: r, height: rect.height - 2 * r), cornerRadius: 0, color: .white)
        c.fill(
            Rect(x: rect.maxX - r, y: rect.minY + r, width: r, height: rect.height - 2 * r), cornerRadius: 0,
            color: .white)
        for (x, y) in [
            (rect.minX, rect.minY), (rect.maxX - 2 * r, rect.minY), (rect.minX, rect.maxY - 2 * r),
            (rect.maxX - 2 * r, rect.maxY - 2 * r),
        ] {
            c.fillEllipse(in: Rect(x: x, y: y, width: 2 * r, height: 2 * r), color: .white)
        }
    }
    time("50 bricks 90x24 composite r4") { c in
        for i in 0..<50 { composite(c, Rect(x: Double(i % 10) * 97, y: Double(i / 10) * 30, width: 90, height: 24), 4) }
    }
    time("240 bricks 42x14 composite r4") { c in
        for i in 0..<240 {
            composite(c, Rect(x: Double(i % 20) * 48, y: Double(i / 20) * 20, width: 42, height: 14), 4)
        }
    }
    time("240 bricks 42x14 r0") { c in
        for i in 0..<240 {
            c.fill(
                Rect(x: Double(i % 20) * 48, y: Double(i / 20) * 20, width: 42, height: 14), cornerRadius: 0,
                color: .white)
        }
    }
    time("ball with halos") { c in
        for (s, a) in [(2.4, 0.07), (1.8, 0.14), (1.35, 0.28), (1.0, 1.0)] {
            let r = 8 * s
            c.fillEllipse(
                in: Rect(x: 100 - r, y: 100 - r, width: 2 * r, height: 2 * r), color: Color.white.withAlpha(a))
        }
    }
    // Kit's share of every frame: the window and the tab bar around an empty scene.
    let window = Window(size: size) { 0 }
    window.setRootScene(
        TabBarController(
            scenes: ["breakout", "pentominoes", "crossfade", "dropit", "settings"].map {
                Scene(name: $0, title: $0.capitalized, tabIcon: nil)
            }))
    window.tick()
    time("window with tab bar, empty scene") { window.render(in: $0) }
    time("text label") { c in
        c.draw("SCORE", in: Rect(x: 0, y: 0, width: 200, height: 20), style: TextStyle(size: 11))
    }
}
if CommandLine.arguments.contains("--probe") {
    try MainActor.assumeIsolated { try probe() }
    exit(0)
}

try MainActor.assumeIsolated { try run(Options(arguments: CommandLine.arguments)) }
