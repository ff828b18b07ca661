import CChipmunk
import Kit

/// What the per-step scans need about one dynamic body, kept in a plain array so the scans over a thousand
/// items do no reference counting.
struct BodyEntry {
    let body: OpaquePointer
    /// Smallest half-extent, in points (a ball's radius).
    let halfExtent: Double
    /// 1 / halfExtent², for the per-step speed scan.
    let inverseHalfExtentSquared: Double
    /// The item's collision filter, so a sweep sees only what the item can hit.
    let filter: cpShapeFilter
}

/// What a sweep is looking for: the first obstacle the moving item approaches along its path.
struct SweepProbe {
    /// The item's velocity, to tell surfaces it approaches from surfaces it leaves.
    let velocity: cpVect
    /// Fraction of the path where the item first touches an obstacle it approaches; 1 when none.
    var firstHit: Double = 1
}

/// Tunnelling protection, and the stasis test, over the body table.
///
/// Chipmunk has no continuous collision detection: it only sees overlaps at the end of each step, so a fast
/// item can jump over a thin boundary. Before every Chipmunk step, each item fast enough to do that sweeps its
/// path (a segment query as thick as the item) against boundaries and anchored items; if it would touch one,
/// it is moved back so that the step ends with it just touching, and the solver bounces it as usual. The item
/// loses the rest of that step's travel, at most 1/240 s, which nobody can see. Substeps are kept for the
/// accuracy of item–item contacts at extreme speeds.
extension DynamicAnimator {
    func rebuildBodyTableIfNeeded() {
        guard bodyTableIsStale else { return }
        bodyTableIsStale = false
        assignIntegrators()
        bodyTable = orderedRecords.filter(\.isDynamic).map { record in
            BodyEntry(
                body: record.body,
                halfExtent: 1 / record.inverseHalfExtentSquared.squareRoot(),
                inverseHalfExtentSquared: record.inverseHalfExtentSquared,
                filter: cpShapeFilter(group: 0, categories: record.traits.categories, mask: record.traits.mask))
        }
    }

    /// Substeps for the coming fixed step: no item travels more than `maximumTravelPerSubstep` of its
    /// smallest half-extent in one. The same scan clamps speeds to `maximumItemSpeed`.
    func substepCount() -> Int {
        rebuildBodyTableIfNeeded()
        // Squared speeds throughout: one square root per step instead of one per item.
        var worstSquared: Double = 0
        let limit = DynamicsTuning.maximumItemSpeed
        for entry in bodyTable {
            let velocity = cpBodyGetVelocity(entry.body)
            var speedSquared = velocity.x * velocity.x + velocity.y * velocity.y
            if speedSquared > limit * limit {
                let scale = limit / speedSquared.squareRoot()
                cpBodySetVelocity(entry.body, cpVect(x: velocity.x * scale, y: velocity.y * scale))
                speedSquared = limit * limit
            }
            worstSquared = max(worstSquared, speedSquared * entry.inverseHalfExtentSquared)
        }
        let worst = worstSquared.squareRoot()
        let needed = (worst * fixedTimeStep / DynamicsTuning.maximumTravelPerSubstep).rounded(.up)
        return Int(min(max(needed, 1), Double(DynamicsTuning.maximumSubsteps)))
    }

    /// Moves every item that would pass an obstacle within `duration` seconds back, so that it ends the
    /// Chipmunk step touching the obstacle instead.
    func sweepFastBodies(duration: Double) {
        for entry in bodyTable {
            let velocity = cpBodyGetVelocity(entry.body)
            let speedSquared = velocity.x * velocity.x + velocity.y * velocity.y
            // Slower items overlap an obstacle before their centre can cross it: Chipmunk catches them. (Compared
            // squared: no square root for the many items that are slow.)
            let reach = entry.halfExtent * DynamicsTuning.sweepThreshold / duration
            guard speedSquared > reach * reach else { continue }
            sweep(entry, velocity: velocity, speed: speedSquared.squareRoot(), duration: duration)
        }
    }

    private func sweep(_ entry: BodyEntry, velocity: cpVect, speed: Double, duration: Double) {
        let start = cpBodyGetPosition(entry.body)
        let end = cpVect(x: start.x + velocity.x * duration, y: start.y + velocity.y * duration)
        var probe = SweepProbe(velocity: velocity)
        withUnsafeMutablePointer(to: &probe) { pointer in
            cpSpaceSegmentQuery(
                space.space, start, end, entry.halfExtent, entry.filter, ChipmunkCallbacks.recordSweepHit, pointer)
        }
        guard probe.firstHit < 1 else { return }
        // Land a little past the touching point so Chipmunk sees an overlap and makes a contact.
        let travel = speed * duration * probe.firstHit + DynamicsTuning.sweepLandingDepth
        let shortfall = max(speed * duration - travel, 0) / speed
        cpBodySetPosition(
            entry.body, cpVect(x: start.x - velocity.x * shortfall, y: start.y - velocity.y * shortfall))
    }

    /// Whether any item moves faster than the resting thresholds.
    func anyBodyMoving() -> Bool {
        rebuildBodyTableIfNeeded()
        let speedLimit = DynamicsTuning.restingSpeed * DynamicsTuning.restingSpeed
        for entry in bodyTable {
            let velocity = cpBodyGetVelocity(entry.body)
            if velocity.x * velocity.x + velocity.y * velocity.y > speedLimit { return true }
            if abs(cpBodyGetAngularVelocity(entry.body)) > DynamicsTuning.restingAngularSpeed { return true }
        }
        return false
    }
}
