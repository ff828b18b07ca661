// Step cost of Dynamics for 1, 100 and 1,000 balls among 200 static bricks, and its overhead over raw Chipmunk
// doing the same work (same shapes, same number of cpSpaceStep calls) in the same run. Release build only.
import CChipmunk
import Dynamics
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// The two scenes: Breakout-like (no gravity, elastic balls bouncing among the bricks and each other), and a pile
/// (balls fall under gravity and heap up at the bottom: many lasting contacts, the solver's worst case).
struct Scenario {
    let name: String
    let gravity: Double
    let initialSpeed: Double
    let elasticity: Double
    let friction: Double

    static let breakout = Scenario(name: "breakout", gravity: 0, initialSpeed: 400, elasticity: 1, friction: 0)
    static let pile = Scenario(name: "pile", gravity: 1, initialSpeed: 300, elasticity: 0.6, friction: 0.2)
}

/// Scene constants (points, seconds).
enum Scene {
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
        if Scene.bricks.contains(where: { $0.insetBy(dx: -8, dy: -8).contains(center) }) { continue }
        let velocity = Point(
            x: Double.random(in: -1...1, using: &random), y: Double.random(in: -1...1, using: &random))
        starts.append((center, velocity * speed))
    }
    return starts
}

@MainActor
final class Ball: DynamicItem {
    var center: Point
    let bounds = Rect(x: 0, y: 0, width: 2 * Scene.ballRadius, height: 2 * Scene.ballRadius)
    var transform = AffineTransform.identity
    var collisionBoundsType: DynamicItemCollisionBoundsType { .ellipse }
    init(center: Point) { self.center = center }
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// Runs the scene through Dynamics; returns µs per fixed step and the substeps each measured step took.
@MainActor
func measureLayer(_ scenario: Scenario, balls count: Int, step: Double) -> (
    microseconds: Double, warmup: [Int], substeps: [Int]
) {
    let animator = DynamicAnimator(referenceBounds: Scene.arena, fixedTimeStep: step)
    let gravity = GravityBehavior()
    gravity.magnitude = scenario.gravity
    let collider = CollisionBehavior()
    collider.translatesReferenceBoundsIntoBoundary = true
    for (index, brick) in Scene.bricks.enumerated() { collider.addBoundary(withIdentifier: index, for: .rect(brick)) }
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
    for _ in 0..<Scene.warmupFrames {
        let before = animator.substepsTaken
        animator.advance(by: Scene.frame)
        warmup.append(animator.substepsTaken - before)
    }
    var substeps: [Int] = []
    var elapsed: Double = 0
    for _ in 0..<Scene.measuredFrames {
        let before = animator.substepsTaken
        let start = now()
        animator.advance(by: Scene.frame)
        elapsed += now() - start
        substeps.append(animator.substepsTaken - before)
    }
    let steps = Double(Scene.measuredFrames) * Scene.frame / step
    return (elapsed / steps * 1e6, warmup, substeps)
}

/// The same scene in plain Chipmunk calls, stepped exactly as often as the layer stepped it. Chipmunk multiplies
/// materials where UIKit takes the maximum (elasticity) and the geometric mean (friction), so every raw shape gets
/// the square root of the ball's values: ball–ball and ball–wall contacts then mix to the same numbers.
func measureRaw(_ scenario: Scenario, balls count: Int, step: Double, warmup: [Int], substeps: [Int]) -> Double {
    let space = cpSpaceNew()!
    cpSpaceSetGravity(space, cpVect(x: 0, y: DynamicsTuning.gravityAcceleration * scenario.gravity))
    let elasticity = scenario.elasticity.squareRoot()
    let friction = scenario.friction.squareRoot()
    let staticBody = cpSpaceGetStaticBody(space)
    var shapes: [OpaquePointer] = []
    func addStatic(_ a: Point, _ b: Point, radius: Double) {
        let shape = cpSegmentShapeNew(staticBody, cpVect(x: a.x, y: a.y), cpVect(x: b.x, y: b.y), radius)!
        cpShapeSetElasticity(shape, elasticity)
        cpShapeSetFriction(shape, friction)
        cpSpaceAddShape(space, shape)
        shapes.append(shape)
    }
    for brick in Scene.bricks {
        let corners = [
            Point(x: brick.minX, y: brick.minY), Point(x: brick.maxX, y: brick.minY),
            Point(x: brick.maxX, y: brick.maxY), Point(x: brick.minX, y: brick.maxY),
        ]
        for index in 0..<4 { addStatic(corners[index], corners[(index + 1) % 4], radius: 0) }
    }
    let bounds = Scene.arena
    let half = DynamicsTuning.referenceBoundaryThickness / 2
    let reach = DynamicsTuning.referenceBoundaryThickness
    addStatic(Point(x: -reach, y: -half), Point(x: bounds.maxX + reach, y: -half), radius: half)
    addStatic(
        Point(x: -reach, y: bounds.maxY + half), Point(x: bounds.maxX + reach, y: bounds.maxY + half), radius: half)
    addStatic(Point(x: -half, y: -reach), Point(x: -half, y: bounds.maxY + reach), radius: half)
    addStatic(
        Point(x: bounds.maxX + half, y: -reach), Point(x: bounds.maxX + half, y: bounds.maxY + reach), radius: half)
    var bodies: [OpaquePointer] = []
    let side = 2 * Scene.ballRadius
    let mass = side * side / DynamicsTuning.areaPerKilogram
    for (center, velocity) in ballStarts(count, speed: scenario.initialSpeed) {
        let body = cpBodyNew(mass, mass * side * side / 8)!
        cpBodySetPosition(body, cpVect(x: center.x, y: center.y))
        cpBodySetVelocity(body, cpVect(x: velocity.x, y: velocity.y))
        cpSpaceAddBody(space, body)
        let shape = cpCircleShapeNew(body, Scene.ballRadius, cpVect(x: 0, y: 0))!
        cpShapeSetElasticity(shape, elasticity)
        cpShapeSetFriction(shape, friction)
        cpSpaceAddShape(space, shape)
        shapes.append(shape)
        bodies.append(body)
    }
    for count in warmup {
        for _ in 0..<count { cpSpaceStep(space, Scene.frame / Double(count)) }
    }
    var elapsed: Double = 0
    for count in substeps {
        let start = now()
        for _ in 0..<count { cpSpaceStep(space, Scene.frame / Double(count)) }
        elapsed += now() - start
    }
    for shape in shapes {
        cpSpaceRemoveShape(space, shape)
        cpShapeFree(shape)
    }
    for body in bodies {
        cpSpaceRemoveBody(space, body)
        cpBodyFree(body)
    }
    cpSpaceFree(space)
    return elapsed / (Double(substeps.count) * Scene.frame / step) * 1e6
}

/// Rounds of layer-then-raw runs per row; the best round counts (the machine is shared and noisy).
let rounds = 3

@MainActor
func main() {
    print("Dynamics step cost: balls of radius \(Scene.ballRadius) pt among \(Scene.bricks.count) static bricks,")
    print("\(Scene.measuredFrames) frames of 1/60 s measured after \(Scene.warmupFrames), best of \(rounds) rounds")
    print("scene     balls   step  layer µs/step  raw µs/step  overhead  substeps/step  layer ms per 1/60 s")
    for scenario in [Scenario.breakout, .pile] {
        for count in [1, 100, 1000] { report(scenario, balls: count, step: DynamicsTuning.fixedTimeStep) }
        report(scenario, balls: 1000, step: 1.0 / 120)
    }
}

@MainActor
func report(_ scenario: Scenario, balls count: Int, step: Double) {
    var bestLayer = Double.infinity
    var bestRaw = Double.infinity
    var substeps: Double = 0
    for _ in 0..<rounds {
        let layer = measureLayer(scenario, balls: count, step: step)
        let raw = measureRaw(scenario, balls: count, step: step, warmup: layer.warmup, substeps: layer.substeps)
        bestLayer = min(bestLayer, layer.microseconds)
        bestRaw = min(bestRaw, raw)
        substeps = Double(layer.substeps.reduce(0, +)) / (Double(layer.substeps.count) * Scene.frame / step)
    }
    let overhead = (bestLayer / bestRaw - 1) * 100
    let perFrame = bestLayer / (step * 60) / 1000
    print(
        scenario.name + String(repeating: " ", count: 8 - scenario.name.count), pad(count, 5),
        "  1/" + String(Int((1 / step).rounded())), pad(bestLayer, 13), pad(bestRaw, 12), pad(overhead, 8) + " %",
        pad(substeps, 13), pad(perFrame, 19))
}

func pad(_ value: Int, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - String(value).count)) + String(value)
}

func pad(_ value: Double, _ width: Int) -> String {
    let tenths = Int((value * 10).rounded())
    let text = (tenths < 0 ? "-" : "") + String(abs(tenths) / 10) + "." + String(abs(tenths) % 10)
    return String(repeating: " ", count: max(0, width - text.count)) + text
}

/// `DynamicsBenchmark profile breakout 1000` runs only the layer, for a profiler.
MainActor.assumeIsolated {
    let arguments = CommandLine.arguments
    if arguments.count == 4, arguments[1] == "profile", let count = Int(arguments[3]) {
        let scenario = arguments[2] == "pile" ? Scenario.pile : .breakout
        let result = measureLayer(scenario, balls: count, step: DynamicsTuning.fixedTimeStep)
        print(
            result.microseconds, "µs/step; substeps warmup", result.warmup.prefix(40), "measured",
            result.substeps.prefix(40))
    } else {
        main()
    }
}
