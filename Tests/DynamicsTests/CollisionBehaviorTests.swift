import Foundation
import Kit
import Testing

@testable import Dynamics

@MainActor
@Suite struct CollisionBehaviorTests {
    /// A ball in a box under gravity, with the given elasticity.
    private func bouncingBall(elasticity: Double) -> (DynamicAnimator, TestItem, DynamicItemBehavior) {
        let ball = TestItem.ball(at: Point(x: 200, y: 50), radius: 10)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let collider = CollisionBehavior(items: [ball])
        collider.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: [ball])
        material.elasticity = elasticity
        animator.addBehavior(GravityBehavior(items: [ball]))
        animator.addBehavior(collider)
        animator.addBehavior(material)
        return (animator, ball, material)
    }

    @Test func anElasticBallKeepsItsEnergyOverTenSecondsWithinOnePercent() {
        let (animator, ball, material) = bouncingBall(elasticity: 1)
        let floor = Fixture.bounds.maxY - 10
        func energy() -> Double {
            let velocity = material.linearVelocity(for: ball)
            return 0.5 * velocity.length * velocity.length + 1000 * (floor - ball.center.y)
        }
        let initial = energy()
        var worst: Double = 0
        var bounces = 0
        var wasFalling = false
        for _ in 0..<(10 * 240) {
            animator.runSteps(1)
            worst = max(worst, abs(energy() - initial) / initial)
            let falling = material.linearVelocity(for: ball).y > 0
            if wasFalling, !falling { bounces += 1 }
            wasFalling = falling
        }
        #expect(bounces >= 7)
        #expect(worst < 0.01)
    }

    /// Height (pt) a ball dropped 240 pt onto the floor climbs back to after its first bounce.
    private func reboundHeight(_ animator: DynamicAnimator, _ ball: TestItem, _ material: DynamicItemBehavior) -> Double
    {
        var apex = Double.infinity
        var sawBounce = false
        for _ in 0..<(3 * 240) {
            animator.runSteps(1)
            let velocity = material.linearVelocity(for: ball).y
            if velocity < 0 { sawBounce = true }
            if sawBounce { apex = min(apex, ball.center.y) }
            if sawBounce, velocity > 0 { break }
        }
        return Fixture.bounds.maxY - 10 - apex
    }

    @Test func aBoundaryBouncesAnItemWithTheItemsOwnElasticity() {
        let (animator, ball, material) = bouncingBall(elasticity: 0.5)
        // e = 0.5 gives back a quarter of the height.
        #expect(abs(reboundHeight(animator, ball, material) - 60) < 3)
    }

    @Test func twoItemsBounceWithTheLargerOfTheirElasticities() {
        let ball = TestItem.ball(at: Point(x: 200, y: 50), radius: 10)
        let platform = TestItem(center: Point(x: 200, y: 300), size: Size(width: 400, height: 20))
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let dull = DynamicItemBehavior(items: [ball])
        let springy = DynamicItemBehavior(items: [platform])
        springy.elasticity = 1
        springy.isAnchored = true
        animator.addBehavior(GravityBehavior(items: [ball]))
        animator.addBehavior(CollisionBehavior(items: [ball, platform]))
        animator.addBehavior(dull)
        animator.addBehavior(springy)
        // Chipmunk alone would multiply 0 × 1 and the ball would not bounce at all.
        #expect(abs(reboundHeight(animator, ball, dull) - 240) < 5)
        #expect(platform.center == Point(x: 200, y: 300))
    }

    @Test func theDelegateHearsBeganBeforeEndedWithTheBoundaryIdentifier() {
        let ball = TestItem.ball(at: Point(x: 200, y: 100), radius: 10)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let collider = CollisionBehavior(items: [ball])
        collider.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 200), to: Point(x: 400, y: 200))
        let recorder = ContactRecorder()
        recorder.names[ObjectIdentifier(ball)] = "ball"
        collider.collisionDelegate = recorder
        let material = DynamicItemBehavior(items: [ball])
        material.elasticity = 1
        animator.addBehavior(GravityBehavior(items: [ball]))
        animator.addBehavior(collider)
        animator.addBehavior(material)
        animator.run(seconds: 1)
        #expect(Array(recorder.events.prefix(2)) == ["began ball-floor", "ended ball-floor"])
        #expect(abs(recorder.points[0].y - 200) < 1)
        #expect(abs(recorder.points[0].x - 200) < 1)
    }

    @Test func theDelegateHearsItemsMeetAndPartWithTheRightItems() {
        let left = TestItem.ball(at: Point(x: 100, y: 100), radius: 10)
        let right = TestItem.ball(at: Point(x: 300, y: 100), radius: 10)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let collider = CollisionBehavior(items: [left, right])
        let recorder = ContactRecorder()
        recorder.names = [ObjectIdentifier(left): "left", ObjectIdentifier(right): "right"]
        collider.collisionDelegate = recorder
        let material = DynamicItemBehavior(items: [left, right])
        material.elasticity = 1
        material.addLinearVelocity(Point(x: 300, y: 0), for: left)
        material.addLinearVelocity(Point(x: -300, y: 0), for: right)
        animator.addBehavior(collider)
        animator.addBehavior(material)
        animator.run(seconds: 0.6)
        let normalized = recorder.events.map { $0.replacingOccurrences(of: "right-left", with: "left-right") }
        #expect(normalized == ["began left-right", "ended left-right"])
        #expect(abs(recorder.points[0].x - 200) < 2)
        #expect(material.linearVelocity(for: left).x < -290)
    }

    @Test func itemsInBoundariesModePassThroughEachOther() {
        let left = TestItem.ball(at: Point(x: 100, y: 100), radius: 10)
        let right = TestItem.ball(at: Point(x: 300, y: 100), radius: 10)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let collider = CollisionBehavior(items: [left, right])
        collider.collisionMode = .boundaries
        let material = DynamicItemBehavior(items: [left, right])
        material.addLinearVelocity(Point(x: 200, y: 0), for: left)
        material.addLinearVelocity(Point(x: -200, y: 0), for: right)
        animator.addBehavior(collider)
        animator.addBehavior(material)
        animator.run(seconds: 1)
        #expect(abs(left.center.x - 300) < 1)
        #expect(abs(right.center.x - 100) < 1)
    }

    @Test func referenceBoundsInsetsMoveTheWallsInward() {
        let ball = TestItem.ball(at: Point(x: 200, y: 100), radius: 10)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let collider = CollisionBehavior(items: [ball])
        collider.setTranslatesReferenceBoundsIntoBoundary(with: EdgeInsets(bottom: 50))
        animator.addBehavior(GravityBehavior(items: [ball]))
        animator.addBehavior(collider)
        animator.run(seconds: 2)
        #expect(abs(ball.center.y - (Fixture.bounds.maxY - 50 - 10)) < 1)
    }

    @Test func removingAndAddingBoundariesInsideAContactCallbackIsSafe() {
        let ball = TestItem.ball(at: Point(x: 200, y: 50), radius: 10)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let collider = CollisionBehavior(items: [ball])
        collider.addBoundary(withIdentifier: "first", for: .rect(Rect(x: 100, y: 100, width: 200, height: 10)))
        let recorder = ContactRecorder()
        recorder.names[ObjectIdentifier(ball)] = "ball"
        recorder.onBegan = { identifier in
            guard identifier == AnyHashable("first") else { return }
            collider.removeBoundary(withIdentifier: "first")
            collider.addBoundary(withIdentifier: 2, from: Point(x: 0, y: 250), to: Point(x: 400, y: 250))
        }
        collider.collisionDelegate = recorder
        animator.addBehavior(GravityBehavior(items: [ball]))
        animator.addBehavior(collider)
        animator.run(seconds: 2)
        #expect(recorder.events == ["began ball-first", "ended ball-first", "began ball-2"])
        #expect(collider.boundaryIdentifiers == [AnyHashable(2)])
        #expect(abs(ball.center.y - 240) < 1)
    }

    @Test func aBoundaryAddedAgainReplacesItsShapeAndCountsAsAddedLast() {
        let ball = TestItem.ball(at: Point(x: 200, y: 50), radius: 10)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let collider = CollisionBehavior(items: [ball])
        collider.addBoundary(withIdentifier: "shelf", from: Point(x: 0, y: 100), to: Point(x: 400, y: 100))
        collider.addBoundary(withIdentifier: "left", from: Point(x: 0, y: 0), to: Point(x: 0, y: 300))
        collider.addBoundary(withIdentifier: "right", from: Point(x: 400, y: 0), to: Point(x: 400, y: 300))
        // The shelf moves down while in the animator: the ball lands on where it is now, not where it was.
        animator.addBehavior(GravityBehavior(items: [ball]))
        animator.addBehavior(collider)
        collider.addBoundary(withIdentifier: "shelf", from: Point(x: 0, y: 200), to: Point(x: 400, y: 200))
        animator.run(seconds: 2)
        #expect(collider.boundaryIdentifiers == [AnyHashable("left"), AnyHashable("right"), AnyHashable("shelf")])
        #expect(
            collider.boundary(withIdentifier: "shelf") == .line(from: Point(x: 0, y: 200), to: Point(x: 400, y: 200)))
        #expect(abs(ball.center.y - 190) < 1)
    }

    @Test func anOvalBoundaryHoldsABallInside() {
        let ball = TestItem.ball(at: Point(x: 200, y: 150), radius: 10)
        let animator = DynamicAnimator(referenceBounds: Fixture.bounds)
        let collider = CollisionBehavior(items: [ball])
        collider.addBoundary(withIdentifier: "bowl", for: .oval(in: Rect(x: 100, y: 50, width: 200, height: 200)))
        animator.addBehavior(GravityBehavior(items: [ball]))
        animator.addBehavior(collider)
        animator.run(seconds: 3)
        #expect(ball.center.distance(to: Point(x: 200, y: 150)) < 91)
        #expect(ball.center.y > 200)
    }
}
