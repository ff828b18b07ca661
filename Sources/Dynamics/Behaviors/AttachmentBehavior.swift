import CChipmunk
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// Ties an item to an anchor point or to another item (UIKit's `UIAttachmentBehavior`).
///
/// With `frequency` 0 (the default) the attachment is a rigid rod of `length` (a pin when the length is 0);
/// with a frequency it is a spring ringing at that many Hz, `damping` being its damping ratio (1 = critical).
/// `length` defaults to the distance between the attachment points when the behaviour is made. Anchor point,
/// length, frequency and damping may all change while animating.
@MainActor
public class AttachmentBehavior: DynamicBehavior {
    enum AttachedType: Sendable, Hashable { case items, anchor }

    let attachedBehaviorType: AttachedType
    /// The attached item, then the other item for `.items`.
    public let items: [any DynamicItem]
    /// The anchor, in reference coordinates (points); meaningful for `.anchor`.
    public var anchorPoint: Point {
        didSet { jointDidChange() }
    }
    /// Rest distance between the attachment points, in points.
    public var length: Double {
        didSet { jointDidChange() }
    }
    /// Spring frequency in Hz; 0 makes the attachment rigid.
    public var frequency: Double = 0 {
        didSet { jointDidChange() }
    }
    /// Spring damping ratio; 0 rings forever, 1 is critical.
    public var damping: Double = 0 {
        didSet { jointDidChange() }
    }

    private let offsets: (Point, Point)
    private var joint: OpaquePointer?
    private var jointKind: JointKind?

    private enum JointKind { case spring, rod, pin }

    public convenience init(item: any DynamicItem, attachedToAnchor anchor: Point) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: anchor)
    }

    /// `offset` is from the item's centre, in its own (rotating) coordinates.
    public init(item: any DynamicItem, offsetFromCenter offset: Point, attachedToAnchor anchor: Point) {
        attachedBehaviorType = .anchor
        items = [item]
        anchorPoint = anchor
        offsets = (offset, .zero)
        length = (item.center + offset).distance(to: anchor)
        super.init()
    }

    public convenience init(item: any DynamicItem, attachedTo other: any DynamicItem) {
        self.init(item: item, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
    }

    public init(
        item: any DynamicItem, offsetFromCenter offset: Point,
        attachedTo other: any DynamicItem, offsetFromCenter otherOffset: Point
    ) {
        attachedBehaviorType = .items
        items = [item, other]
        anchorPoint = .zero
        offsets = (offset, otherOffset)
        length = (item.center + offset).distance(to: other.center + otherOffset)
        super.init()
    }

    // MARK: Behaviour hooks

    override var heldItems: [any DynamicItem] { items }

    override func didRegisterItems(in animator: DynamicAnimator) {
        // A joint left from an animator that was freed with this behaviour in it died with that animator's space.
        joint = nil
        jointKind = nil
        rebuildJoint(in: animator)
    }

    override func willDetach(from animator: DynamicAnimator) {
        freeJoint(in: animator)
    }

    /// Springs follow the items' masses (density may change), so the frequency stays what was asked.
    override func prepareStep(in animator: DynamicAnimator) {
        guard jointKind == .spring, let joint else { return }
        let mass = effectiveMass(in: animator)
        let omega = 2 * Double.pi * frequency
        cpDampedSpringSetStiffness(joint, mass * omega * omega)
        cpDampedSpringSetDamping(joint, 2 * mass * damping * omega)
    }

    // MARK: The joint

    private var wantedKind: JointKind {
        if frequency > 0 { return .spring }
        return length > 0 ? .rod : .pin
    }

    private func jointDidChange() {
        guard let animator = dynamicAnimator else { return }
        if wantedKind == jointKind, let joint {
            update(joint)
        } else {
            rebuildJoint(in: animator)
        }
        animator.wake()
    }

    private func rebuildJoint(in animator: DynamicAnimator) {
        freeJoint(in: animator)
        guard let bodies = bodies(in: animator) else { return }
        let anchorA = cpVect(offsets.0)
        let anchorB = cpVect(attachedBehaviorType == .anchor ? anchorPoint : offsets.1)
        let kind = wantedKind
        let made: OpaquePointer
        switch kind {
        case .spring: made = cpDampedSpringNew(bodies.0, bodies.1, anchorA, anchorB, length, 0, 0)
        case .rod: made = cpPinJointNew(bodies.0, bodies.1, anchorA, anchorB)
        case .pin: made = cpPivotJointNew2(bodies.0, bodies.1, anchorA, anchorB)
        }
        cpConstraintSetErrorBias(made, DynamicsTuning.jointErrorBias(step: animator.fixedTimeStep))
        joint = animator.space.add(constraint: made)
        jointKind = kind
        update(made)
        prepareStep(in: animator)
    }

    private func update(_ joint: OpaquePointer) {
        let anchorB = cpVect(attachedBehaviorType == .anchor ? anchorPoint : offsets.1)
        switch jointKind {
        case .spring?:
            cpDampedSpringSetAnchorB(joint, anchorB)
            cpDampedSpringSetRestLength(joint, length)
        case .rod?:
            cpPinJointSetAnchorB(joint, anchorB)
            cpPinJointSetDist(joint, length)
        case .pin?:
            cpPivotJointSetAnchorB(joint, anchorB)
        case nil:
            break
        }
    }

    private func freeJoint(in animator: DynamicAnimator) {
        if let joint { animator.space.free(constraint: joint) }
        joint = nil
        jointKind = nil
    }

    /// The item's body and the other item's (or the static body, whose coordinates are the reference space).
    private func bodies(in animator: DynamicAnimator) -> (OpaquePointer, OpaquePointer)? {
        guard let first = animator.record(for: items[0]) else { return nil }
        if attachedBehaviorType == .anchor { return (first.body, animator.space.staticBody) }
        guard let second = animator.record(for: items[1]) else { return nil }
        return (first.body, second.body)
    }

    /// The mass the spring moves: the item's, or the reduced mass of two items.
    private func effectiveMass(in animator: DynamicAnimator) -> Double {
        let masses = items.compactMap { item -> Double? in
            guard let record = animator.record(for: item), record.isDynamic else { return nil }
            return record.mass
        }
        guard let first = masses.first else { return 1 }
        guard masses.count == 2 else { return first }
        return first * masses[1] / (first + masses[1])
    }
}
