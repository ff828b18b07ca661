// Frame cost of the Snowman studio: every preset played from rest to its end, each frame the window's tick plus
// the whole window drawn by SDL's software renderer (the figure is a 3D layer with the SVG rasterised at its
// presented size).
import Foundation
import Kit
import Platform
import Snowman

@MainActor
enum SnowmanArea {
    static let size = Size(width: 1024, height: 720)
    static let frame = 1.0 / 60
    /// Longest a play may take before the benchmark gives up on it, in seconds of animation.
    static let playLimit = 30.0
    /// A frame must fit in one 60 Hz refresh, in milliseconds.
    static let targetP99Milliseconds = 1000.0 / 60

    static func run(resources: String) throws -> [ResultRow] {
        let figure = try ImageLoader.image(at: resources + "/images/snowman.svg")
        let scene = SnowmanScene(figureImage: figure, dataDirectory: nil, tabIcon: nil, events: .disabled())
        let clock = FrameClock()
        clock.now = 1
        let window = Window(size: size) { clock.now }
        window.setRootScene(scene)
        let target = try OffscreenTarget(size: size)
        func frameMilliseconds() -> Double {
            clock.now += frame
            let start = monotonicSeconds()
            window.tick()
            target.draw(background: window.paintsEveryPixel ? nil : Theme.Palette.background) { window.render(in: $0) }
            _ = target.pixel(x: 0, y: 0)  // flushes SDL's queued drawing, so the render is really done
            return (monotonicSeconds() - start) * 1000
        }
        _ = frameMilliseconds()
        var frames: [Double] = []
        let player = scene.studio.player
        for setting in scene.studio.settings {
            player.choose(setting)
            player.play()
            let end = clock.now + playLimit
            while player.state == .playing, clock.now < end { frames.append(frameMilliseconds()) }
        }
        frames.sort()
        let p50 = percentile(frames, 0.5)
        let p99 = percentile(frames, 0.99)
        print(
            "   \(scene.studio.settings.count) presets, \(frames.count) frames at \(Int(size.width))×\(Int(size.height)): "
                + "p50 \(Format.number(p50)) ms, p99 \(Format.number(p99)) ms, max \(Format.number(frames.last ?? 0)) ms"
        )
        return [
            ResultRow(area: "snowman", figure: "studio frame p50, every preset", value: p50, unit: "ms", target: .none),
            ResultRow(
                area: "snowman", figure: "studio frame p99, every preset", value: p99, unit: "ms",
                target: .atMost(targetP99Milliseconds)),
        ]
    }
}
