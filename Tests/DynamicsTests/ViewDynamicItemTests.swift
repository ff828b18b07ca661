import Kit
import Testing

@testable import Dynamics

@MainActor
@Suite struct ViewDynamicItemTests {
    @Test func aRoundViewFallsAndRestsOnTheReferenceViewsFloorAsABall() {
        let canvas = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let ball = View(frame: Rect(x: 190, y: 20, width: 20, height: 20))
        ball.cornerRadius = 10
        canvas.addSubview(ball)
        let animator = DynamicAnimator(referenceView: canvas)
        let collider = CollisionBehavior(items: [ball])
        collider.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(GravityBehavior(items: [ball]))
        animator.addBehavior(collider)
        animator.run(seconds: 2)
        #expect(ball.collisionBoundsType == .ellipse)
        #expect(abs(ball.center.y - 290) < 0.5)
        #expect(View(frame: Rect(x: 0, y: 0, width: 20, height: 20)).collisionBoundsType == .rectangle)
    }
}
