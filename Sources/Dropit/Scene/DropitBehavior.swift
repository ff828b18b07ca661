import Dynamics
import Kit

/// The physics of the field as one composite behaviour, so the scene puts a square in play or takes it out in one
/// call: squares in play fall, collide with each other, the walls and the obstacle, with one material; squares
/// leaving play keep falling and spin, but no longer collide, so a cleared row flies out through the others.
///
/// A boundary takes its material from the item (UIKit's rule), and a square that cannot turn balances on a
/// round top with any friction at all. So while a square touches the obstacle it wears `slippery`, the same
/// material without friction (the last item behaviour to take an item decides), and slides off as if the
/// obstacle were ice; everywhere else friction brings it to rest.
@MainActor
final class DropitBehavior: DynamicBehavior {
    /// The obstacle's boundary identifier (collision delegate calls carry it back).
    static let obstacleIdentifier = "obstacle"

    let gravity = GravityBehavior()
    let collider = CollisionBehavior()
    let material = DynamicItemBehavior()
    /// The material of squares touching the obstacle: `material` without friction.
    let slippery = DynamicItemBehavior()
    /// The material of the square the pointer holds: air resistance, because the spring damps only along its
    /// line and a square hanging from it would otherwise swing like a pendulum forever; and no friction, so it
    /// slides past the corners of others instead of catching on them.
    let held = DynamicItemBehavior()
    /// Material of departing squares: free to spin, whatever the rotation setting.
    let debris = DynamicItemBehavior()

    override init() {
        super.init()
        collider.translatesReferenceBoundsIntoBoundary = true
        material.friction = DropitTuning.friction
        material.angularResistance = DropitTuning.angularResistance
        slippery.angularResistance = DropitTuning.angularResistance
        held.angularResistance = DropitTuning.angularResistance
        held.resistance = DropitTuning.grabResistance
        debris.allowsRotation = true
        for child in [gravity, collider, material, slippery, held, debris] as [DynamicBehavior] {
            addChildBehavior(child)
        }
    }

    /// Bounciness and rotation of squares in play (all their materials).
    func setMaterial(elasticity: Double, allowsRotation: Bool) {
        for behavior in [material, slippery, held] {
            behavior.elasticity = elasticity
            behavior.allowsRotation = allowsRotation
        }
    }

    /// Damped while the pointer holds it.
    func setHeld(_ item: any DynamicItem, _ isHeld: Bool) {
        if isHeld {
            held.addItem(item)
        } else {
            held.removeItem(item)
        }
    }

    /// Frictionless while `touching` the obstacle (squares in play only).
    func setTouchingObstacle(_ item: any DynamicItem, _ touching: Bool) {
        if touching {
            slippery.addItem(item)
        } else {
            slippery.removeItem(item)
        }
    }

    /// Puts a square in play.
    func add(_ item: any DynamicItem) {
        gravity.addItem(item)
        collider.addItem(item)
        material.addItem(item)
    }

    /// Takes a square out of play; it keeps its velocity and falls without colliding until `remove`.
    func release(_ item: any DynamicItem) {
        debris.addItem(item)
        collider.removeItem(item)
        material.removeItem(item)
        slippery.removeItem(item)
        held.removeItem(item)
    }

    /// Forgets a square completely (its body goes with it).
    func remove(_ item: any DynamicItem) {
        gravity.removeItem(item)
        collider.removeItem(item)
        material.removeItem(item)
        slippery.removeItem(item)
        held.removeItem(item)
        debris.removeItem(item)
    }

    /// The round obstacle, or nil for none.
    func setObstacle(_ path: BoundaryPath?) {
        if let path {
            collider.addBoundary(withIdentifier: Self.obstacleIdentifier, for: path)
        } else {
            collider.removeBoundary(withIdentifier: Self.obstacleIdentifier)
        }
    }

    var hasObstacle: Bool { collider.boundary(withIdentifier: Self.obstacleIdentifier) != nil }

    /// The velocity of a square in play or in flight, in pt/s.
    func velocity(of item: any DynamicItem) -> Point {
        // Any item behaviour holding the item reads its body; one that does not answers zero.
        let inPlay = material.linearVelocity(for: item)
        return inPlay == .zero ? debris.linearVelocity(for: item) : inPlay
    }

    /// Adds to a square's velocity (a throw), in pt/s.
    func addVelocity(_ velocity: Point, to item: any DynamicItem) {
        material.addLinearVelocity(velocity, for: item)
    }
}
