import Kit
import Testing

@testable import Dynamics

#if canImport(Glibc)
    import Glibc
#endif

/// The no-tunnelling promise: a ball of radius ≥ 4 pt at up to 3,000 pt/s never passes through a 10 pt brick
/// and never leaves the reference bounds when they are a boundary.
@MainActor
@Suite struct TunnellingTests {
    static let ballRadius: Double = 4
    static let speedLimit: Double = 3_000
    static let arena = Rect(x: 0, y: 0, width: 400, height: 300)

    /// 7 columns × 4 rows of 30×10 pt bricks with 20 pt gaps: plenty of edges and corners to hit.
    static let bricks: [Rect] = (0..<4).flatMap { row in
        (0..<7).map { column in
            Rect(x: 25 + Double(column) * 52, y: 60 + Double(row) * 50, width: 30, height: 10)
        }
    }

    struct Soak {
        let animator: DynamicAnimator
        let balls: [TestItem]
        let material: DynamicItemBehavior
    }

    private func makeSoak(balls count: Int, mode: CollisionBehavior.Mode, seed: UInt64) -> Soak {
        var random = SeededRandom(seed: seed)
        let animator = DynamicAnimator(referenceBounds: Self.arena)
        let collider = CollisionBehavior()
        collider.collisionMode = mode
        collider.translatesReferenceBoundsIntoBoundary = true
        for (index, brick) in Self.bricks.enumerated() {
            collider.addBoundary(withIdentifier: index, for: .rect(brick))
        }
        let material = DynamicItemBehavior()
        material.elasticity = 1
        var balls: [TestItem] = []
        while balls.count < count {
            let center = Point(
                x: Double.random(in: 10...390, using: &random), y: Double.random(in: 10...290, using: &random))
            guard !Self.bricks.contains(where: { $0.insetBy(dx: -8, dy: -8).contains(center) }) else { continue }
            let ball = TestItem.ball(at: center, radius: Self.ballRadius)
            let angle = Double.random(in: 0..<(2 * .pi), using: &random)
            let speed = Double.random(in: (Self.speedLimit / 2)...Self.speedLimit, using: &random)
            collider.addItem(ball)
            material.addItem(ball)
            material.addLinearVelocity(Point(x: cos(angle), y: sin(angle)) * speed, for: ball)
            balls.append(ball)
        }
        animator.addBehavior(collider)
        animator.addBehavior(material)
        return Soak(animator: animator, balls: balls, material: material)
    }

    /// Runs `steps` fixed steps and counts balls whose centre left the arena or whose path between two steps
    /// met a brick's core (a ball may overlap a brick by up to a substep's travel, never reach its middle).
    private func escapes(in soak: Soak, steps: Int) -> Int {
        var escapes = 0
        var previous = soak.balls.map(\.center)
        let cores = Self.bricks.map { $0.insetBy(dx: 1, dy: 1) }
        for _ in 0..<steps {
            soak.animator.runSteps(1)
            for index in soak.balls.indices {
                let now = soak.balls[index].center
                if !Self.arena.contains(now) || path(from: previous[index], to: now, meetsAnyOf: cores) {
                    escapes += 1
                }
                previous[index] = now
            }
        }
        return escapes
    }

    @Test func fastBallsNeverPassThroughBricksOrLeaveTheBoundsInAMillionBallSteps() {
        let soak = makeSoak(balls: 100, mode: .boundaries, seed: 0x5EED)
        #expect(escapes(in: soak, steps: 10_000) == 0)
        // Elastic walls keep the balls fast, so the soak stays a test of speed to the end.
        let speeds = soak.balls.map { soak.material.linearVelocity(for: $0).length }
        #expect(speeds.reduce(0, +) / Double(speeds.count) > Self.speedLimit / 2)
    }

    @Test func fastBallsThatAlsoHitEachOtherStayOutOfBricks() {
        let soak = makeSoak(balls: 20, mode: .everything, seed: 0xB0B)
        #expect(escapes(in: soak, steps: 5_000) == 0)
    }

    private func path(from start: Point, to end: Point, meetsAnyOf rects: [Rect]) -> Bool {
        for rect in rects where segment(start, end, meets: rect) { return true }
        return false
    }

    @Test func aBallAtTheSpeedLimitBouncesOffAnAnchoredBrickAndALineAtEveryAngle() {
        let brickFrame = Rect(x: 50, y: 145, width: 300, height: 10)
        for degrees in stride(from: 20.0, through: 160.0, by: 5.0) {
            let angle = degrees * .pi / 180
            let ball = TestItem.ball(at: Point(x: 200, y: 40), radius: Self.ballRadius)
            let brick = TestItem(center: brickFrame.center, size: brickFrame.size)
            let animator = DynamicAnimator(referenceBounds: Self.arena)
            let collider = CollisionBehavior(items: [ball, brick])
            collider.addBoundary(withIdentifier: "line", from: Point(x: -2000, y: 0), to: Point(x: 2400, y: 0))
            let bouncy = DynamicItemBehavior(items: [ball])
            bouncy.elasticity = 1
            bouncy.addLinearVelocity(Point(x: cos(angle), y: sin(angle)) * Self.speedLimit, for: ball)
            let anchor = DynamicItemBehavior(items: [brick])
            anchor.isAnchored = true
            for behavior in [collider, bouncy, anchor] { animator.addBehavior(behavior) }
            var previous = ball.center
            var crossings = 0
            for _ in 0..<48 {
                animator.runSteps(1)
                if ball.center.y < 0 || segment(previous, ball.center, meets: brickFrame.insetBy(dx: 1, dy: 1)) {
                    crossings += 1
                }
                previous = ball.center
            }
            #expect(crossings == 0, "the ball fired at \(degrees)° crossed the brick or the line")
            #expect(brick.center == brickFrame.center)
        }
    }

    /// Whether the segment from `start` to `end` meets `rect` (Liang–Barsky clipping after a bounding-box test).
    private func segment(_ start: Point, _ end: Point, meets rect: Rect) -> Bool {
        if max(start.x, end.x) < rect.minX || min(start.x, end.x) > rect.maxX { return false }
        if max(start.y, end.y) < rect.minY || min(start.y, end.y) > rect.maxY { return false }
        var low: Double = 0
        var high: Double = 1
        func clip(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return q >= 0 }
            let t = q / p
            if p < 0 { low = max(low, t) } else { high = min(high, t) }
            return low <= high
        }
        let delta = end - start
        return clip(-delta.x, start.x - rect.minX) && clip(delta.x, rect.maxX - start.x)
            && clip(-delta.y, start.y - rect.minY) && clip(delta.y, rect.maxY - start.y)
    }
}
