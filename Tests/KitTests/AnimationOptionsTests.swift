import Testing

@testable import Kit

@MainActor
@Suite("Animation options: delay, repeat, autoreverse")
struct AnimationOptionsTests {
    @Test("A delayed animation holds the old value on screen, then runs its full duration")
    func delayHoldsThenRuns() {
        let stage = AnimationStage()
        let view = stage.view
        var finished: Bool?
        View.animate(duration: 1, delay: 0.5, curve: .linear) {
            view.alpha = 0
        } completion: {
            finished = $0
        }
        #expect(view.alpha == 0)
        stage.tick(0.4)
        #expect(view.presentedAlpha == 1)
        #expect(stage.window.isAnimating)
        stage.tick(1.0)
        #expect(abs(view.presentedAlpha - 0.5) < 1e-9)
        stage.tick(1.5)
        #expect(view.presentedAlpha == 0)
        #expect(finished == true)
    }

    @Test("Autoreverse goes there and back within each cycle")
    func autoreverseGoesThereAndBack() {
        let stage = AnimationStage()
        let view = stage.view
        View.animate(duration: 1, curve: .linear, options: [.autoreverse, .repeat]) { view.alpha = 0 }
        stage.tick(0.5)
        #expect(abs(view.presentedAlpha - 0.5) < 1e-9)
        stage.tick(1.0)
        #expect(abs(view.presentedAlpha) < 1e-9)
        stage.tick(1.25)
        #expect(abs(view.presentedAlpha - 0.25) < 1e-9, "coming back")
        stage.tick(2.0)
        #expect(abs(view.presentedAlpha - 1) < 1e-9, "back at the start after a full cycle")
        stage.tick(2.5)
        #expect(abs(view.presentedAlpha - 0.5) < 1e-9, "and again")
        view.removeFromSuperview()
        stage.tick(2.6)
    }

    @Test(
        "A counted repeat ends on the model value, finished, after count × cycle seconds",
        arguments: [(2.0, false), (2.5, false), (1.5, true), (2.0, true)])
    func countedRepeatEnds(count: Double, autoreverses: Bool) {
        let stage = AnimationStage()
        let view = stage.view
        var results: [Bool] = []
        View.animate(duration: 0.4, curve: .linear) {
            View.modifyAnimations(withRepeatCount: count, autoreverses: autoreverses) {
                view.center = Point(x: 150, y: 50)
            }
        } completion: {
            results.append($0)
        }
        let end = 0.4 * (autoreverses ? 2 : 1) * count
        stage.tick(end - 0.01)
        #expect(view.isAnimating)
        #expect(results.isEmpty)
        stage.tick(end)
        #expect(view.presentedCenter == Point(x: 150, y: 50))
        #expect(results == [true])
        #expect(!stage.window.isAnimating)
    }

    @Test("A fractional repeat stops part-way through its last cycle, holding that frame with fill mode forwards")
    func fractionalRepeatHoldsLastFrame() {
        let stage = AnimationStage()
        let view = stage.view
        var results: [Bool] = []
        View.animate(duration: 1, curve: .linear) {
            View.modifyAnimations(withRepeatCount: 1.25, autoreverses: true, fillMode: .forwards) {
                view.alpha = 0
            }
        } completion: {
            results.append($0)
        }
        stage.tick(2.5)  // 1.25 cycles of 2 s: forward, back, and half of the next forward pass
        #expect(abs(view.presentedAlpha - 0.5) < 1e-9)
        #expect(results == [true])
        #expect(!stage.window.isAnimating, "a held last frame needs no more frames")
        stage.tick(5)
        #expect(abs(view.presentedAlpha - 0.5) < 1e-9)
        View.animate(duration: 1, curve: .linear) { view.alpha = 1 }
        #expect(abs(view.presentedAlpha - 0.5) < 1e-9, "a new animation starts from the held frame")
        stage.tick(6)
        #expect(view.presentedAlpha == 1)
    }

    @Test("Repeating forever never completes by itself; removing the view completes it, not finished")
    func repeatForever() {
        let stage = AnimationStage()
        let view = stage.view
        var results: [Bool] = []
        View.animate(duration: 0.3, options: .repeat) {
            view.alpha = 0.2
        } completion: {
            results.append($0)
        }
        stage.tick(100)
        #expect(results.isEmpty)
        #expect(stage.window.isAnimating)
        view.removeFromSuperview()
        stage.tick(100.1)
        #expect(results == [false])
        #expect(!stage.window.isAnimating)
    }

    @Test("A new animation of a repeating property stops the repeat and starts from the screen")
    func retargetingARepeat() {
        let stage = AnimationStage()
        let view = stage.view
        var results: [Bool] = []
        View.animate(duration: 1, curve: .linear, options: [.repeat, .autoreverse]) {
            view.alpha = 0
        } completion: {
            results.append($0)
        }
        stage.tick(10.25)
        let shown = view.presentedAlpha
        #expect(abs(shown - 0.75) < 1e-9)
        View.animate(duration: 1, curve: .linear) { view.alpha = 0.5 }
        #expect(abs(view.presentedAlpha - shown) < 1e-9)
        stage.tick(11.25)
        #expect(view.presentedAlpha == 0.5)
        #expect(results == [false])
        #expect(!stage.window.isAnimating)
    }

    @Test("Keyframes: the property passes through each value in its slice of the duration")
    func keyframes() {
        let stage = AnimationStage()
        let view = stage.view
        var results: [Bool] = []
        View.animateKeyframes(duration: 2) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center = Point(x: 150, y: 50) }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center = Point(x: 150, y: 250) }
            View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) { view.alpha = 0 }
        } completion: {
            results.append($0)
        }
        stage.tick(0.25)
        #expect(view.presentedCenter == Point(x: 100, y: 50))
        stage.tick(0.75)
        #expect(view.presentedCenter == Point(x: 150, y: 50), "holds between keyframes")
        #expect(abs(view.presentedAlpha - 5.0 / 6) < 1e-9)
        stage.tick(1.5)
        #expect(view.presentedCenter == Point(x: 150, y: 150))
        #expect(results.isEmpty)
        stage.tick(2)
        #expect(view.presentedCenter == Point(x: 150, y: 250))
        #expect(view.presentedAlpha == 0)
        #expect(results == [true])
    }

    @Test("Keyframes repeat and autoreverse as one animation")
    func keyframesRepeat() {
        let stage = AnimationStage()
        let view = stage.view
        View.animateKeyframes(duration: 1, options: [.repeat, .autoreverse]) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        }
        stage.tick(0.5)
        #expect(abs(view.presentedAlpha - 0.5) < 1e-9)
        stage.tick(1.0)
        #expect(abs(view.presentedAlpha) < 1e-9)
        stage.tick(1.75)
        #expect(abs(view.presentedAlpha - 0.75) < 1e-9, "on the way back through the first keyframe")
        stage.tick(2.25)
        #expect(abs(view.presentedAlpha - 0.75) < 1e-9, "second cycle, forward")
        view.removeFromSuperview()
        stage.tick(2.3)
    }
}
