import CChipmunk
import Kit

/// Makes items bounce off each other and off boundaries (UIKit's `UICollisionBehavior`).
///
///     let collider = CollisionBehavior(items: [ball])
///     collider.translatesReferenceBoundsIntoBoundary = true       // the walls; identifier nil
///     collider.addBoundary(withIdentifier: "brick-3", for: .rect(brickFrame))
///     collider.collisionDelegate = self
///
/// Items in the behaviour collide with each other (`.items`), with its boundaries (`.boundaries`), or both
/// (`.everything`, the default). Items in different collision behaviours do not collide.
@MainActor
public class CollisionBehavior: ItemsBehavior {
    public struct Mode: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = Mode(rawValue: 1)
        /// Items collide with the boundaries.
        public static let boundaries = Mode(rawValue: 2)
        public static let everything: Mode = [.items, .boundaries]
    }

    var collisionMode: Mode = .everything {
        didSet { traitsDidChange() }
    }
    public weak var collisionDelegate: (any CollisionBehaviorDelegate)?

    /// Whether the animator's reference bounds (inset by `referenceBoundaryInsets`) are a boundary.
    public var translatesReferenceBoundsIntoBoundary = false {
        didSet { referenceBoundsDidChange() }
    }
    /// Insets of the reference-bounds boundary, in points; positive values move the walls inward.
    private(set) var referenceBoundaryInsets = EdgeInsets.zero

    /// Named boundaries by identifier, each with the number it was added as: shapes are made, and identifiers
    /// listed, in the order added. Looked up by key because a wall of bricks re-adds every brick on each layout,
    /// and a search through a list compared each key with every other (a Breakout launch spent 3 % of its
    /// instructions there).
    var boundaries: [AnyHashable: (sequence: Int, path: BoundaryPath)] = [:]
    /// The sequence number of the next boundary added.
    var nextBoundarySequence = 0
    /// Shapes of boundaries while in an animator.
    var liveBoundaries: [AnyHashable: LiveBoundary] = [:]
    var referenceBoundary: LiveBoundary?
    /// This behaviour's collision slot while in an animator.
    var slot: Int?

    /// Turns the reference bounds into a boundary, with its walls moved inward by `insets`.
    public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        referenceBoundaryInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    // MARK: Behaviour hooks

    override func didAttach(to animator: DynamicAnimator) {
        // Shapes left from an animator that was freed with this behaviour in it died with that animator's space.
        liveBoundaries = [:]
        referenceBoundary = nil
        slot = animator.claimCollisionSlot(for: self)
        makeAllBoundaryShapes(in: animator)
    }

    override func didDetach(from animator: DynamicAnimator) {
        freeAllBoundaryShapes(in: animator)
        if let slot { animator.releaseCollisionSlot(slot) }
        slot = nil
    }

    override func influence(_ traits: inout ItemTraits) {
        guard let slot else { return }
        if collisionMode.contains(.items) {
            traits.categories |= CollisionBits.item(slot)
            traits.mask |= CollisionBits.item(slot)
        }
        if collisionMode.contains(.boundaries) { traits.mask |= CollisionBits.boundary(slot) }
    }

    // MARK: Reporting (called by the animator after a step)

    func reportBegan(_ first: ShapeOwner, _ second: ShapeOwner, at point: Point) {
        guard let delegate = collisionDelegate else { return }
        if let item = first.item, let other = second.item {
            delegate.collisionBehavior(self, beganContactFor: item, with: other, at: point)
        } else if let item = first.item ?? second.item {
            let identifier = first.isBoundary ? first.boundaryIdentifier : second.boundaryIdentifier
            delegate.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: identifier, at: point)
        }
    }

    func reportEnded(_ first: ShapeOwner, _ second: ShapeOwner) {
        guard let delegate = collisionDelegate else { return }
        if let item = first.item, let other = second.item {
            delegate.collisionBehavior(self, endedContactFor: item, with: other)
        } else if let item = first.item ?? second.item {
            let identifier = first.isBoundary ? first.boundaryIdentifier : second.boundaryIdentifier
            delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier)
        }
    }
}
