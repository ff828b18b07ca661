import Kit
import Testing

@testable import Dynamics

@MainActor
@Suite struct GravityBehaviorTests {
    @Test func anItemFallsHalfGTSquaredWithinOnePercent() {
        let ball = TestItem.ball(at: Point(x: 100, y: 0), radius: 5)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        animator.addBehavior(GravityBehavior(items: [ball]))
        animator.run(seconds: 1)
        let expected = 0.5 * 1000 * 1 * 1
        #expect(abs(ball.center.y - expected) / expected < 0.01)
        #expect(ball.center.x == 100)
    }

    @Test func anItemOutsideTheGravityBehaviourFeelsNoGravity() {
        let falling = TestItem.ball(at: Point(x: 100, y: 0), radius: 5)
        let floating = TestItem.ball(at: Point(x: 200, y: 0), radius: 5)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        animator.addBehavior(GravityBehavior(items: [falling]))
        animator.addBehavior(DynamicItemBehavior(items: [floating]))
        animator.run(seconds: 0.5)
        #expect(falling.center.y > 100)
        #expect(floating.center == Point(x: 200, y: 0))
    }

    @Test func angleZeroPullsToTheRightAtTheGivenMagnitude() {
        let ball = TestItem.ball(at: .zero, radius: 5)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let gravity = GravityBehavior(items: [ball])
        gravity.setAngle(0, magnitude: 0.5)
        animator.addBehavior(gravity)
        animator.run(seconds: 1)
        #expect(abs(ball.center.x - 250) / 250 < 0.01)
        #expect(abs(ball.center.y) < 1e-9)
    }

    @Test func resultsDoNotDependOnTheFrameRate() {
        func simulate(frame: Double) -> Point {
            let ball = TestItem.ball(at: Point(x: 50, y: 20), radius: 8)
            let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
            let collider = CollisionBehavior(items: [ball])
            collider.translatesReferenceBoundsIntoBoundary = true
            let material = DynamicItemBehavior(items: [ball])
            material.elasticity = 0.8
            material.addLinearVelocity(Point(x: 700, y: -200), for: ball)
            animator.addBehavior(GravityBehavior(items: [ball]))
            animator.addBehavior(collider)
            animator.addBehavior(material)
            animator.run(seconds: 3, frame: frame)
            return ball.center
        }
        let at60 = simulate(frame: 1.0 / 60)
        #expect(simulate(frame: 1.0 / 144) == at60)
        #expect(simulate(frame: 1.0 / 30) == at60)
    }
}
