import CChipmunk
import Dynamics
import Kit

/// The same scene in plain Chipmunk calls, stepped exactly as often as the layer stepped it. Chipmunk multiplies
/// materials where UIKit takes the maximum (elasticity) and the geometric mean (friction), so every raw shape gets
/// the square root of the ball's values: ball–ball and ball–wall contacts then mix to the same numbers.
///
/// With `slowImpactsStop`, the space also has the one contact rule of the layer that changes the simulation:
/// impacts slower than `DynamicsTuning.restitutionThresholdSpeed` do not bounce. Plain Chipmunk bounces them, so
/// balls keep apart; with the rule they settle against each other and the solver has more contacts to resolve.
func measureRaw(
    _ scenario: DynamicsScenario, balls count: Int, step: Double, warmup: [Int], substeps: [Int], slowImpactsStop: Bool
) -> Double {
    let space = cpSpaceNew()!
    cpSpaceSetGravity(space, cpVect(x: 0, y: DynamicsTuning.gravityAcceleration * scenario.gravity))
    if slowImpactsStop { cpSpaceAddDefaultCollisionHandler(space)!.pointee.preSolveFunc = stopSlowImpacts }
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
    for brick in DynamicsScene.bricks {
        let corners = [
            Point(x: brick.minX, y: brick.minY), Point(x: brick.maxX, y: brick.minY),
            Point(x: brick.maxX, y: brick.maxY), Point(x: brick.minX, y: brick.maxY),
        ]
        for index in 0..<4 { addStatic(corners[index], corners[(index + 1) % 4], radius: 0) }
    }
    let bounds = DynamicsScene.arena
    let half = DynamicsTuning.referenceBoundaryThickness / 2
    let reach = DynamicsTuning.referenceBoundaryThickness
    addStatic(Point(x: -reach, y: -half), Point(x: bounds.maxX + reach, y: -half), radius: half)
    addStatic(
        Point(x: -reach, y: bounds.maxY + half), Point(x: bounds.maxX + reach, y: bounds.maxY + half), radius: half)
    addStatic(Point(x: -half, y: -reach), Point(x: -half, y: bounds.maxY + reach), radius: half)
    addStatic(
        Point(x: bounds.maxX + half, y: -reach), Point(x: bounds.maxX + half, y: bounds.maxY + reach), radius: half)
    var bodies: [OpaquePointer] = []
    let side = 2 * DynamicsScene.ballRadius
    let mass = side * side / DynamicsTuning.areaPerKilogram
    for (center, velocity) in ballStarts(count, speed: scenario.initialSpeed) {
        let body = cpBodyNew(mass, mass * side * side / 8)!
        cpBodySetPosition(body, cpVect(x: center.x, y: center.y))
        cpBodySetVelocity(body, cpVect(x: velocity.x, y: velocity.y))
        cpSpaceAddBody(space, body)
        let shape = cpCircleShapeNew(body, DynamicsScene.ballRadius, cpVect(x: 0, y: 0))!
        cpShapeSetElasticity(shape, elasticity)
        cpShapeSetFriction(shape, friction)
        cpSpaceAddShape(space, shape)
        shapes.append(shape)
        bodies.append(body)
    }
    for count in warmup {
        for _ in 0..<count { cpSpaceStep(space, DynamicsScene.frame / Double(count)) }
    }
    var elapsed: Double = 0
    for count in substeps {
        let start = monotonicSeconds()
        for _ in 0..<count { cpSpaceStep(space, DynamicsScene.frame / Double(count)) }
        elapsed += monotonicSeconds() - start
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
    return elapsed / (Double(substeps.count) * DynamicsScene.frame / step) * 1e6
}

/// The layer's slow-impact rule as a hand-written Chipmunk program would have it: the closing speed along the
/// normal at the first contact point, and no bounce below the threshold.
let stopSlowImpacts: cpCollisionPreSolveFunc = { arbiter, _, _ in
    var bodyA: OpaquePointer?
    var bodyB: OpaquePointer?
    cpArbiterGetBodies(arbiter, &bodyA, &bodyB)
    let normal = cpArbiterGetNormal(arbiter)
    let point = cpArbiterGetPointA(arbiter, 0)
    let velocityA = cpBodyGetVelocityAtWorldPoint(bodyA, point)
    let velocityB = cpBodyGetVelocityAtWorldPoint(bodyB, point)
    let closing = -((velocityB.x - velocityA.x) * normal.x + (velocityB.y - velocityA.y) * normal.y)
    if closing < DynamicsTuning.restitutionThresholdSpeed { cpArbiterSetRestitution(arbiter, 0) }
    return cpBool(1)
}
