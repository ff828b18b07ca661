import CChipmunk
import Kit

/// The item registry: an item has a body while at least one behaviour in the animator holds it.
extension DynamicAnimator {
    func record(for item: any DynamicItem) -> ItemRecord? {
        records[ObjectIdentifier(item)]
    }

    /// `holder` now holds `item`: makes its body on first use and recomputes its traits.
    func register(_ item: any DynamicItem, by holder: DynamicBehavior) {
        let record = records[ObjectIdentifier(item)] ?? makeRecord(for: item)
        record.holders.append(holder)
        refreshTraits(of: record)
        wake()
    }

    /// `holder` let go of `item`: frees its body and shape when nothing else holds it.
    func unregister(_ item: any DynamicItem, by holder: DynamicBehavior) {
        guard let record = records[ObjectIdentifier(item)],
            let index = record.holders.firstIndex(where: { $0 === holder })
        else { return }
        record.holders.remove(at: index)
        if record.holders.isEmpty {
            free(record)
        } else {
            refreshTraits(of: record)
        }
        wake()
    }

    func refreshTraits(of item: any DynamicItem) {
        guard let record = records[ObjectIdentifier(item)] else { return }
        refreshTraits(of: record)
    }

    private func refreshTraits(of record: ItemRecord) {
        var traits = ItemTraits()
        for holder in record.holders { holder.influence(&traits) }
        if traits != record.traits {
            record.apply(traits)
            bodyTableIsStale = true
        }
    }

    private func makeRecord(for item: any DynamicItem) -> ItemRecord {
        let record = ItemRecord(item: item, space: space)
        records[ObjectIdentifier(item)] = record
        orderedRecords.append(record)
        bodyTableIsStale = true
        return record
    }

    /// Joints on the body must already be gone: behaviours free theirs before releasing their items.
    private func free(_ record: ItemRecord) {
        if let shape = record.shape { space.free(shape: shape) }
        record.shape = nil
        space.free(body: record.body)
        records[ObjectIdentifier(record.item)] = nil
        orderedRecords.removeAll { $0 === record }
        bodyTableIsStale = true
    }

    // MARK: Collision slots

    /// Claims one of the 15 collision slots for a collision behaviour.
    func claimCollisionSlot(for behavior: CollisionBehavior) -> Int {
        guard let slot = collisionSlots.firstIndex(where: { $0 == nil }) else {
            preconditionFailure(
                "An animator supports \(CollisionBits.slotCount) collision behaviours at once; "
                    + "merge some of them (one behaviour can hold many items and boundaries)")
        }
        collisionSlots[slot] = ObjectIdentifier(behavior)
        return slot
    }

    func releaseCollisionSlot(_ slot: Int) {
        collisionSlots[slot] = nil
    }

    // MARK: Introspection for tests and diagnostics

    /// Bodies, shapes and joints alive in the Chipmunk space (boundaries included; the static body excluded).
    var chipmunkObjectCounts: (bodies: Int, shapes: Int, constraints: Int) {
        (space.bodyCount, space.shapeCount, space.constraintCount)
    }
}
