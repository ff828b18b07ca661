import Dynamics
import Kit

/// The physics of the field: the animator over the field view, the composite behaviour every square in play is
/// in, the obstacle's boundary, and the snaps lining squares up. It carries out what the game decides and reports
/// where the squares are (`sighting(of:)`); it decides nothing itself.
@MainActor
final class FieldPhysics {
    let animator: DynamicAnimator
    let behavior = DropitBehavior()
    /// The snap lining up each square that has one, by number.
    private var snaps: [Int: SnapBehavior] = [:]

    init(field: View) {
        animator = DynamicAnimator(referenceView: field)
        animator.addBehavior(behavior)
    }

    /// What the game needs to know of a square after a step.
    func sighting(of square: SquareView) -> SquareSighting {
        SquareSighting(
            number: square.number, center: FieldPoint(square.center), extent: square.extent, tilt: square.tilt,
            speed: behavior.velocity(of: square).length)
    }

    /// The obstacle's boundary: the circle of `obstacle`, or none.
    func setObstacle(_ obstacle: FieldGrid.Obstacle?) {
        behavior.setObstacle(nil)
        guard let obstacle else { return }
        let radius = obstacle.radius
        behavior.setObstacle(
            .oval(in: Rect(center: Point(obstacle.center), size: Size(width: 2 * radius, height: 2 * radius))))
    }

    /// Pulls the square upright to `target` with a lightly damped snap. A square looks the same turned by a
    /// quarter: its turn is expressed within ±45° first, so the snap, which turns items to 0, turns it the short
    /// way.
    func snap(_ square: SquareView, to target: Point) {
        releaseSnap(of: square.number)
        if abs(square.turn - square.tilt) > 1e-9 {
            square.transform = AffineTransform(rotationAngle: square.tilt)
            animator.updateItemUsingCurrentState(square)
        }
        let snap = SnapBehavior(item: square, snapTo: target)
        snap.damping = DropitTuning.alignmentDamping
        animator.addBehavior(snap)
        snaps[square.number] = snap
    }

    func releaseSnap(of number: Int) {
        guard let snap = snaps.removeValue(forKey: number) else { return }
        animator.removeBehavior(snap)
    }

    /// Adds `speed` pt/s sideways to the square's velocity.
    func nudge(_ square: SquareView, speed: Double) {
        behavior.addVelocity(Point(x: speed, y: 0), to: square)
    }

    /// Sets the square's velocity, in pt/s (a throw).
    func setVelocity(_ velocity: Point, of square: SquareView) {
        behavior.addVelocity(velocity - behavior.velocity(of: square), to: square)
    }
}

extension FieldPoint {
    init(_ point: Point) {
        self.init(x: point.x, y: point.y)
    }
}

extension Point {
    init(_ point: FieldPoint) {
        self.init(x: point.x, y: point.y)
    }
}
