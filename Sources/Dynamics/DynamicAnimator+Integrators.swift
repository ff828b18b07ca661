import CChipmunk
import Kit

/// Which velocity integrator each body gets, chosen again whenever items or their traits change.
///
/// Chipmunk calls a body's integrator every substep; a call into Swift for each of a thousand bodies is a
/// noticeable share of the step. So the space's gravity is set to the gravity most items feel (usually a single
/// gravity behaviour's), and the items that feel exactly that and no resistance use Chipmunk's own integrator.
/// Every other item keeps `ChipmunkCallbacks.integrateVelocity`, which applies the item's own gravity and
/// resistance and ignores the space's.
extension DynamicAnimator {
    func assignIntegrators() {
        let candidates = orderedRecords.filter { $0.isDynamic && Self.feelsOnlyGravity($0.motion.pointee) }
        var counts: [GravityKey: Int] = [:]
        for record in candidates { counts[GravityKey(record.motion.pointee.gravity), default: 0] += 1 }
        let shared = counts.max { $0.value < $1.value }?.key ?? GravityKey(cpVect(x: 0, y: 0))
        cpSpaceSetGravity(space.space, shared.vector)
        for record in orderedRecords {
            let plain =
                record.isDynamic && Self.feelsOnlyGravity(record.motion.pointee)
                && GravityKey(record.motion.pointee.gravity) == shared
            cpBodySetVelocityUpdateFunc(record.body, plain ? cpBodyUpdateVelocity : ChipmunkCallbacks.integrateVelocity)
        }
    }

    private static func feelsOnlyGravity(_ motion: BodyMotion) -> Bool {
        motion.linearResistance == 0 && motion.angularResistance == 0 && !motion.isAnchored
    }
}

/// A gravity vector as a dictionary key.
private struct GravityKey: Hashable {
    let x: Double
    let y: Double

    init(_ vector: cpVect) {
        x = vector.x
        y = vector.y
    }

    var vector: cpVect { cpVect(x: x, y: y) }
}
