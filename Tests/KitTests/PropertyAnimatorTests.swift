import Testing

@testable import Kit

@MainActor
@Suite("Property animator")
struct PropertyAnimatorTests {
    private func makeAnimator(_ view: View, curve: TimingCurve = .linear) -> PropertyAnimator {
        PropertyAnimator(duration: 1, curve: curve) { view.center = Point(x: 250, y: 50) }
    }

    @Test("Start runs to the end: states, values and one completion at .end")
    func runsToTheEnd() {
        let stage = AnimationStage()
        let view = stage.view
        let animator = makeAnimator(view)
        var positions: [PropertyAnimator.Position] = []
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        #expect(view.center == Point(x: 50, y: 50), "nothing applies before it starts")
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(view.center == Point(x: 250, y: 50))
        stage.tick(0.25)
        #expect(abs(view.presentedCenter.x - 100) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        stage.tick(1)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(view.presentedCenter == Point(x: 250, y: 50))
        #expect(!stage.window.isAnimating)
    }

    @Test("Paused, it freezes and needs no frames; fractionComplete scrubs linearly")
    func pauseAndScrub() {
        let stage = AnimationStage()
        let view = stage.view
        let animator = makeAnimator(view, curve: .easeInOut)
        animator.startAnimation()
        stage.tick(0.3)
        animator.pauseAnimation()
        let frozen = view.presentedCenter.x
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        stage.tick(5)
        #expect(view.presentedCenter.x == frozen)
        #expect(!stage.window.isAnimating)
        animator.fractionComplete = 0.75
        #expect(abs(view.presentedCenter.x - 200) < 1e-9, "scrubbing is linear in the fraction")
        animator.fractionComplete = 0.1
        #expect(abs(view.presentedCenter.x - 70) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.1) < 1e-9)
        animator.stopAnimation(true)
    }

    @Test("Continue with new timing and a duration factor goes from the scrubbed point to the end")
    func continueWithNewTiming() {
        let stage = AnimationStage()
        let view = stage.view
        let animator = makeAnimator(view)
        var positions: [PropertyAnimator.Position] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        #expect(view.presentedCenter.x == 150)
        stage.tick(1)
        animator.continueAnimation(withTimingParameters: .curve(.linear), durationFactor: 2)
        #expect(view.presentedCenter.x == 150, "continuing starts where it was")
        stage.tick(1.5)  // the remaining half at twice the duration takes 1 s; half of it done
        #expect(abs(view.presentedCenter.x - 200) < 1e-9)
        stage.tick(2)
        #expect(positions == [.end])
        #expect(view.presentedCenter == Point(x: 250, y: 50))
    }

    @Test("Reversed, it runs back to the start: the model returns to the old value and completion says .start")
    func reversal() {
        let stage = AnimationStage()
        let view = stage.view
        let animator = makeAnimator(view)
        var positions: [PropertyAnimator.Position] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        stage.tick(0.6)
        #expect(abs(view.presentedCenter.x - 170) < 1e-9)
        animator.isReversed = true
        #expect(abs(view.presentedCenter.x - 170) < 1e-9, "turning around does not jump")
        stage.tick(0.9)
        #expect(abs(view.presentedCenter.x - 110) < 1e-9, "going back at the same pace")
        stage.tick(1.2)
        #expect(positions == [.start])
        #expect(view.center == Point(x: 50, y: 50))
        #expect(view.presentedCenter == Point(x: 50, y: 50))
        #expect(animator.state == .inactive)
    }

    @Test("Reversed before it starts, it plays from the end back to the start")
    func reversedBeforeStart() {
        let stage = AnimationStage()
        let view = stage.view
        let animator = makeAnimator(view)
        var positions: [PropertyAnimator.Position] = []
        animator.addCompletion { positions.append($0) }
        animator.isReversed = true
        animator.startAnimation()
        #expect(view.presentedCenter.x == 250)
        stage.tick(0.25)
        #expect(abs(view.presentedCenter.x - 200) < 1e-9)
        stage.tick(1)
        #expect(positions == [.start])
        #expect(view.center.x == 50)
    }

    @Test("A paused, reversed animator continues backward with the original curve")
    func pausedReversal() {
        let stage = AnimationStage()
        let view = stage.view
        let animator = makeAnimator(view, curve: .easeIn)
        animator.startAnimation()
        stage.tick(0.5)
        animator.pauseAnimation()
        animator.isReversed = true
        animator.continueAnimation()
        stage.tick(0.75)
        let expected = 50 + 200 * TimingCurve.easeIn.value(at: 0.25)
        #expect(abs(view.presentedCenter.x - expected) < 1e-9)
        stage.tick(1)
        #expect(view.center.x == 50)
    }

    @Test(
        "Stop, then finish at the start, the end or where it was",
        arguments: [
            (PropertyAnimator.Position.start, 50.0), (.end, 250.0), (.current, 130.0),
        ])
    func stopAndFinish(position: PropertyAnimator.Position, expectedX: Double) {
        let stage = AnimationStage()
        let view = stage.view
        let animator = makeAnimator(view)
        var positions: [PropertyAnimator.Position] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        stage.tick(0.4)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(view.center.x - 130) < 1e-9, "stopped where it was shown")
        #expect(abs(view.presentedCenter.x - 130) < 1e-9)
        stage.tick(0.6)
        #expect(positions.isEmpty)
        animator.finishAnimation(at: position)
        #expect(animator.state == .inactive)
        #expect(abs(view.center.x - expectedX) < 1e-9)
        #expect(abs(view.presentedCenter.x - expectedX) < 1e-9)
        stage.tick(0.7)
        #expect(positions == [position])
        stage.tick(2)
        #expect(positions == [position], "exactly once")
    }

    @Test("Stop without finishing leaves the view where it is and runs no completion, as UIKit")
    func stopWithoutFinishing() {
        let stage = AnimationStage()
        let view = stage.view
        let animator = makeAnimator(view)
        var calls = 0
        animator.addCompletion { _ in calls += 1 }
        animator.startAnimation()
        stage.tick(0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(view.center.x == 150)
        stage.tick(3)
        #expect(calls == 0)
        #expect(view.presentedCenter.x == 150)
    }

    @Test("Animations added while running move over the rest of the animator's progress")
    func addAnimationsWhileRunning() {
        let stage = AnimationStage()
        let view = stage.view
        let animator = makeAnimator(view)
        animator.startAnimation()
        stage.tick(0.5)
        animator.addAnimations { view.alpha = 0 }
        #expect(view.presentedAlpha == 1)
        stage.tick(0.75)
        #expect(abs(view.presentedAlpha - 0.5) < 1e-9)
        stage.tick(1)
        #expect(view.presentedAlpha == 0)
    }

    @Test("A spring animator overshoots and settles at its duration")
    func springAnimator() {
        let stage = AnimationStage()
        let view = stage.view
        let animator = PropertyAnimator(duration: 0.5, dampingRatio: 0.4) { view.center = Point(x: 250, y: 50) }
        var ended = false
        animator.addCompletion { ended = $0 == .end }
        animator.startAnimation()
        let xs = stage.samples(until: 0.5) { view.presentedCenter.x }
        #expect((xs.max() ?? 0) > 260)
        #expect(ended)
    }
}
