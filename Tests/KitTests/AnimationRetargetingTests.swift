import Testing

@testable import Kit

@MainActor
@Suite("Retargeting a moving property")
struct AnimationRetargetingTests {
    /// Finite-difference step for velocities, in seconds.
    private static let h = 1e-6

    /// Starts `first`, retargets with `second` at 0.4 s and returns the position and velocity just before and
    /// just after the retarget.
    private func retarget(
        first: (View) -> Void, second: (View) -> Void
    ) -> (before: (Double, Double), after: (Double, Double)) {
        let stage = AnimationStage()
        let view = stage.view
        first(view)
        stage.tick(0.4 - Self.h)
        let earlier = view.presentedCenter.x
        stage.tick(0.4)
        let atRetarget = view.presentedCenter.x
        second(view)
        let afterRetarget = view.presentedCenter.x
        stage.tick(0.4 + Self.h)
        let later = view.presentedCenter.x
        return ((atRetarget, (atRetarget - earlier) / Self.h), (afterRetarget, (later - afterRetarget) / Self.h))
    }

    @Test("Ease-in-out retargeted mid-flight: no jump in position or velocity")
    func easeInOutIsContinuous() {
        let result = retarget(
            first: { view in View.animate(duration: 1) { view.center = Point(x: 400, y: 50) } },
            second: { view in View.animate(duration: 1) { view.center = Point(x: -100, y: 50) } })
        #expect(abs(result.before.0 - result.after.0) < 1e-9)
        #expect(abs(result.before.1) > 100, "the view was moving fast when retargeted")
        #expect(abs(result.after.1 - result.before.1) < 1, "velocity \(result.before.1) → \(result.after.1) pt/s")
    }

    @Test("A spring retargeted mid-flight keeps its momentum: no jump in position or velocity")
    func springIsContinuous() {
        let result = retarget(
            first: { view in View.animate(duration: 0.8, dampingRatio: 0.6) { view.center = Point(x: 400, y: 50) } },
            second: { view in View.animate(duration: 0.8, dampingRatio: 0.6) { view.center = Point(x: 0, y: 50) } })
        #expect(abs(result.before.0 - result.after.0) < 1e-9)
        #expect(abs(result.before.1) > 100, "the view was moving fast when retargeted")
        #expect(abs(result.after.1 - result.before.1) < 1, "velocity \(result.before.1) → \(result.after.1) pt/s")
    }

    @Test("A linear curve retargeted mid-flight does jump in velocity (the measurement can tell)")
    func linearJumpsInVelocity() {
        let result = retarget(
            first: { view in View.animate(duration: 1, curve: .linear) { view.center = Point(x: 400, y: 50) } },
            second: { view in View.animate(duration: 1, curve: .linear) { view.center = Point(x: 0, y: 50) } })
        #expect(abs(result.before.0 - result.after.0) < 1e-9)
        // The old animation keeps its +350 pt/s; the new one decays its offset (old model 400 − new model 0)
        // at full speed from the first instant: −400 pt/s. Together −50 pt/s: a jump of 400 pt/s.
        #expect(abs(result.before.1 - 350) < 1)
        #expect(abs(result.after.1 - -50) < 1)
    }

    @Test("A retargeted view reaches the new target and the interrupted completion says not finished")
    func retargetReachesNewTarget() {
        let stage = AnimationStage()
        let view = stage.view
        var first: [Bool] = []
        var second: [Bool] = []
        View.animate(duration: 1) {
            view.alpha = 0
        } completion: {
            first.append($0)
        }
        stage.tick(0.3)
        View.animate(duration: 1) {
            view.alpha = 0.8
        } completion: {
            second.append($0)
        }
        #expect(view.alpha == 0.8, "the model value is the latest target at once")
        stage.tick(0.31)
        #expect(first == [false])
        stage.tick(1.3)
        #expect(view.presentedAlpha == 0.8)
        #expect(second == [true])
        #expect(first == [false], "still exactly once")
    }

    @Test("beginFromCurrentState replaces the running motion: position continuous, then one curve to the target")
    func beginFromCurrentStateReplaces() {
        let stage = AnimationStage()
        let view = stage.view
        View.animate(duration: 1, curve: .linear) { view.center = Point(x: 250, y: 50) }
        stage.tick(0.5)
        #expect(view.presentedCenter.x == 150)
        View.animate(duration: 1, curve: .linear, options: .beginFromCurrentState) {
            view.center = Point(x: 50, y: 50)
        }
        #expect(view.presentedCenter.x == 150)
        stage.tick(1.0)
        // Only the new animation moves it now: halfway from 150 to 50.
        #expect(abs(view.presentedCenter.x - 100) < 1e-9)
        stage.tick(1.5)
        #expect(view.presentedCenter.x == 50)
    }

    @Test("Changes in one block never interrupt each other, and a later block only interrupts what it touches")
    func onlyTouchedPropertiesAreInterrupted() {
        let stage = AnimationStage()
        let view = stage.view
        var first: [Bool] = []
        View.animate(duration: 1) {
            view.alpha = 0.5
            view.center = Point(x: 100, y: 100)
        } completion: {
            first.append($0)
        }
        View.animate(duration: 0.5) { view.backgroundColor = .white }
        stage.tick(1)
        #expect(first == [true])
    }
}
