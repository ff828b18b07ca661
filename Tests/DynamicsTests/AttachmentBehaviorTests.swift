import Kit
import Testing

@testable import Dynamics

@MainActor
@Suite struct AttachmentBehaviorTests {
    @Test func aRigidAttachmentHoldsItsLengthWhileSwinging() {
        let anchor = Point(x: 200, y: 50)
        let bob = TestItem.ball(at: Point(x: 300, y: 50), radius: 10)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let rod = AttachmentBehavior(item: bob, attachedToAnchor: anchor)
        animator.addBehavior(rod)
        animator.addBehavior(GravityBehavior(items: [bob]))
        #expect(rod.length == 100)
        var worst: Double = 0
        var lowest = -Double.infinity
        for _ in 0..<(3 * 60) {
            animator.advance(by: Fixture.frame)
            worst = max(worst, abs(bob.center.distance(to: anchor) - 100))
            lowest = max(lowest, bob.center.y)
        }
        #expect(worst < 0.5)
        #expect(abs(lowest - 150) < 1)
    }

    @Test func aSpringAttachmentOscillatesAtItsFrequency() {
        let anchor = Point(x: 100, y: 150)
        let box = TestItem.box(at: Point(x: 200, y: 150), side: 20)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let spring = AttachmentBehavior(item: box, attachedToAnchor: anchor)
        spring.frequency = 2
        spring.length = 80
        animator.addBehavior(spring)
        var crossings: [Double] = []
        var previous = box.center.x - 180
        for step in 1...(5 * 240) {
            animator.runSteps(1)
            let displacement = box.center.x - 180
            if previous > 0, displacement <= 0 { crossings.append(Double(step) * Fixture.step) }
            previous = displacement
        }
        let periods = zip(crossings, crossings.dropFirst()).map { $1 - $0 }
        let period = periods.reduce(0, +) / Double(periods.count)
        #expect(periods.count >= 8)
        #expect(abs(1 / period - 2) / 2 < 0.02)
    }

    @Test func aDampedSpringComesToRestAtItsLength() {
        let first = TestItem.box(at: Point(x: 100, y: 150), side: 20)
        let second = TestItem.box(at: Point(x: 250, y: 150), side: 20)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let spring = AttachmentBehavior(item: first, attachedTo: second)
        spring.frequency = 3
        spring.damping = 1
        spring.length = 100
        animator.addBehavior(spring)
        animator.run(seconds: 3)
        #expect(abs(first.center.distance(to: second.center) - 100) < 0.5)
        #expect(abs((first.center.x + second.center.x) / 2 - 175) < 1e-6)
    }

    @Test func draggingTheAnchorDragsTheItem() {
        let box = TestItem.box(at: Point(x: 100, y: 100), side: 20)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let drag = AttachmentBehavior(item: box, attachedToAnchor: Point(x: 100, y: 100))
        animator.addBehavior(drag)
        for frame in 1...60 {
            drag.anchorPoint = Point(x: 100 + Double(frame) * 2, y: 100)
            animator.advance(by: Fixture.frame)
        }
        // Steady lag = speed / (correction per step × steps per second) = 120 / 48 = 2.5 pt.
        #expect(abs(box.center.x - 220) < 3)
    }
}
