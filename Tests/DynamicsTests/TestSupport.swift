import Kit

@testable import Dynamics

/// A plain object the animator can move: physics tested without views.
@MainActor
final class TestItem: DynamicItem {
    var center: Point
    var bounds: Rect
    var transform = AffineTransform.identity
    let collisionBoundsType: DynamicItemCollisionBoundsType

    init(center: Point, size: Size, boundsType: DynamicItemCollisionBoundsType = .rectangle) {
        self.center = center
        bounds = Rect(origin: .zero, size: size)
        collisionBoundsType = boundsType
    }

    static func ball(at center: Point, radius: Double) -> TestItem {
        TestItem(center: center, size: Size(width: 2 * radius, height: 2 * radius), boundsType: .ellipse)
    }

    static func box(at center: Point, side: Double = 100) -> TestItem {
        TestItem(center: center, size: Size(width: side, height: side))
    }
}

/// Named fixtures.
enum Fixture {
    static let bounds = Rect(x: 0, y: 0, width: 400, height: 300)
    static let frame: Double = 1.0 / 60.0
    static let step = DynamicsTuning.fixedTimeStep
}

@MainActor
extension DynamicAnimator {
    /// Advances `seconds` in 60 Hz frames.
    func run(seconds: Double, frame: Double = Fixture.frame) {
        let frames = Int((seconds / frame).rounded())
        for _ in 0..<frames { advance(by: frame) }
    }

    /// Advances exactly `count` fixed steps.
    func runSteps(_ count: Int) {
        for _ in 0..<count { advance(by: DynamicsTuning.fixedTimeStep) }
    }
}

/// Records what a collision delegate hears, as readable strings.
@MainActor
final class ContactRecorder: CollisionBehaviorDelegate {
    var events: [String] = []
    var points: [Point] = []
    var onBegan: ((AnyHashable?) -> Void)?
    var names: [ObjectIdentifier: String] = [:]

    func name(_ item: any DynamicItem) -> String { names[ObjectIdentifier(item)] ?? "item" }

    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        with otherItem: any DynamicItem, at point: Point
    ) {
        events.append("began \(name(item))-\(name(otherItem))")
        points.append(point)
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem, with otherItem: any DynamicItem
    ) {
        events.append("ended \(name(item))-\(name(otherItem))")
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point
    ) {
        events.append("began \(name(item))-\(identifier.map { "\($0)" } ?? "bounds")")
        points.append(point)
        onBegan?(identifier)
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?
    ) {
        events.append("ended \(name(item))-\(identifier.map { "\($0)" } ?? "bounds")")
    }
}

/// Counts stasis reports.
@MainActor
final class StasisRecorder: DynamicAnimatorDelegate {
    var pauses = 0
    var resumes = 0
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { pauses += 1 }
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { resumes += 1 }
}

/// A small deterministic random source (SplitMix64) so soak tests replay exactly.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
