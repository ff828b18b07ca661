import Kit
import Testing

@testable import Dynamics

@MainActor
@Suite struct DynamicItemBehaviorTests {
    @Test func resistanceDecaysVelocityExponentially() {
        let box = TestItem.box(at: .zero, side: 20)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let material = DynamicItemBehavior(items: [box])
        material.resistance = 2
        material.addLinearVelocity(Point(x: 100, y: 0), for: box)
        animator.addBehavior(material)
        var previous = 100.0
        for _ in 0..<60 {
            animator.advance(by: Fixture.frame)
            let speed = material.linearVelocity(for: box).x
            #expect(speed < previous)
            previous = speed
        }
        // 1/(1 + 2·dt) per step ≈ e^(−2) after one second.
        #expect(abs(previous - 100 * 0.1353) / 13.53 < 0.02)
    }

    @Test func angularResistanceDecaysSpinAndAllowsRotationFalseStopsIt() {
        let box = TestItem.box(at: .zero, side: 20)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let material = DynamicItemBehavior(items: [box])
        material.angularResistance = 1
        material.addAngularVelocity(4, for: box)
        animator.addBehavior(material)
        animator.run(seconds: 1)
        let spin = material.angularVelocity(for: box)
        #expect(spin > 1.3 && spin < 1.6)
        material.allowsRotation = false
        let angle = box.transform.rotationAngle
        animator.run(seconds: 1)
        #expect(material.angularVelocity(for: box) == 0)
        #expect(box.transform.rotationAngle == angle)
    }

    @Test func velocitiesAddedBeforeJoiningAnAnimatorApplyWhenItJoins() {
        let box = TestItem.box(at: .zero, side: 20)
        let material = DynamicItemBehavior(items: [box])
        material.addLinearVelocity(Point(x: 10, y: 0), for: box)
        material.addLinearVelocity(Point(x: 5, y: 30), for: box)
        #expect(material.linearVelocity(for: box) == Point(x: 15, y: 30))
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        animator.addBehavior(material)
        #expect(material.linearVelocity(for: box) == Point(x: 15, y: 30))
        animator.run(seconds: 1)
        #expect(abs(box.center.x - 15) < 1e-6)
    }

    @Test func setLinearVelocityReplacesTheVelocityExactlyAndWakesTheAnimator() {
        let ball = TestItem.ball(at: Point(x: 200, y: 150), radius: 5)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let material = DynamicItemBehavior(items: [ball])
        material.setLinearVelocity(Point(x: 0.1, y: -0.7), for: ball)
        #expect(material.linearVelocity(for: ball) == Point(x: 0.1, y: -0.7))
        animator.addBehavior(material)
        let saved = Point(x: 123.456789, y: -98.7654321)
        material.setLinearVelocity(saved, for: ball)
        material.setLinearVelocity(.zero, for: ball)
        animator.run(seconds: 0.5)
        #expect(!animator.isRunning)
        let frozenAt = ball.center
        material.setLinearVelocity(saved, for: ball)
        #expect(animator.isRunning)
        #expect(material.linearVelocity(for: ball) == saved)
        animator.advance(by: Fixture.step)
        #expect(abs(ball.center.x - (frozenAt.x + saved.x * Fixture.step)) < 1e-9)
    }

    @Test func updateItemUsingCurrentStateTeleportsTheBody() {
        let ball = TestItem.ball(at: Point(x: 100, y: 0), radius: 5)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        animator.addBehavior(GravityBehavior(items: [ball]))
        animator.run(seconds: 0.5)
        ball.center = Point(x: 300, y: 0)
        animator.updateItemUsingCurrentState(ball)
        animator.runSteps(1)
        #expect(abs(ball.center.x - 300) < 1e-9)
        #expect(ball.center.y > 0 && ball.center.y < 5)
    }

    @Test func itemsInRectFindsItemsByTheirBounds() {
        let near = TestItem.box(at: Point(x: 50, y: 50), side: 20)
        let far = TestItem.box(at: Point(x: 350, y: 250), side: 20)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        animator.addBehavior(DynamicItemBehavior(items: [near, far]))
        let found = animator.items(in: Rect(x: 0, y: 0, width: 45, height: 45))
        #expect(found.count == 1 && found.first === near)
    }
}
