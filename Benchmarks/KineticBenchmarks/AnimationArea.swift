// The per-frame cost of the animation engine: 1,000 views animating at once, advanced by one 1/60 s frame through
// the window's tick (timers, animations, layout), then every animated property read back as the renderer reads it
// (presented values).
import Kit

@MainActor
enum AnimationArea {
    static let viewCount = 1000
    /// Frames of 1/60 s, advanced as the run loop does.
    static let frame = 1.0 / 60
    static let warmupFrames = 30
    static let measuredFrames = 600
    /// Frames per timed chunk.
    static let chunkFrames = 30
    static let rounds = 5
    /// Long enough that nothing finishes during a round, in seconds.
    static let animationDuration = 1000.0
    /// What one animated property may cost per frame (advance + read), in nanoseconds.
    static let targetNanosecondsPerProperty = 1000.0

    /// One way of animating the views, and how many properties each view animates.
    struct Scenario {
        let name: String
        let propertiesPerView: Int
        let start: @MainActor (View, Int) -> Void
    }

    static func run() -> [ResultRow] {
        print("   \(viewCount) views animating at once, one 1/60 s frame (window tick + presented values read),")
        print("   best \(chunkFrames)-frame mean of \(rounds) × \(measuredFrames) frames")
        return scenarios.map { scenario in
            let nanosecondsPerFrame = measure(scenario)
            let perProperty = nanosecondsPerFrame / Double(viewCount * scenario.propertiesPerView)
            print("   \(scenario.name): \(Format.number(nanosecondsPerFrame / 1000)) µs per frame")
            return ResultRow(
                area: "animation", figure: "\(scenario.name), per animated property", value: perProperty,
                unit: "ns", target: .atMost(targetNanosecondsPerProperty))
        }
    }

    static let scenarios = [
        Scenario(name: "ease-in-out center+alpha", propertiesPerView: 2) { view, index in
            View.animate(duration: animationDuration) {
                view.center = Point(x: Double(index % 40) * 25, y: Double(index / 40) * 25)
                view.alpha = 0.5
            }
        },
        Scenario(name: "spring center+transform+color", propertiesPerView: 3) { view, index in
            View.animate(duration: animationDuration, dampingRatio: 0.5) {
                view.center = Point(x: Double(index % 40) * 25, y: Double(index / 40) * 25)
                view.transform = AffineTransform(rotationAngle: 0.5)
                view.backgroundColor = .white
            }
        },
        Scenario(name: "two retargeted ease-in-outs", propertiesPerView: 1) { view, index in
            View.animate(duration: animationDuration) { view.center = Point(x: Double(index), y: 0) }
            View.animate(duration: animationDuration) { view.center = Point(x: 0, y: Double(index)) }
        },
        Scenario(name: "repeat+autoreverse transform3D", propertiesPerView: 1) { view, _ in
            View.animate(duration: 0.7, options: [.repeat, .autoreverse]) {
                view.transform3D = Transform3D(rotationY: 1)
            }
        },
    ]

    /// Reads every presented value the renderer would (all of them, animated or not).
    static func readPresentedValues(_ views: [View]) -> Double {
        var sum = 0.0
        for view in views {
            sum += view.presentedCenter.x + view.presentedAlpha + view.presentedBounds.width
            sum += view.presentedTransform.a + view.presentedBackgroundColor.red + view.presentedTransform3D.rotationY
        }
        return sum
    }

    /// Nanoseconds per frame for ticking the window and reading presented values: the mean over a chunk of
    /// frames, the best chunk of all rounds (the machine is shared; the best chunk is the cost without
    /// interference).
    static func measure(_ scenario: Scenario) -> Double {
        var best = Double.infinity
        var sink = 0.0
        let clock = FrameClock()
        clock.now = 1
        for _ in 0..<rounds {
            let window = Window(size: Size(width: 1000, height: 700)) { clock.now }
            let views = (0..<viewCount).map { index in
                let view = View(
                    frame: Rect(x: Double(index % 40) * 25, y: Double(index / 40) * 25, width: 20, height: 20))
                window.rootView.addSubview(view)
                return view
            }
            window.tick()
            for (index, view) in views.enumerated() { scenario.start(view, index) }
            for _ in 0..<warmupFrames {
                clock.now += frame
                window.tick()
                sink += readPresentedValues(views)
            }
            for _ in 0..<(measuredFrames / chunkFrames) {
                let start = monotonicSeconds()
                for _ in 0..<chunkFrames {
                    clock.now += frame
                    window.tick()
                    sink += readPresentedValues(views)
                }
                best = min(best, (monotonicSeconds() - start) / Double(chunkFrames) * 1e9)
            }
            for view in views { view.removeFromSuperview() }
            clock.now += frame
            window.tick()
        }
        if sink.isNaN { print("   (unreachable: keeps the reads from being optimised away)") }
        return best
    }
}
