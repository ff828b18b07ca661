import Kit
import Testing

@testable import Dynamics

@MainActor
@Suite struct StasisTests {
    @Test func theAnimatorPausesWhenEverythingRestsAndResumesOnAPush() {
        let box = TestItem.box(at: Point(x: 100, y: 100), side: 20)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let stasis = StasisRecorder()
        animator.delegate = stasis
        let material = DynamicItemBehavior(items: [box])
        material.resistance = 5
        material.addLinearVelocity(Point(x: 200, y: 0), for: box)
        animator.addBehavior(material)
        #expect(animator.isRunning)
        #expect(stasis.resumes == 1)
        animator.run(seconds: 3)
        #expect(!animator.isRunning)
        #expect(stasis.pauses == 1)
        let resting = box.center
        animator.run(seconds: 1)
        #expect(box.center == resting)

        let push = PushBehavior(items: [box], mode: .instantaneous)
        push.magnitude = 5
        animator.addBehavior(push)
        #expect(animator.isRunning)
        #expect(stasis.resumes == 2)
        animator.run(seconds: 0.5)
        #expect(box.center.x > resting.x + 10)
    }

    @Test func aBallRestingOnTheFloorUnderGravityReachesStasis() {
        let ball = TestItem.ball(at: Point(x: 200, y: 100), radius: 10)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let stasis = StasisRecorder()
        animator.delegate = stasis
        let collider = CollisionBehavior(items: [ball])
        collider.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: [ball])
        material.elasticity = 0.6
        animator.addBehavior(GravityBehavior(items: [ball]))
        animator.addBehavior(collider)
        animator.addBehavior(material)
        animator.run(seconds: 5)
        #expect(stasis.pauses == 1)
        #expect(abs(ball.center.y - 290) < 0.5)
    }
}
