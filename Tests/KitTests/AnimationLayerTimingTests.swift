import Testing

@testable import Kit

@MainActor
@Suite("Layer timing: speed, timeOffset, beginTime, pause and resume")
struct AnimationLayerTimingTests {
    /// Starts a 2 s multi-property animation on the stage's view.
    private func startAnimation(on view: View, completion: (@MainActor (Bool) -> Void)? = nil) {
        View.animate(duration: 2) {
            view.center = Point(x: 300, y: 200)
            view.alpha = 0.2
            view.transform3D = Transform3D(rotationX: 1)
        } completion: { finished in
            completion?(finished)
        }
    }

    private func close(_ a: [Double], _ b: [Double]) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    private func snapshot(_ view: View) -> [Double] {
        [view.presentedCenter.x, view.presentedCenter.y, view.presentedAlpha, view.presentedTransform3D.rotationX]
    }

    @Test(
        "Pause at t, wait 10 s, resume: identical values after the same elapsed animation time, at any speed",
        arguments: [1.0, 2.0, 0.5])
    func pauseResumeIsExact(speed: Double) {
        // Reference: the same animation never paused.
        let reference = AnimationStage()
        reference.view.speed = speed
        startAnimation(on: reference.view)
        reference.tick(0.3 / speed)
        reference.tick(0.7 / speed)
        let expected = snapshot(reference.view)

        let stage = AnimationStage()
        stage.view.speed = speed
        var finished: [Bool] = []
        startAnimation(on: stage.view) { finished.append($0) }
        stage.tick(0.3 / speed)
        let atPause = snapshot(stage.view)
        stage.view.pauseAnimations()
        #expect(snapshot(stage.view) == atPause, "pausing freezes the values where they were")
        stage.tick(5)
        #expect(snapshot(stage.view) == atPause)
        #expect(!stage.window.isAnimating, "a paused tree lets the run loop sleep")
        stage.tick(10.3 / speed)
        stage.view.resumeAnimations()
        #expect(close(snapshot(stage.view), atPause), "resuming continues from exactly the frozen values")
        #expect(stage.view.speed == speed)
        stage.tick(10.7 / speed)
        #expect(close(snapshot(stage.view), expected))
        // 0.3 s of the 2 s ran before the pause; the other 1.7 s run after the resume at 10.3 s (at speed 1).
        stage.tick(12 / speed - 0.01)
        #expect(finished.isEmpty, "the pause does not count toward the duration")
        stage.tick(12 / speed)
        #expect(finished == [true])
    }

    @Test("Speed 2 runs twice as fast, 0.5 half as fast")
    func speedScalesTime() {
        for speed in [2.0, 0.5] {
            let stage = AnimationStage()
            stage.view.speed = speed
            var finished: Bool?
            View.animate(duration: 1, curve: .linear) {
                stage.view.alpha = 0
            } completion: {
                finished = $0
            }
            stage.tick(0.25 / speed)
            #expect(abs(stage.view.presentedAlpha - 0.75) < 1e-9)
            stage.tick(1 / speed - 0.001)
            #expect(finished == nil)
            stage.tick(1 / speed)
            #expect(finished == true)
        }
    }

    @Test("A parent's speed and pause apply to its subviews' animations")
    func timingComposesThroughTheTree() {
        let stage = AnimationStage()
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        stage.view.addSubview(child)
        stage.view.speed = 2
        child.speed = 2
        View.animate(duration: 1, curve: .linear) { child.alpha = 0 }
        stage.tick(0.0625)
        #expect(abs(child.presentedAlpha - 0.75) < 1e-9, "2 × 2 = 4 times as fast")
        stage.view.pauseAnimations()
        stage.tick(3)
        #expect(abs(child.presentedAlpha - 0.75) < 1e-9)
        #expect(!stage.window.isAnimating)
        stage.view.resumeAnimations()
        #expect(stage.window.isAnimating)
        stage.tick(3.125)
        #expect(abs(child.presentedAlpha - 0.25) < 1e-9)
    }

    @Test("timeOffset shifts local time, beginTime delays it, and local time follows the formula")
    func localTimeFormula() {
        let stage = AnimationStage()
        let parent = stage.view
        let child = View()
        parent.addSubview(child)
        let now = stage.window.now
        parent.beginTime = now - 10
        parent.speed = 0.5
        parent.timeOffset = 3
        child.speed = 2
        child.timeOffset = 1
        #expect(abs(parent.localTime(at: now) - 8) < 1e-9)
        #expect(abs(child.localTime(at: now) - 17) < 1e-9)
        #expect(abs(child.currentLocalTime - 17) < 1e-9)
    }

    @Test("Animations started while paused wait until resumed, then run their full duration")
    func animationsStartedWhilePaused() {
        let stage = AnimationStage()
        stage.view.pauseAnimations()
        var finished: Bool?
        View.animate(duration: 1, curve: .linear) {
            stage.view.alpha = 0
        } completion: {
            finished = $0
        }
        stage.tick(5)
        #expect(stage.view.presentedAlpha == 1)
        #expect(!stage.window.isAnimating)
        stage.view.resumeAnimations()
        stage.tick(5.5)
        #expect(abs(stage.view.presentedAlpha - 0.5) < 1e-9)
        stage.tick(6)
        #expect(finished == true)
    }
}
