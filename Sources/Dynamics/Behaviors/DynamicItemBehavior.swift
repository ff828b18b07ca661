import CChipmunk
import Kit

/// Material and motion settings of its items (UIKit's `UIDynamicItemBehavior`), and their velocities.
///
/// Defaults match UIKit: elasticity 0, friction 0, density 1, no resistance, rotation allowed. When several item
/// behaviours hold one item, the one that took it last decides.
@MainActor
public class DynamicItemBehavior: ItemsBehavior {
    /// Bounciness, 0…1: 1 keeps all energy. A contact uses the larger of the two items' values.
    public var elasticity: Double = 0 {
        didSet { traitsDidChange() }
    }
    /// Sliding friction, ≥ 0. A contact uses √(product) of the two items' values.
    public var friction: Double = 0 {
        didSet { traitsDidChange() }
    }
    /// Mass per area: a 100×100 pt item of density 1 weighs 1 kg. Must be positive.
    public var density: Double = 1 {
        didSet {
            precondition(density > 0, "DynamicItemBehavior.density must be positive; use isAnchored to pin an item")
            traitsDidChange()
        }
    }
    /// Linear damping, in 1/s: velocity shrinks by 1/(1 + resistance·dt) each step.
    public var resistance: Double = 0 {
        didSet { traitsDidChange() }
    }
    /// Angular damping, in 1/s.
    public var angularResistance: Double = 0 {
        didSet { traitsDidChange() }
    }
    public var allowsRotation = true {
        didSet { traitsDidChange() }
    }
    /// Anchored items stay put but others still bounce off them (move them with `updateItemUsingCurrentState`).
    var isAnchored = false {
        didSet { traitsDidChange() }
    }

    /// Velocities added before the behaviour joined an animator, applied when it does.
    private var pendingVelocities: [ObjectIdentifier: (linear: Point, angular: Double)] = [:]

    override func didRemoveItem(_ item: any DynamicItem) {
        pendingVelocities[ObjectIdentifier(item)] = nil
    }

    // MARK: Velocities

    /// The item's velocity, in pt/s (zero when it is not in an animator).
    public func linearVelocity(for item: any DynamicItem) -> Point {
        guard let body = body(of: item) else { return pendingVelocities[ObjectIdentifier(item)]?.linear ?? .zero }
        return Point(cpBodyGetVelocity(body))
    }

    /// Adds `velocity` (pt/s) to the item's velocity.
    public func addLinearVelocity(_ velocity: Point, for item: any DynamicItem) {
        guard let body = body(of: item) else {
            pendingVelocities[ObjectIdentifier(item), default: (.zero, 0)].linear += velocity
            return
        }
        cpBodySetVelocity(body, cpVect(Point(cpBodyGetVelocity(body)) + velocity))
        dynamicAnimator?.wake()
    }

    /// Replaces the item's velocity with `velocity` (pt/s), exactly: a game freezing a ball and restoring it later,
    /// or holding it to a speed band, gets back the very numbers it saved.
    public func setLinearVelocity(_ velocity: Point, for item: any DynamicItem) {
        guard let body = body(of: item) else {
            pendingVelocities[ObjectIdentifier(item), default: (.zero, 0)].linear = velocity
            return
        }
        cpBodySetVelocity(body, cpVect(velocity))
        dynamicAnimator?.wake()
    }

    /// The item's angular velocity, in rad/s (positive turns clockwise on screen).
    func angularVelocity(for item: any DynamicItem) -> Double {
        guard let body = body(of: item) else { return pendingVelocities[ObjectIdentifier(item)]?.angular ?? 0 }
        return cpBodyGetAngularVelocity(body)
    }

    /// Adds `velocity` (rad/s) to the item's angular velocity.
    func addAngularVelocity(_ velocity: Double, for item: any DynamicItem) {
        guard let body = body(of: item) else {
            pendingVelocities[ObjectIdentifier(item), default: (.zero, 0)].angular += velocity
            return
        }
        cpBodySetAngularVelocity(body, cpBodyGetAngularVelocity(body) + velocity)
        dynamicAnimator?.wake()
    }

    private func body(of item: any DynamicItem) -> OpaquePointer? {
        guard contains(item), let record = dynamicAnimator?.record(for: item), record.isDynamic else {
            return nil
        }
        return record.body
    }

    // MARK: Behaviour hooks

    override func didRegisterItems(in animator: DynamicAnimator) {
        let pending = pendingVelocities
        pendingVelocities = [:]
        for item in items {
            guard let velocity = pending[ObjectIdentifier(item)] else { continue }
            addLinearVelocity(velocity.linear, for: item)
            addAngularVelocity(velocity.angular, for: item)
        }
    }

    override func influence(_ traits: inout ItemTraits) {
        traits.elasticity = elasticity
        traits.friction = friction
        traits.density = density
        traits.resistance = resistance
        traits.angularResistance = angularResistance
        traits.allowsRotation = allowsRotation
        traits.isAnchored = isAnchored
    }
}
