import Kit
import Testing

@testable import Dynamics

@MainActor
@Suite struct CompositeBehaviorTests {
    /// A behaviour made of children, added and removed as one.
    final class FallingBehavior: DynamicBehavior {
        let gravity = GravityBehavior()
        let collider = CollisionBehavior()
        override init() {
            super.init()
            collider.translatesReferenceBoundsIntoBoundary = true
            addChildBehavior(gravity)
            addChildBehavior(collider)
        }
        func add(_ item: any DynamicItem) {
            gravity.addItem(item)
            collider.addItem(item)
        }
    }

    @Test func aCompositeBehaviourActsThroughItsChildren() {
        let ball = TestItem.ball(at: Point(x: 200, y: 20), radius: 10)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let falling = FallingBehavior()
        falling.add(ball)
        animator.addBehavior(falling)
        #expect(falling.gravity.dynamicAnimator === animator)
        animator.run(seconds: 2)
        #expect(abs(ball.center.y - 290) < 1)
        animator.removeBehavior(falling)
        #expect(falling.collider.dynamicAnimator == nil)
        #expect(animator.chipmunkObjectCounts.bodies == 0)
        #expect(animator.chipmunkObjectCounts.shapes == 0)
    }

    @Test func actionRunsOncePerFixedStepAfterContacts() {
        let ball = TestItem.ball(at: Point(x: 200, y: 280), radius: 10)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let collider = CollisionBehavior(items: [ball])
        collider.translatesReferenceBoundsIntoBoundary = true
        let recorder = ContactRecorder()
        recorder.names[ObjectIdentifier(ball)] = "ball"
        collider.collisionDelegate = recorder
        var log: [String] = []
        collider.action = { log.append("action after \(recorder.events.count) contacts") }
        animator.addBehavior(GravityBehavior(items: [ball]))
        animator.addBehavior(collider)
        animator.run(seconds: 0.2)
        #expect(log.count == 48)
        #expect(log.first(where: { !$0.hasSuffix(" 0 contacts") }) == "action after 1 contacts")
    }
}
