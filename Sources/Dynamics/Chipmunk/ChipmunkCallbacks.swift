import CChipmunk
import Kit

/// What the velocity integrator needs to know about one body beyond Chipmunk's own state.
struct BodyMotion {
    /// Acceleration from the gravity behaviours that hold the item, in pt/s² (zero outside them).
    var gravity = cpVect(x: 0, y: 0)
    /// UIKit's `resistance`: velocity is divided by (1 + resistance·dt) each step, in 1/s.
    var linearResistance: Double = 0
    /// UIKit's `angularResistance`, in 1/s.
    var angularResistance: Double = 0
    /// Anchored items are kinematic: nothing changes their velocity (cheaper to read here than to ask Chipmunk).
    var isAnchored = false
}

/// Whose shape a Chipmunk shape is: an item's, or one of a collision behaviour's boundaries.
///
/// A shape's user data points here (unretained; `ChipmunkSpace` keeps the owner alive while the shape exists,
/// and a queued contact keeps it alive until delivered, so a boundary removed in a callback still names itself).
final class ShapeOwner {
    let item: (any DynamicItem)?
    weak var collision: CollisionBehavior?
    let boundaryIdentifier: AnyHashable?

    init(item: any DynamicItem) {
        self.item = item
        boundaryIdentifier = nil
    }

    init(boundaryOf collision: CollisionBehavior, identifier: AnyHashable?) {
        item = nil
        self.collision = collision
        boundaryIdentifier = identifier
    }

    var isBoundary: Bool { item == nil }
}

/// Contacts that began or ended during a step, in the order Chipmunk reported them; read after the step.
final class ContactLog {
    enum Phase { case began, ended }

    struct Entry {
        let phase: Phase
        let first: ShapeOwner
        let second: ShapeOwner
        let point: Point
    }

    var entries: [Entry] = []
    /// Off while no collision behaviour has a delegate: a crowded scene then pays nothing for contacts.
    var isRecording = true

    func record(_ phase: Phase, _ arbiter: OpaquePointer?) {
        guard isRecording else { return }
        var shapeA: OpaquePointer?
        var shapeB: OpaquePointer?
        cpArbiterGetShapes(arbiter, &shapeA, &shapeB)
        guard let first = owner(of: shapeA), let second = owner(of: shapeB) else { return }
        var point = Point.zero
        if phase == .began {
            // The contact set's point array does not import into Swift; the getters read the same data.
            if cpArbiterGetCount(arbiter) > 0 {
                point = (Point(cpArbiterGetPointA(arbiter, 0)) + Point(cpArbiterGetPointB(arbiter, 0))) / 2
            }
        }
        entries.append(Entry(phase: phase, first: first, second: second, point: point))
    }

    private func owner(of shape: OpaquePointer?) -> ShapeOwner? {
        guard let shape, let data = cpShapeGetUserData(shape) else { return nil }
        return Unmanaged<ShapeOwner>.fromOpaque(data).takeUnretainedValue()
    }
}

/// C callbacks handed to Chipmunk. They capture nothing (C function pointers cannot); context arrives through
/// user-data pointers. They only read and write C state and the contact log: never the animator's Swift state,
/// which must not change mid-step.
enum ChipmunkCallbacks {
    /// Chipmunk's integrator with per-body gravity (items outside a gravity behaviour feel none) and UIKit's
    /// resistance.
    ///
    /// It leans on `cpBodyUpdateVelocity`, which writes the body directly: Chipmunk's setters wake the body and
    /// walk its contacts on every call, which would cost more than the rest of the step for a pile of balls.
    /// A setter runs only for the rare correction of a different angular resistance. (The speed clamp lives in
    /// the animator's once-per-step scan, not here, to keep this hot path short.)
    static let integrateVelocity: cpBodyVelocityFunc = { body, _, _, dt in
        guard let body else { return }
        let motion = cpBodyGetUserData(body).assumingMemoryBound(to: BodyMotion.self).pointee
        guard !motion.isAnchored else { return }
        let ownAngularDecay = motion.angularResistance != motion.linearResistance
        let spin = ownAngularDecay ? cpBodyGetAngularVelocity(body) : 0
        let torque = ownAngularDecay ? cpBodyGetTorque(body) : 0
        // Chipmunk's damping scales velocity and spin alike: the linear resistance's decay.
        cpBodyUpdateVelocity(body, motion.gravity, 1 / (1 + motion.linearResistance * dt), dt)
        guard ownAngularDecay else { return }
        let moment = cpBodyGetMoment(body)
        let angularAcceleration = moment.isFinite ? torque / moment : 0
        cpBodySetAngularVelocity(body, (spin + angularAcceleration * dt) / (1 + motion.angularResistance * dt))
    }

    /// For a sweep: keeps the earliest hit on a boundary or an anchored (kinematic) item's shape that the item
    /// approaches (a surface it is leaving, e.g. one it bounced off last step, does not count).
    static let recordSweepHit: cpSpaceSegmentQueryFunc = { shape, _, normal, alpha, data in
        guard let shape, let data else { return }
        let isObstacle =
            cpShapeGetCollisionType(shape) == CollisionType.boundary
            || cpBodyGetType(cpShapeGetBody(shape)) != CP_BODY_TYPE_DYNAMIC
        let probe = data.assumingMemoryBound(to: SweepProbe.self)
        let approaching = probe.pointee.velocity.x * normal.x + probe.pointee.velocity.y * normal.y < 0
        if isObstacle, approaching { probe.pointee.firstHit = min(probe.pointee.firstHit, alpha) }
    }

