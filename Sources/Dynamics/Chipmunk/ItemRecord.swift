import CChipmunk
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// What the behaviours that hold an item make of it, combined (gravity adds up, the last item behaviour's
/// material wins, collision behaviours contribute filter bits).
struct ItemTraits: Equatable {
    /// Sum of the gravity behaviours holding the item, in pt/s².
    var gravity = Point.zero
    var elasticity: Double = 0
    var friction: Double = 0
    var density: Double = 1
    var resistance: Double = 0
    var angularResistance: Double = 0
    var allowsRotation = true
    var isAnchored = false
    var categories: cpBitmask = CollisionBits.itemFlag
    var mask: cpBitmask = 0
}

/// Collision filters express collision modes. Each collision behaviour in an animator owns a slot: items in it
/// with `.items` collide with each other through the slot's item bit; its boundaries carry the slot's boundary
/// bit, which only items in it with `.boundaries` accept. Boundaries accept only shapes with `itemFlag`, so they
/// never collide with one another. Chipmunk's bitmask has 32 bits: 15 slots, 15 boundary bits, one flag.
enum CollisionBits {
    static let slotCount = 15
    static let itemFlag: cpBitmask = 1 << 31
    static func item(_ slot: Int) -> cpBitmask { 1 << cpBitmask(slot) }
    static func boundary(_ slot: Int) -> cpBitmask { 1 << cpBitmask(slotCount + slot) }
}

/// One item in the animator: its body and collision shape, and the behaviours holding it.
@MainActor
final class ItemRecord {
    let item: any DynamicItem
    let owner: ShapeOwner
    let body: OpaquePointer
    var shape: OpaquePointer?
    /// Behaviours holding the item, in the order they took it (later item behaviours win).
    var holders: [DynamicBehavior] = []
    var traits = ItemTraits()
    var size: Size
    var boundsType: DynamicItemCollisionBoundsType
    /// 1 / (smallest half-extent)², in 1/pt², for the substep rule.
    var inverseHalfExtentSquared: Double = 0
    var lastCenter: Point
    var lastAngle: Double

    init(item: any DynamicItem, space: ChipmunkSpace) {
        self.item = item
        owner = ShapeOwner(item: item)
        size = item.bounds.size
        boundsType = item.collisionBoundsType
        lastCenter = item.center
        lastAngle = item.transform.rotationAngle
        body = space.makeBody(mass: 1, moment: 1, position: lastCenter, angle: lastAngle)
        rebuildShape(in: space)
    }

    var isDynamic: Bool { !traits.isAnchored }

    var mass: Double { cpBodyGetMass(body) }

    /// Replaces the collision shape after a change of size or bounds type.
    func rebuildShape(in space: ChipmunkSpace) {
        if let shape { space.free(shape: shape) }
        let width = max(size.width, ItemRecord.minimumExtent)
        let height = max(size.height, ItemRecord.minimumExtent)
        let newShape: OpaquePointer
        if boundsType == .ellipse, abs(width - height) < 1e-9 {
            newShape = cpCircleShapeNew(body, width / 2, cpVect(x: 0, y: 0))
        } else if boundsType == .ellipse {
            newShape = ItemRecord.ellipsePolygon(body: body, width: width, height: height)
        } else {
            newShape = cpBoxShapeNew(body, width, height, 0)
        }
        shape = space.add(shape: newShape, owner: owner)
        let halfExtent = min(width, height) / 2
        inverseHalfExtentSquared = 1 / (halfExtent * halfExtent)
        applyMaterial()
        applyMass()
    }

    /// Pushes traits into Chipmunk, touching only what changed.
    func apply(_ newTraits: ItemTraits) {
        let old = traits
        traits = newTraits
        motion.pointee.gravity = cpVect(newTraits.gravity)
        motion.pointee.linearResistance = newTraits.resistance
        motion.pointee.angularResistance = newTraits.angularResistance
        motion.pointee.isAnchored = newTraits.isAnchored
        if old.isAnchored != newTraits.isAnchored {
            cpBodySetType(body, newTraits.isAnchored ? CP_BODY_TYPE_KINEMATIC : CP_BODY_TYPE_DYNAMIC)
            cpBodySetVelocity(body, cpVect(x: 0, y: 0))
            cpBodySetAngularVelocity(body, 0)
        }
        applyMaterial()
        if old.density != newTraits.density || old.allowsRotation != newTraits.allowsRotation
            || old.isAnchored != newTraits.isAnchored
        {
            applyMass()
        }
    }

    var motion: UnsafeMutablePointer<BodyMotion> {
        cpBodyGetUserData(body).assumingMemoryBound(to: BodyMotion.self)
    }

    private func applyMaterial() {
        guard let shape else { return }
        cpShapeSetElasticity(shape, traits.elasticity)
        cpShapeSetFriction(shape, traits.friction)
        cpShapeSetFilter(shape, cpShapeFilter(group: 0, categories: traits.categories, mask: traits.mask))
    }

    /// UIKit's mass: density × width × height / 10⁴ whatever the collision shape, so push magnitudes mean the
    /// same for a ball and a box.
    private func applyMass() {
        guard isDynamic else { return }
        let width = max(size.width, ItemRecord.minimumExtent)
        let height = max(size.height, ItemRecord.minimumExtent)
        let mass = traits.density * width * height / DynamicsTuning.areaPerKilogram
        var moment = Double.infinity
        if traits.allowsRotation {
            moment =
                boundsType == .ellipse
                ? mass * (width * width + height * height) / 16
                : cpMomentForBox(mass, width, height)
        }
        cpBodySetMass(body, mass)
        cpBodySetMoment(body, moment)
        if !traits.allowsRotation { cpBodySetAngularVelocity(body, 0) }
    }

    /// Items thinner than this, in points, are treated as this thick: Chipmunk needs a non-zero mass and area.
    static let minimumExtent: Double = 0.5

    private static func ellipsePolygon(body: OpaquePointer, width: Double, height: Double) -> OpaquePointer {
        let count = DynamicsTuning.ovalSegmentCount
        let vertices = (0..<count).map { index in
            let angle = 2 * Double.pi * Double(index) / Double(count)
            return cpVect(x: cos(angle) * width / 2, y: sin(angle) * height / 2)
        }
        let identity = cpTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        return vertices.withUnsafeBufferPointer { buffer in
            cpPolyShapeNew(body, Int32(count), buffer.baseAddress, identity, 0)
        }
    }
}

extension AffineTransform {
    /// The rotation part of the transform, in radians (positive turns clockwise on screen).
    var rotationAngle: Double { atan2(b, a) }
}
