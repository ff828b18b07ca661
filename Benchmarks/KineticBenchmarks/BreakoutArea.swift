// Frame cost of Breakout: update (the window's tick: display link, physics, guards, animations, layout) plus render
// (the whole window drawn by SDL's software renderer into memory, flushed), per 1/60 s frame, with the autopilot
// playing.
import Breakout
import Foundation
import Kit
import Platform
import Preferences

@MainActor
enum BreakoutArea {
    struct Configuration {
        var balls = 1
        var rows = 5
        var columns = 10
        var name: String {
            balls == 1 && rows == 5 && columns == 10 ? "default settings" : "\(balls) balls, \(columns)×\(rows) bricks"
        }
    }

    static let configurations = [Configuration(), Configuration(balls: 5, rows: 12, columns: 20)]
    static let size = Size(width: 1024, height: 720)
    static let warmupFrames = 180
    static let measuredFrames = 1_800
    static let seed: UInt64 = 42
    /// A frame's update + render must leave most of a 60 Hz frame free, in milliseconds.
    static let targetP99Milliseconds = 4.0

    static func run(resources: String) throws -> [ResultRow] {
        var rows: [ResultRow] = []
        for configuration in configurations {
            let totals = try measure(configuration, resources: resources).sorted()
            let p50 = percentile(totals, 0.5)
            let p99 = percentile(totals, 0.99)
            print("   \(configuration.name): update+render p50 \(Format.number(p50)) ms, p99 \(Format.number(p99)) ms")
            rows.append(
                ResultRow(
                    area: "breakout", figure: "frame p50, \(configuration.name)", value: p50, unit: "ms",
                    target: .none))
            rows.append(
                ResultRow(
                    area: "breakout", figure: "frame p99, \(configuration.name)", value: p99, unit: "ms",
                    target: .atMost(targetP99Milliseconds)))
        }
        return rows
    }

    /// Update + render milliseconds of every measured frame.
    static func measure(_ configuration: Configuration, resources: String) throws -> [Double] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breakout-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = PreferencesStore(sections: [BreakoutScene.settingsSection], directory: folder)
        store[BreakoutSettings.ballCount] = configuration.balls
        store[BreakoutSettings.brickRows] = configuration.rows
        store[BreakoutSettings.brickColumns] = configuration.columns
        func icon(_ name: String) -> Image? { try? ImageLoader.image(at: resources + "/icons/\(name).svg") }
        let scene = BreakoutScene(tabIcon: icon("breakout"), events: .disabled(), preferences: store, randomSeed: seed)
        let clock = FrameClock()
        let window = Window(size: size) { clock.now }
        // The app's other tabs as empty stand-ins, so the tab bar (and the frame) looks as in the app.
        let others = ["pentominoes", "crossfade", "snowman", "dropit", "settings"].map { name in
            Scene(name: name, title: name.capitalized, tabIcon: icon(name))
        }
        window.setRootScene(TabBarController(scenes: [scene] + others))
        scene.isAutopilotOn = true
        let target = try OffscreenTarget(size: size)
        var totals: [Double] = []
        for frame in 0..<(warmupFrames + measuredFrames) {
            clock.now += 1.0 / 60
            let start = monotonicSeconds()
            window.tick()
            target.draw(background: window.paintsEveryPixel ? nil : Theme.Palette.background) { window.render(in: $0) }
            _ = target.pixel(x: 0, y: 0)  // flushes SDL's queued drawing, so the render is really done
            if frame >= warmupFrames { totals.append((monotonicSeconds() - start) * 1000) }
        }
        return totals
    }
}
