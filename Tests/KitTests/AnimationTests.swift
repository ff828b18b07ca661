import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("View animation")
struct AnimationTests {
    @Test("UIKit's curves match the cubic Bézier definition")
    func curvesMatchBezier() {
        // Sample the Bézier parametrically and check the solved curve gives the same y for that x.
        for curve in [TimingCurve.easeIn, .easeOut, .easeInOut, TimingCurve(0.25, 0.1, 0.25, 1)] {
            for step in 1..<20 {
                let s = Double(step) / 20
                let inverse = 1 - s
                let x = 3 * inverse * inverse * s * curve.c1.x + 3 * inverse * s * s * curve.c2.x + s * s * s
                let y = 3 * inverse * inverse * s * curve.c1.y + 3 * inverse * s * s * curve.c2.y + s * s * s
                #expect(abs(curve.value(at: x) - y) < 1e-4)
            }
        }
        #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
    }

    @Test("The model value changes at once while the presented value moves along the curve")
    func modelVersusPresentation() {
        let clock = TestClock()
        let window = Window(size: Size(width: 200, height: 200), clock: clock)
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(view)
        clock.tick(window, at: 0)
        View.animate(duration: 1, curve: .linear) { view.alpha = 0 }
        #expect(view.alpha == 0)
        #expect(view.presentedAlpha == 1)
        clock.tick(window, at: 0.25)
        #expect(abs(view.presentedAlpha - 0.75) < 1e-9)
        clock.tick(window, at: 1)
        #expect(view.presentedAlpha == 0)
        #expect(!window.isAnimating)
    }

    @Test("Completion runs once with finished, after the end")
    func completionRunsOnce() {
        let clock = TestClock()
        let window = Window(size: Size(width: 200, height: 200), clock: clock)
        let view = View()
        window.rootView.addSubview(view)
        clock.tick(window, at: 0)
        var results: [Bool] = []
        View.animate(duration: 0.5) {
            view.center = Point(x: 50, y: 50)
            view.alpha = 0.5
        } completion: {
            results.append($0)
        }
        clock.tick(window, at: 0.4)
        #expect(results.isEmpty)
        clock.tick(window, at: 0.5)
        clock.tick(window, at: 0.6)
        #expect(results == [true])
    }

    @Test("Retargeting a moving property continues from the screen and reports the first as interrupted")
    func retargetingIsContinuous() {
        let clock = TestClock()
        let window = Window(size: Size(width: 200, height: 200), clock: clock)
        let view = View()
        window.rootView.addSubview(view)
        clock.tick(window, at: 0)
        var first: [Bool] = []
        View.animate(duration: 1, curve: .linear) {
            view.center = Point(x: 100, y: 0)
        } completion: {
            first.append($0)
        }
        clock.tick(window, at: 0.5)
        let before = view.presentedCenter
        View.animate(duration: 1, curve: .linear) { view.center = Point(x: 0, y: 100) }
        #expect(view.presentedCenter == before)
        clock.tick(window, at: 0.51)
        #expect(first == [false])
        clock.tick(window, at: 2)
        #expect(view.presentedCenter == Point(x: 0, y: 100))
    }

    @Test("A zero duration applies at once and still completes on the next frame")
    func zeroDuration() {
        let clock = TestClock()
        let window = Window(size: Size(width: 200, height: 200), clock: clock)
        let view = View()
        window.rootView.addSubview(view)
        clock.tick(window, at: 0)
        var finished: Bool?
        View.animate(duration: 0) {
            view.alpha = 0.3
        } completion: {
            finished = $0
        }
        #expect(view.presentedAlpha == 0.3)
        #expect(finished == nil)
        clock.tick(window, at: 0.016)
        #expect(finished == true)
    }

    @Test("A view removed mid-animation completes with finished false and is freed")
    func removedViewIsReleased() {
        let clock = TestClock()
        let window = Window(size: Size(width: 200, height: 200), clock: clock)
        clock.tick(window, at: 0)
        var finished: Bool?
        weak var weakView: View?
        do {
            let view = View()
            weakView = view
            window.rootView.addSubview(view)
            View.animate(duration: 1) {
                view.alpha = 0
            } completion: {
                finished = $0
            }
            view.removeFromSuperview()
        }
        clock.tick(window, at: 0.1)
        #expect(finished == false)
        #expect(weakView == nil)
    }

    @Test("An animating view ignores touches unless the animation allows interaction")
    func animatingViewsIgnoreTouches() {
        let clock = TestClock()
        let window = Window(size: Size(width: 200, height: 200), clock: clock)
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        clock.tick(window, at: 0)
        View.animate(duration: 1) { view.alpha = 0.5 }
        #expect(window.rootView.hitTest(Point(x: 10, y: 10)) === window.rootView)
        View.animate(duration: 1, options: .allowUserInteraction) { view.backgroundColor = .white }
        clock.tick(window, at: 1)
        View.animate(duration: 1, options: .allowUserInteraction) { view.alpha = 1 }
        #expect(window.rootView.hitTest(Point(x: 10, y: 10)) === view)
    }
}