    /// A contact starts: it is logged, and the pair's mixed material is worked out once and kept on the arbiter
    /// for the pre-solve of every step the contact lasts.
    static let begin: cpCollisionBeginFunc = { arbiter, _, userData in
        log(userData).record(.began, arbiter)
        var shapeA: OpaquePointer?
        var shapeB: OpaquePointer?
        cpArbiterGetShapes(arbiter, &shapeA, &shapeB)
        let mix = mixedMaterial(shapeA, shapeB)
        let matchesProduct =
            cpShapeGetElasticity(shapeA) * cpShapeGetElasticity(shapeB) == mix.elasticity
            && cpShapeGetFriction(shapeA) * cpShapeGetFriction(shapeB) == mix.friction
        cpArbiterSetUserData(arbiter, PackedMaterial(mix, matchesChipmunkProduct: matchesProduct).pointer)
        return cpBool(1)
    }

    static let separate: cpCollisionSeparateFunc = { arbiter, _, userData in
        log(userData).record(.ended, arbiter)
    }

    /// UIKit's mixing (restitution = max of the pair, friction = √ of the product; Chipmunk multiplies both and
    /// resets the arbiter to that product every step), boundaries take the item's values, and slow impacts do not
    /// bounce. Runs for every contact on every step, so the mix comes from the arbiter, worked out at `begin`.
    static let preSolve: cpCollisionPreSolveFunc = { arbiter, _, _ in
        let material: (elasticity: Double, friction: Double)
        if let packed = PackedMaterial(cpArbiterGetUserData(arbiter)) {
            // Chipmunk's own product is already right (equal materials of 0 or 1): only slow impacts need work.
            if packed.matchesChipmunkProduct {
                if approachSpeed(arbiter) < DynamicsTuning.restitutionThresholdSpeed {
                    cpArbiterSetRestitution(arbiter, 0)
                }
                return cpBool(1)
            }
            material = packed.material
        } else {
            var shapeA: OpaquePointer?
            var shapeB: OpaquePointer?
            cpArbiterGetShapes(arbiter, &shapeA, &shapeB)
            material = mixedMaterial(shapeA, shapeB)
        }
        let slow = approachSpeed(arbiter) < DynamicsTuning.restitutionThresholdSpeed
        cpArbiterSetRestitution(arbiter, slow ? 0 : material.elasticity)
        cpArbiterSetFriction(arbiter, material.friction)
        return cpBool(1)
    }

    private static func log(_ userData: UnsafeMutableRawPointer?) -> ContactLog {
        Unmanaged<ContactLog>.fromOpaque(userData!).takeUnretainedValue()
    }

    private static func mixedMaterial(
        _ shapeA: OpaquePointer?, _ shapeB: OpaquePointer?
    ) -> (elasticity: Double, friction: Double) {
        let elasticityA = cpShapeGetElasticity(shapeA)
        let elasticityB = cpShapeGetElasticity(shapeB)
        let frictionA = cpShapeGetFriction(shapeA)
        let frictionB = cpShapeGetFriction(shapeB)
        if cpShapeGetCollisionType(shapeA) == CollisionType.boundary { return (elasticityB, frictionB) }
        if cpShapeGetCollisionType(shapeB) == CollisionType.boundary { return (elasticityA, frictionA) }
        return (max(elasticityA, elasticityB), (frictionA * frictionB).squareRoot())
    }

    /// How fast the two bodies close along the contact normal at the first contact point, in pt/s.
    private static func approachSpeed(_ arbiter: OpaquePointer?) -> Double {
        var bodyA: OpaquePointer?
        var bodyB: OpaquePointer?
        cpArbiterGetBodies(arbiter, &bodyA, &bodyB)
        let normal = cpArbiterGetNormal(arbiter)
        let point = cpArbiterGetPointA(arbiter, 0)
        let velocityA = cpBodyGetVelocityAtWorldPoint(bodyA, point)
        let velocityB = cpBodyGetVelocityAtWorldPoint(bodyB, point)
        // Chipmunk's normal points from A to B, so closing bodies have a negative relative normal velocity.
        return -((velocityB.x - velocityA.x) * normal.x + (velocityB.y - velocityA.y) * normal.y)
    }
}

/// A pair's mixed material carried in an arbiter's user-data pointer: elasticity and friction as two 32-bit
/// floats (plenty for materials between 0 and a few) and whether Chipmunk's product already gives them; the
/// elasticity's sign bit is set so the word is never zero (a nil pointer means "not worked out yet").
struct PackedMaterial {
    let bits: UInt64

    init(_ material: (elasticity: Double, friction: Double), matchesChipmunkProduct: Bool) {
        let elasticity = UInt64(Float(abs(material.elasticity)).bitPattern) | Self.presentMark
        let friction =
            UInt64(Float(abs(material.friction)).bitPattern) | (matchesChipmunkProduct ? Self.presentMark : 0)
        bits = elasticity << 32 | friction
    }

    init?(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return nil }
        bits = UInt64(UInt(bitPattern: pointer))
    }

    var pointer: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: UInt(bits)) }

    var material: (elasticity: Double, friction: Double) {
        let elasticity = Float(bitPattern: UInt32(truncatingIfNeeded: (bits >> 32) & ~Self.presentMark))
        let friction = Float(bitPattern: UInt32(truncatingIfNeeded: bits & ~Self.presentMark))
        return (Double(elasticity), Double(friction))
    }

    /// Whether Chipmunk's product of the two shapes' values already equals the mix (the friction's sign bit).
    var matchesChipmunkProduct: Bool { bits & Self.presentMark != 0 }

    /// A 32-bit float's sign bit: materials are never negative, so on the elasticity it marks the word as
    /// present, and on the friction it carries `matchesChipmunkProduct`.
    private static let presentMark: UInt64 = 0x8000_0000
}
