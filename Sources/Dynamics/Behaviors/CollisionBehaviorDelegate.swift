import Kit

/// Hears contacts of a collision behaviour's items (UIKit's `UICollisionBehaviorDelegate`).
///
/// Calls arrive after the simulation step, never during it, so they may add and remove boundaries, items and
/// behaviours. Each contact is reported once per pair: began (with a point on the contact), then ended. The
/// reference-bounds boundary has a nil identifier; cast others back with `as?` (`identifier as? String`).
@MainActor
public protocol CollisionBehaviorDelegate: AnyObject {
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        with otherItem: any DynamicItem, at point: Point)
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem, with otherItem: any DynamicItem)
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point)
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?)
}

extension CollisionBehaviorDelegate {
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        with otherItem: any DynamicItem, at point: Point
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem, with otherItem: any DynamicItem
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?
    ) {}
}
