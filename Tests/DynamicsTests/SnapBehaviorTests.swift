import Kit
import Testing

@testable import Dynamics

@MainActor
@Suite struct SnapBehaviorTests {
    @Test func aSnappedItemSettlesAtThePointUpright() {
        let box = TestItem.box(at: Point(x: 20, y: 30), side: 40)
        box.transform = AffineTransform(rotationAngle: 0.7)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let snap = SnapBehavior(item: box, snapTo: Point(x: 300, y: 200))
        animator.addBehavior(snap)
        animator.run(seconds: 1.5)
        #expect(box.center.distance(to: Point(x: 300, y: 200)) < 0.5)
        #expect(abs(box.transform.b) < 0.01)
        animator.run(seconds: 1)
        #expect(!animator.isRunning)
    }

    @Test func movingTheSnapPointMovesTheItemThere() {
        let box = TestItem.box(at: Point(x: 20, y: 30), side: 40)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let snap = SnapBehavior(item: box, snapTo: Point(x: 100, y: 100))
        snap.damping = 1
        animator.addBehavior(snap)
        animator.run(seconds: 1.5)
        snap.snapPoint = Point(x: 50, y: 250)
        animator.run(seconds: 1.5)
        #expect(box.center.distance(to: Point(x: 50, y: 250)) < 0.5)
    }
}
