import Dynamics
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// The name a boundary reports in collision callbacks: the paddle or one brick. The walls have none (nil).
enum BreakoutBoundary: Hashable, Sendable {
    case paddle
    case brick(BrickPosition)
}

/// Everything physical in a game of Breakout, as one composite behaviour the scene adds and removes whole: the
/// balls are dynamic items; the walls, the bricks and the paddle are collision boundaries.
///
/// The field's bottom is open: the reference-bounds boundary's bottom wall sits `lostBallDepth` below the field,
/// where no ball ever reaches it (a ball that far down was counted lost and removed long before); it is only there
/// so that nothing can fall forever.
@MainActor
final class BreakoutBehavior: DynamicBehavior {
    /// How far below the field, in points, the safety wall under the open bottom lies.
    static let lostBallDepth: Double = 160

    let collider = CollisionBehavior()
    let material = DynamicItemBehavior()
    let gravity = GravityBehavior()
    private(set) var balls: [any DynamicItem] = []
    /// Bricks that have a boundary.
    private(set) var brickPositions: Set<BrickPosition> = []
    /// Hears, after each step, every contact that began between a ball and a boundary: the boundary's name, or
    /// nil for a wall (the identifier each boundary was added with comes back through the collision delegate).
    var onBoundaryContact: (@MainActor (any DynamicItem, BreakoutBoundary?) -> Void)?

    override init() {
        super.init()
        collider.setTranslatesReferenceBoundsIntoBoundary(with: EdgeInsets(bottom: -Self.lostBallDepth))
        // Balls neither spin nor slow down by themselves: the speed band is the game's business.
        material.allowsRotation = false
        material.friction = 0
        material.resistance = 0
        gravity.magnitude = 0
        collider.collisionDelegate = self
        addChildBehavior(collider)
        addChildBehavior(material)
        addChildBehavior(gravity)
    }

    // MARK: Balls

    func addBall(_ ball: any DynamicItem, velocity: Point) {
        balls.append(ball)
        collider.addItem(ball)
        material.addItem(ball)
        gravity.addItem(ball)
        material.setLinearVelocity(velocity, for: ball)
    }

    func removeBall(_ ball: any DynamicItem) {
        balls.removeAll { $0 === ball }
        collider.removeItem(ball)
        material.removeItem(ball)
        gravity.removeItem(ball)
    }

    func velocity(of ball: any DynamicItem) -> Point {
        material.linearVelocity(for: ball)
    }

    func setVelocity(_ velocity: Point, of ball: any DynamicItem) {
        material.setLinearVelocity(velocity, for: ball)
    }

    /// Re-reads a ball the game moved by hand (out of the paddle, back into a resized field).
    func ballWasMoved(_ ball: any DynamicItem) {
        dynamicAnimator?.updateItemUsingCurrentState(ball)
    }

    // MARK: Material and gravity

    func setBounciness(_ elasticity: Double) {
        if material.elasticity != elasticity { material.elasticity = elasticity }
    }

    /// Gravity in UIKit's unit (1 = 1,000 pt/s²), pulling `angle` radians from the right (π/2, the default, is down).
    func setGravity(_ magnitude: Double, angle: Double = .pi / 2) {
        if gravity.magnitude != magnitude { gravity.magnitude = magnitude }
        if gravity.angle != angle { gravity.angle = angle }
    }

    // MARK: Boundaries

    func setBrick(_ position: BrickPosition, frame: Rect) {
        collider.addBoundary(withIdentifier: BreakoutBoundary.brick(position), for: .rect(frame))
        brickPositions.insert(position)
    }

    func removeBrick(_ position: BrickPosition) {
        collider.removeBoundary(withIdentifier: BreakoutBoundary.brick(position))
        brickPositions.remove(position)
    }

    func removeAllBricks() {
        for position in brickPositions { removeBrick(position) }
    }

    /// Puts the paddle's oval where the paddle now is: an oval's curved face sends the ball off at livelier angles
    /// than a flat bar would.
    func setPaddle(_ geometry: PaddleGeometry) {
        collider.addBoundary(withIdentifier: BreakoutBoundary.paddle, for: .oval(in: geometry.frame))
    }

    // MARK: Pushes

    /// One instantaneous push on every ball in play, `angle` radians, changing each ball's velocity by `deltaV`
    /// pt/s. The push removes itself after acting; its action holds it `unowned`, so nothing keeps it alive after
    /// (a strong capture would be a cycle, one leaked push per click). Returns the push so tests can watch it go.
    @discardableResult
    func push(angle: Double, deltaV: Double) -> PushBehavior? {
        guard let animator = dynamicAnimator, !balls.isEmpty else { return nil }
        let push = PushBehavior(items: balls, mode: .instantaneous)
        // Magnitude 1 gives a 1 kg item 100 pt/s: scale by the ball's mass for the same Δv whatever its size.
        let mass = Self.mass(of: balls[0])
        push.setAngle(angle, magnitude: deltaV * mass / DynamicsTuning.pushForcePerMagnitude)
        push.action = { [unowned push] in push.dynamicAnimator?.removeBehavior(push) }
        animator.addBehavior(push)
        return push
    }

    /// UIKit's mass of an item of density 1: width × height / 10⁴.
    private static func mass(of item: any DynamicItem) -> Double {
        item.bounds.width * item.bounds.height / DynamicsTuning.areaPerKilogram
    }
}

extension BreakoutBehavior: CollisionBehaviorDelegate {
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point
    ) {
        onBoundaryContact?(item, identifier?.base as? BreakoutBoundary)
    }
}
