import KitTestSupport

@testable import Kit

/// A window with one view in it and a fake clock started at 0, for animation tests.
@MainActor
struct AnimationStage {
    let window: Window
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let clock = TestClock()

    init() {
        window = Window(size: Size(width: 400, height: 400), clock: clock)
        window.rootView.addSubview(view)
        clock.tick(window, at: 0)
    }

    /// Moves the clock to `seconds` after the start and ticks the window.
    func tick(_ seconds: Double) {
        clock.tick(window, at: seconds)
    }

    /// Ticks through `seconds` in frames of `step`, collecting `sample()` after each.
    func samples(until seconds: Double, step: Double = 1.0 / 120, _ sample: () -> Double) -> [Double] {
        var values: [Double] = []
        var time = clock.now
        while time < seconds - 1e-12 {
            time = min(time + step, seconds)
            tick(time)
            values.append(sample())
        }
        return values
    }
}

/// Cubic Bézier coordinate at parameter `s` with end points 0 and 1 and control values `p1`, `p2`.
func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let inverse = 1 - s
    return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
}
