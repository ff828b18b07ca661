import CChipmunk
import Kit

/// Hears when an animator comes to rest and when it starts again (UIKit's `UIDynamicAnimatorDelegate`).
@MainActor
public protocol DynamicAnimatorDelegate: AnyObject {
    /// Every item has rested for `DynamicsTuning.restingDuration`; the animator stops stepping.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
    /// Something changed (a behaviour, an item, a push): the animator steps again from the next frame.
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
}

/// Runs behaviours on items in a reference coordinate space (UIKit's `UIDynamicAnimator`), on Chipmunk2D.
///
///     let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 300))
///     let gravity = GravityBehavior(items: [ball])
///     animator.addBehavior(gravity)
///     // every frame, from the run loop:
///     animator.advance(by: frameDelta)      // moves `ball.center`
///
/// Time advances only through `advance(by:)`, in fixed steps of `fixedTimeStep` seconds, so the same
/// inputs give the same motion at any frame rate. When every item rests the animator pauses (`isRunning` is
/// false, the delegate hears `didPause`) and the run loop may sleep; any change resumes it.
@MainActor
public final class DynamicAnimator {
    public weak var delegate: (any DynamicAnimatorDelegate)?
    /// Seconds per simulation step (`DynamicsTuning.fixedTimeStep` unless chosen at creation).
    public let fixedTimeStep: Double
    /// Top-level behaviours, in the order added.
    public private(set) var behaviors: [DynamicBehavior] = []
    /// True while something moves or may move; false once everything rests (stasis).
    public private(set) var isRunning = false
    /// Simulated seconds since the animator was made.
    var elapsedTime: Double = 0
    /// Chipmunk steps taken so far: fixed steps times their substeps (for diagnostics and benchmarks).
    public internal(set) var substepsTaken = 0
    /// The item whose bounds are the reference bounds, if the animator was made with one.
    private(set) weak var referenceItem: (any DynamicItem)?
    /// The space behaviours work in; collision behaviours can turn it into a boundary.
    public var referenceBounds: Rect {
        didSet {
            guard referenceBounds != oldValue else { return }
            for behavior in allBehaviors() { (behavior as? CollisionBehavior)?.referenceBoundsDidChange() }
            wake()
        }
    }

    let space: ChipmunkSpace
    var records: [ObjectIdentifier: ItemRecord] = [:]
    /// The same records in the order items joined, so every pass over them is deterministic.
    var orderedRecords: [ItemRecord] = []
    /// Dynamic bodies for the per-step scans; rebuilt before a step when items or their traits changed.
    var bodyTable: [BodyEntry] = []
    var bodyTableIsStale = false
    var collisionSlots = [ObjectIdentifier?](repeating: nil, count: CollisionBits.slotCount)
    var contactPairs: [ContactPairKey: ContactPairState] = [:]
    var accumulator: Double = 0
    var restingTime: Double = 0
    var isStepping = false

    /// `fixedTimeStep` trades accuracy for cost: 1/120 s halves the work of a crowded scene; substeps still keep
    /// fast items from tunnelling.
    public init(referenceBounds: Rect, fixedTimeStep: Double = DynamicsTuning.fixedTimeStep) {
        precondition(
            fixedTimeStep > 0 && fixedTimeStep <= 1.0 / 30,
            "fixedTimeStep must be in (0, 1/30] s; 1/240 (the default) or 1/120 suit most scenes")
        self.referenceBounds = referenceBounds
        self.fixedTimeStep = fixedTimeStep
        space = ChipmunkSpace()
    }

    /// An animator whose reference bounds follow `referenceItem.bounds` (read at every frame).
    public convenience init(referenceItem: any DynamicItem) {
        self.init(referenceBounds: referenceItem.bounds)
        self.referenceItem = referenceItem
    }

    // MARK: Behaviours

    public func addBehavior(_ behavior: DynamicBehavior) {
        precondition(
            behavior.dynamicAnimator == nil && behavior.isTopLevel,
            "addBehavior: the behaviour already belongs to an animator or a parent; remove it there first")
        behaviors.append(behavior)
        behavior.attach(to: self)
        wake()
    }

    public func removeBehavior(_ behavior: DynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.detach()
        wake()
    }

    func removeAllBehaviors() {
        for behavior in behaviors.reversed() { removeBehavior(behavior) }
    }

    /// Every behaviour in the animator, parents before their children.
    func allBehaviors() -> [DynamicBehavior] {
        var list: [DynamicBehavior] = []
        for behavior in behaviors { behavior.appendTree(to: &list) }
        return list
    }

    // MARK: Items

    /// Re-reads an item's centre, rotation and size after code outside the animator changed them.
    public func updateItemUsingCurrentState(_ item: any DynamicItem) {
        guard let record = records[ObjectIdentifier(item)] else { return }
        let center = item.center
        let angle = item.transform.rotationAngle
        cpBodySetPosition(record.body, cpVect(center))
        cpBodySetAngle(record.body, angle)
        record.lastCenter = center
        record.lastAngle = angle
        if item.bounds.size != record.size || item.collisionBoundsType != record.boundsType {
            record.size = item.bounds.size
            record.boundsType = item.collisionBoundsType
            record.rebuildShape(in: space)
            bodyTableIsStale = true
        }
        cpSpaceReindexShapesForBody(space.space, record.body)
        wake()
    }

    /// Items in the animator whose bounding boxes, at their current centres, meet `rect`.
    public func items(in rect: Rect) -> [any DynamicItem] {
        orderedRecords.filter { record in
            Rect(center: record.item.center, size: record.size).intersects(rect)
        }.map(\.item)
    }

    // MARK: Stasis

    /// Resumes stepping after a change; the delegate hears `willResume` if the animator was paused.
    func wake() {
        restingTime = 0
        guard !isRunning else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
    }

    func pause() {
        isRunning = false
        restingTime = 0
        accumulator = 0
        delegate?.dynamicAnimatorDidPause(self)
    }
}
