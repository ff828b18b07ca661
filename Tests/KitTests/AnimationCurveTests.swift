import Foundation
import Testing

@testable import Kit

@MainActor
@Suite("Animation curves and springs")
struct AnimationCurveTests {
    @Test(
        "Named and custom curves match the cubic Bézier definition within 1e-4",
        arguments: [
            TimingCurve.linear, .easeIn, .easeOut, .easeInOut, TimingCurve(0.25, 0.1, 0.25, 1),
            TimingCurve(0.68, -0.55, 0.27, 1.55), TimingCurve(0.9, 0, 0.1, 1),
        ])
    func curveMatchesBezier(curve: TimingCurve) {
        // Sample the parametric curve densely and check the solved y(x) lands on it.
        for step in 0...400 {
            let s = Double(step) / 400
            let x = bezier(s, curve.c1.x, curve.c2.x)
            let y = bezier(s, curve.c1.y, curve.c2.y)
            #expect(abs(curve.value(at: x) - y) < 1e-4, "at x = \(x)")
        }
    }

    @Test(
        "A spring is at rest (within 0.5 %) from its duration on",
        arguments: [(0.2, 0.0), (0.5, 0.0), (0.7, 2.0), (1.0, 0.0), (1.0, 3.0), (1.5, 0.0), (3.0, -1.0)])
    func springSettlesAtDuration(damping: Double, velocity: Double) {
        let spring = Spring(dampingRatio: damping, initialVelocity: velocity, duration: 0.6)
        for step in 0...200 {
            let time = 0.6 + Double(step) * 0.01
            #expect(abs(spring.value(at: time) - 1) < 0.005, "t = \(time)")
        }
        // …and it is not at rest much earlier: the duration is the settle time, not an upper bound.
        #expect(abs(spring.value(at: 0.25) - 1) > 0.005)
    }

    @Test("A spring overshoots only when its damping ratio is below 1", arguments: [0.3, 0.6, 0.9, 1.0, 1.2, 2.0])
    func springOvershootsOnlyWhenUnderdamped(damping: Double) {
        let spring = Spring(dampingRatio: damping, duration: 1)
        let peak = (1...1000).map { spring.value(at: Double($0) / 1000) }.max() ?? 0
        if damping < 1 {
            #expect(peak > 1.001)
        } else {
            #expect(peak <= 1 + 1e-9)
        }
    }

    @Test("Lower damping overshoots further")
    func overshootGrowsAsDampingFalls() {
        func peak(_ damping: Double) -> Double {
            let spring = Spring(dampingRatio: damping, duration: 1)
            return (1...1000).map { spring.value(at: Double($0) / 1000) }.max() ?? 0
        }
        #expect(peak(0.3) > peak(0.6))
        #expect(peak(0.6) > peak(0.9))
    }

    @Test("A spring starts at 0 with the initial velocity, in distances per second")
    func springStartsWithInitialVelocity() {
        for velocity in [0.0, 0.5, 4.0] {
            let spring = Spring(dampingRatio: 0.8, initialVelocity: velocity, duration: 0.5)
            let h = 1e-6
            #expect(spring.value(at: 0) == 0)
            #expect(abs(spring.value(at: h) / h - velocity) < 1e-2)
        }
    }

    @Test("View.animate with a spring moves the presented value along the spring and ends at the model value")
    func springAnimationOnAView() {
        let stage = AnimationStage()
        let view = stage.view
        View.animate(duration: 0.5, dampingRatio: 0.5) { view.center = Point(x: 250, y: 50) }
        let spring = Spring(dampingRatio: 0.5, duration: 0.5)
        let xs = stage.samples(until: 0.5) { view.presentedCenter.x }
        for (index, x) in xs.enumerated() where Double(index + 1) / 120 < 0.5 - 1e-9 {
            let time = Double(index + 1) / 120
            #expect(abs(x - (50 + 200 * spring.value(at: time))) < 1e-6)
        }
        #expect((xs.max() ?? 0) > 250, "damping 0.5 overshoots the target")
        stage.tick(0.6)
        #expect(view.presentedCenter == Point(x: 250, y: 50))
        #expect(!stage.window.isAnimating)
    }
}
