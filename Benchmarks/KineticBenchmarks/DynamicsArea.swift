// Step cost of Dynamics for 1,000 balls among 200 static bricks, and its overhead over raw Chipmunk doing the same
// work (same shapes, same number of cpSpaceStep calls) in the same run.
import Dynamics
import Kit

/// The two scenes: Breakout-like (no gravity, elastic balls bouncing among the bricks and each other), and a pile
/// (balls fall under gravity and heap up at the bottom: many lasting contacts, the solver's worst case).
struct DynamicsScenario {
    let name: String
    let gravity: Double
    let initialSpeed: Double
    let elasticity: Double
    let friction: Double

    static let breakout = DynamicsScenario(name: "breakout", gravity: 0, initialSpeed: 400, elasticity: 1, friction: 0)
    static let pile = DynamicsScenario(name: "pile", gravity: 1, initialSpeed: 300, elasticity: 0.6, friction: 0.2)
}

/// Scene constants (points, seconds).
enum DynamicsScene {
    static let arena = Rect(x: 0, y: 0, width: 1200, height: 900)
    static let ballRadius: Double = 5
    static let frame: Double = 1.0 / 60
    /// Frames of 1/60 s, advanced as the run loop does.
    static let warmupFrames = 60
    static let measuredFrames = 240
    /// 20 columns × 10 rows of 40×12 pt bricks.
    static let bricks: [Rect] = (0..<10).flatMap { row in
        (0..<20).map { column in
            Rect(x: 90 + Double(column) * 52, y: 150 + Double(row) * 30, width: 40, height: 12)
        }
    }
}

struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Ball starts (centre, velocity) outside the bricks, the same for both runs.
func ballStarts(_ count: Int, speed: Double) -> [(Point, Point)] {
    var random = SplitMix(state: 42)
    var starts: [(Point, Point)] = []
    while starts.count < count {
        let center = Point(
            x: Double.random(in: 10...1190, using: &random), y: Double.random(in: 10...890, using: &random))
        if DynamicsScene.bricks.contains(where: { $0.insetBy(dx: -8, dy: -8).contains(center) }) { continue }
        let velocity = Point(
            x: Double.random(in: -1...1, using: &random), y: Double.random(in: -1...1, using: &random))
        starts.append((center, velocity * speed))
    }
    return starts
}

@MainActor
final class Ball: DynamicItem {
    var center: Point
    let bounds = Rect(x: 0, y: 0, width: 2 * DynamicsScene.ballRadius, height: 2 * DynamicsScene.ballRadius)
    var transform = AffineTransform.identity
    var collisionBoundsType: DynamicItemCollisionBoundsType { .ellipse }
    init(center: Point) { self.center = center }
}

/// Runs the scene through Dynamics; returns µs per fixed step and the substeps each measured step took.
@MainActor
func measureLayer(_ scenario: DynamicsScenario, balls count: Int, step: Double) -> (
    microseconds: Double, warmup: [Int], substeps: [Int]
) {
    let animator = DynamicAnimator(referenceBounds: DynamicsScene.arena, fixedTimeStep: step)
    let gravity = GravityBehavior()
    gravity.magnitude = scenario.gravity
    let collider = CollisionBehavior()
    collider.translatesReferenceBoundsIntoBoundary = true
    for (index, brick) in DynamicsScene.bricks.enumerated() {
        collider.addBoundary(withIdentifier: index, for: .rect(brick))
    }
    let material = DynamicItemBehavior()
    material.elasticity = scenario.elasticity
    material.friction = scenario.friction
    for (center, velocity) in ballStarts(count, speed: scenario.initialSpeed) {
        let ball = Ball(center: center)
        gravity.addItem(ball)
        collider.addItem(ball)
        material.addItem(ball)
        material.addLinearVelocity(velocity, for: ball)
    }
    for behavior in [gravity, collider, material] as [DynamicBehavior] { animator.addBehavior(behavior) }
    var warmup: [Int] = []
    for _ in 0..<DynamicsScene.warmupFrames {
        let before = animator.substepsTaken
        animator.advance(by: DynamicsScene.frame)
        warmup.append(animator.substepsTaken - before)
    }
    var substeps: [Int] = []
    var elapsed: Double = 0
    for _ in 0..<DynamicsScene.measuredFrames {
        let before = animator.substepsTaken
        let start = monotonicSeconds()
        animator.advance(by: DynamicsScene.frame)
        elapsed += monotonicSeconds() - start
        substeps.append(animator.substepsTaken - before)
    }
    let steps = Double(DynamicsScene.measuredFrames) * DynamicsScene.frame / step
    return (elapsed / steps * 1e6, warmup, substeps)
}

/// Rounds of layer-then-raw runs per row; the best round counts (the machine is shared and noisy).
let rounds = 3

@MainActor
enum DynamicsArea {
    /// What the layer may cost over raw Chipmunk doing the same work, as a ratio.
    static let targetRatio = 1.15
    static let ballCount = 1000

    struct Comparison {
        /// µs per fixed step: the layer, Chipmunk with the layer's slow-impact rule, plain Chipmunk.
        var layer = Double.infinity
        var sameRule = Double.infinity
        var plain = Double.infinity
    }

    static func run(rounds: Int, only scene: String?) -> [ResultRow] {
        print(
            "   balls of radius \(DynamicsScene.ballRadius) pt among \(DynamicsScene.bricks.count) static bricks, "
                + "\(DynamicsScene.measuredFrames) frames after \(DynamicsScene.warmupFrames), best of \(rounds)")
        return [DynamicsScenario.breakout, .pile].filter { scene == nil || $0.name == scene }.flatMap {
            scenario -> [ResultRow] in
            let best = compare(scenario, balls: ballCount, step: DynamicsTuning.fixedTimeStep, rounds: rounds)
            print(
                "   \(scenario.name) \(ballCount) balls: layer \(Format.number(best.layer)) µs/step, Chipmunk with the "
                    + "slow-impact rule \(Format.number(best.sameRule)), plain Chipmunk \(Format.number(best.plain))")
            let figure = "\(scenario.name), \(ballCount) balls, step"
            return [
                ResultRow(
                    area: "dynamics", figure: figure + " (floor: Chipmunk, same contact rule)", value: best.layer,
                    unit: "µs", floor: best.sameRule, target: .ratioAtMost(targetRatio)),
                ResultRow(
                    area: "dynamics", figure: figure + " (floor: plain Chipmunk)", value: best.layer, unit: "µs",
                    floor: best.plain, target: .none),
            ]
        }
    }

    /// The best µs per step of the layer and of raw Chipmunk (with and without the layer's slow-impact rule),
    /// measured in turn in the same run, each raw run stepped exactly as the layer run before it.
    static func compare(_ scenario: DynamicsScenario, balls count: Int, step: Double, rounds: Int) -> Comparison {
        var best = Comparison()
        for _ in 0..<rounds {
            let layer = measureLayer(scenario, balls: count, step: step)
            best.layer = min(best.layer, layer.microseconds)
            for slowImpactsStop in [true, false] {
                let raw = measureRaw(
                    scenario, balls: count, step: step, warmup: layer.warmup, substeps: layer.substeps,
                    slowImpactsStop: slowImpactsStop)
                if slowImpactsStop {
                    best.sameRule = min(best.sameRule, raw)
                } else {
                    best.plain = min(best.plain, raw)
                }
            }
        }
        return best
    }
}
