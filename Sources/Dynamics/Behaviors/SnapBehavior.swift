import CChipmunk
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// Pulls an item to a point and turns it upright, like four springs from its corners (UIKit's `UISnapBehavior`).
///
/// The springs ring at `DynamicsTuning.snapFrequency`; `damping` (0…1, default 0.5) is their damping ratio, so 1
/// arrives without overshoot. They are integrated implicitly, so no damping or frequency makes them unstable.
@MainActor
public class SnapBehavior: DynamicBehavior {
    public let item: any DynamicItem
    /// Where the item's centre goes, in reference coordinates (points); may change while animating.
    var snapPoint: Point {
        didSet { dynamicAnimator?.wake() }
    }
    /// Damping ratio of the springs, 0…1.
    public var damping: Double = 0.5 {
        didSet { dynamicAnimator?.wake() }
    }

    public init(item: any DynamicItem, snapTo point: Point) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var heldItems: [any DynamicItem] { [item] }

    /// Backward Euler on the velocity: v' = (v + h·ω²·(target − x)) / (1 + 2ζωh + ω²h²).
    override func prepareSubstep(in animator: DynamicAnimator, duration h: Double) {
        guard let record = animator.record(for: item), record.isDynamic else { return }
        let body = record.body
        let omega = 2 * Double.pi * DynamicsTuning.snapFrequency
        let zeta = min(max(damping, 0), 1)
        let denominator = 1 + 2 * zeta * omega * h + omega * omega * h * h
        let position = Point(cpBodyGetPosition(body))
        let velocity = Point(cpBodyGetVelocity(body))
        let pull = (snapPoint - position) * (h * omega * omega)
        cpBodySetVelocity(body, cpVect((velocity + pull) / denominator))
        guard cpBodyGetMoment(body).isFinite else { return }
        let angle = remainder(cpBodyGetAngle(body), 2 * Double.pi)
        let spin = cpBodyGetAngularVelocity(body)
        cpBodySetAngularVelocity(body, (spin - angle * h * omega * omega) / denominator)
    }
}
