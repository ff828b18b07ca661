import Kit
import Testing

@testable import Dynamics

@MainActor
@Suite struct MemoryTests {
    @Test func removedBehavioursAndItemsFreeTheirBodiesShapesAndJoints() {
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        weak var weakBall: TestItem?
        weak var weakCollider: CollisionBehavior?
        weak var weakRod: AttachmentBehavior?
        do {
            let ball = TestItem.ball(at: Point(x: 100, y: 100), radius: 10)
            let other = TestItem.box(at: Point(x: 200, y: 100), side: 10)
            let collider = CollisionBehavior(items: [ball, other])
            collider.translatesReferenceBoundsIntoBoundary = true
            collider.addBoundary(withIdentifier: "oval", for: .oval(in: Rect(x: 10, y: 10, width: 50, height: 50)))
            let rod = AttachmentBehavior(item: ball, attachedTo: other)
            animator.addBehavior(collider)
            animator.addBehavior(rod)
            animator.addBehavior(GravityBehavior(items: [ball]))
            animator.run(seconds: 0.5)
            #expect(animator.chipmunkObjectCounts.bodies == 2)
            #expect(animator.chipmunkObjectCounts.shapes == 2 + 4 + DynamicsTuning.ovalSegmentCount)
            #expect(animator.chipmunkObjectCounts.constraints == 1)
            weakBall = ball
            weakCollider = collider
            weakRod = rod
            collider.removeItem(other)
            #expect(animator.chipmunkObjectCounts.bodies == 2)
        }
        animator.removeAllBehaviors()
        animator.run(seconds: 0.1)
        #expect(animator.chipmunkObjectCounts == (0, 0, 0))
        #expect(weakBall == nil)
        #expect(weakCollider == nil)
        #expect(weakRod == nil)
    }

    @Test func anAnimatorIsFreedWithItsBehavioursStillInIt() {
        weak var weakAnimator: DynamicAnimator?
        weak var weakGravity: GravityBehavior?
        let ball = TestItem.ball(at: .zero, radius: 5)
        do {
            let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
            let gravity = GravityBehavior(items: [ball])
            animator.addBehavior(gravity)
            animator.run(seconds: 0.1)
            weakAnimator = animator
            weakGravity = gravity
        }
        #expect(weakAnimator == nil)
        #expect(weakGravity == nil)
    }
}

@MainActor
@Suite struct ReuseTests {
    @Test func behavioursOutliveAFreedAnimatorAndWorkInANewOne() {
        let ball = TestItem.ball(at: Point(x: 200, y: 100), radius: 10)
        let collider = CollisionBehavior(items: [ball])
        collider.translatesReferenceBoundsIntoBoundary = true
        collider.addBoundary(withIdentifier: "shelf", from: Point(x: 0, y: 200), to: Point(x: 400, y: 200))
        let rod = AttachmentBehavior(item: ball, attachedToAnchor: Point(x: 200, y: 50))
        rod.frequency = 2
        do {
            let first = DynamicAnimator(referenceBounds: Fixture.bounds)
            first.addBehavior(collider)
            first.addBehavior(rod)
            first.run(seconds: 0.2)
        }
        #expect(collider.dynamicAnimator == nil)
        let second = DynamicAnimator(referenceBounds: Fixture.bounds)
        second.addBehavior(collider)
        second.addBehavior(rod)
        second.addBehavior(GravityBehavior(items: [ball]))
        second.run(seconds: 0.5)
        collider.translatesReferenceBoundsIntoBoundary = false
        second.removeAllBehaviors()
        #expect(second.chipmunkObjectCounts == (0, 0, 0))
    }
}
