import CChipmunk
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// Pushes its items with a force (UIKit's `UIPushBehavior`).
///
/// Magnitude 1 on a 100×100 pt item of density 1 accelerates it at 100 pt/s² (continuous), or changes its
/// velocity by 100 pt/s at once (instantaneous). An instantaneous push acts on the next step and then sets
/// `active` to false; set `active` again to push again. To remove it once done without a memory cycle:
///
///     let push = PushBehavior(items: [ball], mode: .instantaneous)
///     push.setAngle(-.pi / 2, magnitude: 2)
///     push.action = { [unowned push] in push.dynamicAnimator?.removeBehavior(push) }
///     animator.addBehavior(push)
@MainActor
public class PushBehavior: ItemsBehavior {
    public enum Mode: Sendable, Hashable {
        /// A force applied every step while active.
        case continuous
        /// One impulse, then `active` turns false.
        case instantaneous
    }

    public let mode: Mode
    public var active = true {
        didSet { if active { dynamicAnimator?.wake() } }
    }
    /// Direction in radians; 0 is right, π/2 is down.
    public var angle: Double = 0 {
        didSet { dynamicAnimator?.wake() }
    }
    /// Strength; negative pushes the opposite way.
    public var magnitude: Double = 0 {
        didSet { dynamicAnimator?.wake() }
    }

    private var offsets: [ObjectIdentifier: Point] = [:]

    public init(items: [any DynamicItem] = [], mode: Mode) {
        self.mode = mode
        super.init(items: items)
    }

    override func didRemoveItem(_ item: any DynamicItem) {
        offsets[ObjectIdentifier(item)] = nil
    }

    /// The push as a vector, in magnitude units (UIKit's `pushDirection`).
    var pushDirection: Point {
        get { Point(x: cos(angle), y: sin(angle)) * magnitude }
        set { setAngle(atan2(newValue.y, newValue.x), magnitude: newValue.length) }
    }

    public func setAngle(_ angle: Double, magnitude: Double) {
        self.angle = angle
        self.magnitude = magnitude
    }

    /// Where the push acts, relative to the item's centre in its own (rotating) coordinates, in points; an
    /// off-centre push also spins the item.
    public func setTargetOffsetFromCenter(_ offset: Point, for item: any DynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
    }

    func targetOffsetFromCenter(for item: any DynamicItem) -> Point {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    // MARK: Behaviour hooks

    override func prepareStep(in animator: DynamicAnimator) {
        guard mode == .instantaneous, active else { return }
        active = false
        let impulse = cpVect(pushDirection * DynamicsTuning.pushForcePerMagnitude)
        forEachBody(in: animator) { body, point in cpBodyApplyImpulseAtWorldPoint(body, impulse, point) }
    }

    override func prepareSubstep(in animator: DynamicAnimator, duration: Double) {
        guard mode == .continuous, active, magnitude != 0 else { return }
        let force = cpVect(pushDirection * DynamicsTuning.pushForcePerMagnitude)
        forEachBody(in: animator) { body, point in cpBodyApplyForceAtWorldPoint(body, force, point) }
    }

    private func forEachBody(in animator: DynamicAnimator, _ apply: (OpaquePointer, cpVect) -> Void) {
        for item in items {
            guard let record = animator.record(for: item), record.isDynamic else { continue }
            let offset = offsets[ObjectIdentifier(item)] ?? .zero
            apply(record.body, cpBodyLocalToWorld(record.body, cpVect(offset)))
        }
    }
}
