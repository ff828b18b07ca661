import Kit

/// Something the animator can move: its centre and rotation follow the simulation (UIKit's `UIDynamicItem`).
///
/// Views conform; so can any plain object, which is how the physics is tested without views:
///
///     @MainActor final class Ball: DynamicItem {
///         var center = Point(x: 50, y: 50)
///         var bounds = Rect(x: 0, y: 0, width: 20, height: 20)
///         var transform = AffineTransform.identity
///         var collisionBoundsType: DynamicItemCollisionBoundsType { .ellipse }
///     }
///
/// The size comes from `bounds` (read when the item joins the animator, or by `updateItemUsingCurrentState`);
/// the animator writes `center` and `transform` (a pure rotation) after every step.
@MainActor
public protocol DynamicItem: AnyObject {
    /// The item's size, in points; its origin is ignored.
    var bounds: Rect { get }
    /// The item's centre in the reference coordinate space, in points.
    var center: Point { get set }
    /// The item's rotation, as an affine transform; the animator replaces it with a pure rotation.
    var transform: AffineTransform { get set }
    /// The shape used for collisions; a rectangle unless the item says otherwise.
    var collisionBoundsType: DynamicItemCollisionBoundsType { get }
}

extension DynamicItem {
    public var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
}

/// How an item's bounds become its collision shape (UIKit's `UIDynamicItemCollisionBoundsType`).
public enum DynamicItemCollisionBoundsType: Sendable, Hashable {
    /// The bounds rectangle.
    case rectangle
    /// The ellipse inscribed in the bounds: a circle when the bounds are square, else a polygon.
    case ellipse
}
