import Kit
import Testing

@testable import Dynamics

@MainActor
@Suite struct PushBehaviorTests {
    @Test func aContinuousPushOfMagnitudeOneAcceleratesAHundredPointBoxAtAHundredPointsPerSecondSquared() {
        let box = TestItem.box(at: Point(x: 0, y: 0))
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let push = PushBehavior(items: [box], mode: .continuous)
        push.magnitude = 1
        let probe = DynamicItemBehavior(items: [box])
        animator.addBehavior(push)
        animator.addBehavior(probe)
        animator.run(seconds: 1)
        #expect(abs(probe.linearVelocity(for: box).x - 100) < 0.5)
        #expect(abs(box.center.x - 50) / 50 < 0.01)
    }

    @Test func anInstantaneousPushChangesVelocityOnceThenTurnsInactive() {
        let box = TestItem.box(at: .zero)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let push = PushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = Point(x: 0, y: -2)
        let probe = DynamicItemBehavior(items: [box])
        animator.addBehavior(push)
        animator.addBehavior(probe)
        animator.run(seconds: 0.5)
        #expect(!push.active)
        #expect(abs(probe.linearVelocity(for: box).y + 200) < 1e-9)
        #expect(abs(push.angle + .pi / 2) < 1e-12)
    }

    @Test func aHeavierItemAcceleratesLessUnderTheSamePush() {
        let box = TestItem.box(at: .zero, side: 50)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let push = PushBehavior(items: [box], mode: .instantaneous)
        push.magnitude = 1
        let probe = DynamicItemBehavior(items: [box])
        probe.density = 2
        animator.addBehavior(push)
        animator.addBehavior(probe)
        animator.runSteps(1)
        // 50×50 pt at density 2 weighs 0.5 kg: an impulse of 100 kg·pt/s gives 200 pt/s.
        #expect(abs(probe.linearVelocity(for: box).x - 200) < 1e-9)
    }

    @Test func anOffCentrePushSpinsTheItem() {
        let box = TestItem.box(at: .zero)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let push = PushBehavior(items: [box], mode: .instantaneous)
        push.setAngle(0, magnitude: 1)
        push.setTargetOffsetFromCenter(Point(x: 0, y: 40), for: box)
        let probe = DynamicItemBehavior(items: [box])
        animator.addBehavior(push)
        animator.addBehavior(probe)
        animator.run(seconds: 0.1)
        // Pushing right below the centre turns the top left: counter-clockwise on screen, negative.
        #expect(probe.angularVelocity(for: box) < -1)
        #expect(box.transform != .identity)
    }

    @Test func aPushThatRemovesItselfInItsActionLeaksNothing() {
        let box = TestItem.box(at: .zero)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        weak var weakPush: PushBehavior?
        weak var weakBox: TestItem?
        do {
            let push = PushBehavior(items: [box], mode: .instantaneous)
            push.magnitude = 1
            push.action = { [unowned push] in push.dynamicAnimator?.removeBehavior(push) }
            animator.addBehavior(push)
            weakPush = push
        }
        weakBox = box
        animator.run(seconds: 0.1)
        #expect(weakPush == nil)
        #expect(animator.behaviors.isEmpty)
        #expect(animator.chipmunkObjectCounts.bodies == 0)
        #expect(abs(box.center.x - 1.0 / 240 * 100) < 1e-9)
        _ = weakBox
    }
}
