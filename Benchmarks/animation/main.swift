// The per-frame cost of the animation engine: 1,000 views animating at once, advanced by one 1/60 s window tick,
// every animated property read back as the renderer reads it (presented values). Release build only.
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// Benchmark constants.
enum Bench {
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
}

/// One way of animating the views, and how many properties each view animates.
struct Scenario {
    let name: String
    let propertiesPerView: Int
    let start: @MainActor (View, Int) -> Void
}

/// The benchmark window's clock: it moves one frame at a time, when told.
@MainActor
final class FrameClock {
    var now = 0.0
}

func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

@MainActor
func makeScenarios() -> [Scenario] {
    [
        Scenario(name: "ease-in-out: center, alpha", propertiesPerView: 2) { view, index in
            View.animate(duration: Bench.animationDuration) {
                view.center = Point(x: Double(index % 40) * 25, y: Double(index / 40) * 25)
                view.alpha = 0.5
            }
        },
        Scenario(name: "spring: center, transform, backgroundColor", propertiesPerView: 3) { view, index in
            View.animate(duration: Bench.animationDuration, dampingRatio: 0.5) {
                view.center = Point(x: Double(index % 40) * 25, y: Double(index / 40) * 25)
                view.transform = AffineTransform(rotationAngle: 0.5)
                view.backgroundColor = .white
            }
        },
        Scenario(name: "retargeted: two stacked ease-in-outs on center", propertiesPerView: 1) { view, index in
            View.animate(duration: Bench.animationDuration) { view.center = Point(x: Double(index), y: 0) }
            View.animate(duration: Bench.animationDuration) { view.center = Point(x: 0, y: Double(index)) }
        },
        Scenario(name: "repeat + autoreverse: transform3D", propertiesPerView: 1) { view, _ in
            View.animate(duration: 0.7, options: [.repeat, .autoreverse]) {
                view.transform3D = Transform3D(rotationY: 1)
            }
        },
    ]
}

/// Reads every presented value the renderer would (all of them, animated or not).
@MainActor
func readPresentedValues(_ views: [View]) -> Double {
    var sum = 0.0
    for view in views {
        sum += view.presentedCenter.x + view.presentedAlpha + view.presentedBounds.width
        sum += view.presentedTransform.a + view.presentedBackgroundColor.red + view.presentedTransform3D.rotationY
    }
    return sum
}

/// Nanoseconds per frame for advancing, and for advancing plus reading presented values: the mean over a chunk
/// of frames, the best chunk of all rounds (the machine is shared; the best chunk is the cost without
/// interference).
@MainActor
func measure(_ scenario: Scenario) -> (advance: Double, advanceAndRead: Double) {
    var bestAdvance = Double.infinity
    var bestTotal = Double.infinity
    var sink = 0.0
    for _ in 0..<Bench.rounds {
        let clock = FrameClock()
        let window = Window(size: Size(width: 1000, height: 700)) { clock.now }
        let views = (0..<Bench.viewCount).map { index in
            let view = View(frame: Rect(x: Double(index % 40) * 25, y: Double(index / 40) * 25, width: 20, height: 20))
            window.rootView.addSubview(view)
            return view
        }
        clock.now = 1
        window.tick()
        for (index, view) in views.enumerated() { scenario.start(view, index) }
        for _ in 0..<Bench.warmupFrames {
            clock.now += Bench.frame
            window.tick()
            sink += readPresentedValues(views)
        }
        for _ in 0..<(Bench.measuredFrames / Bench.chunkFrames) {
            var advanceSeconds = 0.0
            var totalSeconds = 0.0
            for _ in 0..<Bench.chunkFrames {
                clock.now += Bench.frame
                let start = monotonicSeconds()
                window.tick()
                let advanced = monotonicSeconds()
                sink += readPresentedValues(views)
                let read = monotonicSeconds()
                advanceSeconds += advanced - start
                totalSeconds += read - start
            }
            bestAdvance = min(bestAdvance, advanceSeconds / Double(Bench.chunkFrames) * 1e9)
            bestTotal = min(bestTotal, totalSeconds / Double(Bench.chunkFrames) * 1e9)
        }
        for view in views { view.removeFromSuperview() }
        clock.now += Bench.frame
        window.tick()
    }
    if sink.isNaN { print("unreachable") }
    return (bestAdvance, bestTotal)
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return String(rounded)
}

@MainActor
func main() {
    print("Animation engine frame cost: \(Bench.viewCount) views animating at once, one 1/60 s frame,")
    print(
        "best \(Bench.chunkFrames)-frame mean of \(Bench.rounds) × \(Bench.measuredFrames) frames (release)")
    print(
        pad("scenario", 48) + pad("advance µs", 12) + pad("+read µs", 10) + pad("ns/view", 9)
            + "ns/animated property (advance + read)")
    for scenario in makeScenarios() {
        let (advance, total) = measure(scenario)
        let perView = total / Double(Bench.viewCount)
        let perProperty = perView / Double(scenario.propertiesPerView)
        print(
            pad(scenario.name, 48) + pad(format(advance / 1000), 12) + pad(format(total / 1000), 10)
                + pad(format(perView), 9) + format(perProperty))
    }
}

MainActor.assumeIsolated { main() }
