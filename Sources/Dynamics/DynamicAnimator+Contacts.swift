import Kit

/// Two shapes' owners in contact, in either order.
struct ContactPairKey: Hashable {
    let low: ObjectIdentifier
    let high: ObjectIdentifier

    init(_ first: ShapeOwner, _ second: ShapeOwner) {
        let a = ObjectIdentifier(first)
        let b = ObjectIdentifier(second)
        (low, high) = a < b ? (a, b) : (b, a)
    }
}

/// How many Chipmunk contacts a pair has (a ball in a boundary's corner touches two of its segments) and who
/// heard that it began, so the same behaviours hear that it ended.
struct ContactPairState {
    var count: Int
    var recipients: [CollisionBehavior]
}

/// Contact delivery: runs after each step, never inside it.
///
/// Chipmunk's begin/separate events are reduced to one began and one ended per pair of item and item, or item
/// and named boundary, and delivered in the order they happened (so a brief touch inside one step still reads
/// began, then ended). Callbacks may add or remove boundaries, items and behaviours: the contacts that removal
/// ends are delivered in the same pass.
extension DynamicAnimator {
    func deliverContacts() {
        while !space.contacts.entries.isEmpty {
            let batch = space.contacts.entries
            space.contacts.entries.removeAll(keepingCapacity: true)
            for entry in batch { process(entry) }
        }
    }

    private func process(_ entry: ContactLog.Entry) {
        let key = ContactPairKey(entry.first, entry.second)
        switch entry.phase {
        case .began:
            if var state = contactPairs[key] {
                state.count += 1
                contactPairs[key] = state
                return
            }
            let recipients = collisionRecipients(entry.first, entry.second)
            contactPairs[key] = ContactPairState(count: 1, recipients: recipients)
            for recipient in recipients { recipient.reportBegan(entry.first, entry.second, at: entry.point) }
        case .ended:
            guard var state = contactPairs[key] else { return }
            state.count -= 1
            guard state.count == 0 else {
                contactPairs[key] = state
                return
            }
            contactPairs[key] = nil
            for recipient in state.recipients { recipient.reportEnded(entry.first, entry.second) }
        }
    }

    /// The boundary's own behaviour, or every collision behaviour holding both items in `.items` mode.
    private func collisionRecipients(_ first: ShapeOwner, _ second: ShapeOwner) -> [CollisionBehavior] {
        if let collision = first.collision ?? second.collision { return [collision] }
        guard let itemA = first.item, let itemB = second.item, let record = record(for: itemA) else { return [] }
        return record.holders.compactMap { holder in
            guard let collision = holder as? CollisionBehavior,
                collision.collisionMode.contains(.items), collision.contains(itemB)
            else { return nil }
            return collision
        }
    }
}
