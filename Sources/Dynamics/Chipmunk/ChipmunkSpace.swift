import CChipmunk
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// Owns one Chipmunk space and every body, shape and constraint in it; frees them all when it goes.
///
/// Not actor-isolated: it holds only C handles and is touched only by its `DynamicAnimator`, on the main actor.
/// Freeing order follows Chipmunk's rule: constraints and shapes before bodies, all of them before the space
/// (`cpSpaceFree` frees none of them).
final class ChipmunkSpace {
    let space: OpaquePointer
    let staticBody: OpaquePointer
    let contacts = ContactLog()
    /// Each shape's owner, kept alive here because the shape's user data points to it unretained.
    private var shapeOwners: [OpaquePointer: ShapeOwner] = [:]
    private var bodies: Set<OpaquePointer> = []
    private var constraints: Set<OpaquePointer> = []

    @MainActor
    init() {
        space = ChipmunkBanner.makeSpaceQuietly()
        staticBody = cpSpaceGetStaticBody(space)
        cpSpaceSetIterations(space, DynamicsTuning.solverIterations)
        installCollisionHandler()
    }

    deinit {
        for constraint in constraints { removeAndFree(constraint: constraint) }
        for shape in shapeOwners.keys {
            cpSpaceRemoveShape(space, shape)
            cpShapeFree(shape)
        }
        for body in bodies { removeAndFree(body: body) }
        cpSpaceFree(space)
    }

    var bodyCount: Int { bodies.count }
    var shapeCount: Int { shapeOwners.count }
    var constraintCount: Int { constraints.count }

    private func installCollisionHandler() {
        let handler = cpSpaceAddDefaultCollisionHandler(space)!
        handler.pointee.beginFunc = ChipmunkCallbacks.begin
        handler.pointee.preSolveFunc = ChipmunkCallbacks.preSolve
        handler.pointee.separateFunc = ChipmunkCallbacks.separate
        handler.pointee.userData = Unmanaged.passUnretained(contacts).toOpaque()
    }

    // MARK: Bodies

    /// A dynamic body with its own `BodyMotion` (gravity, resistance) read by the velocity integrator.
    func makeBody(mass: Double, moment: Double, position: Point, angle: Double) -> OpaquePointer {
        let body = cpBodyNew(mass, moment)!
        let motion = UnsafeMutablePointer<BodyMotion>.allocate(capacity: 1)
        motion.initialize(to: BodyMotion())
        cpBodySetUserData(body, UnsafeMutableRawPointer(motion))
        cpBodySetVelocityUpdateFunc(body, ChipmunkCallbacks.integrateVelocity)
        cpBodySetPosition(body, cpVect(position))
        cpBodySetAngle(body, angle)
        cpSpaceAddBody(space, body)
        bodies.insert(body)
        return body
    }

    func motion(of body: OpaquePointer) -> UnsafeMutablePointer<BodyMotion> {
        cpBodyGetUserData(body).assumingMemoryBound(to: BodyMotion.self)
    }

    /// Frees a body; free its shapes and constraints first.
    func free(body: OpaquePointer) {
        guard bodies.remove(body) != nil else { return }
        removeAndFree(body: body)
    }

    private func removeAndFree(body: OpaquePointer) {
        let motion = self.motion(of: body)
        cpSpaceRemoveBody(space, body)
        cpBodyFree(body)
        motion.deinitialize(count: 1)
        motion.deallocate()
    }

    // MARK: Shapes

    /// Adds a shape made by one of Chipmunk's `…ShapeNew` functions; `owner` tells contacts whose shape it is.
    @discardableResult
    func add(shape: OpaquePointer, owner: ShapeOwner) -> OpaquePointer {
        cpShapeSetUserData(shape, Unmanaged.passUnretained(owner).toOpaque())
        cpShapeSetCollisionType(shape, owner.isBoundary ? CollisionType.boundary : CollisionType.item)
        shapeOwners[shape] = owner
        cpSpaceAddShape(space, shape)
        return shape
    }

    /// Removes and frees a shape. Chipmunk reports the end of its contacts to the contact log as it goes.
    func free(shape: OpaquePointer) {
        guard shapeOwners[shape] != nil else { return }
        cpSpaceRemoveShape(space, shape)
        cpShapeFree(shape)
        shapeOwners[shape] = nil
    }

    // MARK: Constraints

    @discardableResult
    func add(constraint: OpaquePointer) -> OpaquePointer {
        constraints.insert(constraint)
        cpSpaceAddConstraint(space, constraint)
        return constraint
    }

    func free(constraint: OpaquePointer) {
        guard constraints.remove(constraint) != nil else { return }
        removeAndFree(constraint: constraint)
    }

    private func removeAndFree(constraint: OpaquePointer) {
        cpSpaceRemoveConstraint(space, constraint)
        cpConstraintFree(constraint)
    }
}

/// Collision types tell the pre-solve callback which side of a contact is a boundary (boundaries have no
/// material of their own: the item's elasticity and friction apply).
enum CollisionType {
    static let item: cpCollisionType = 1
    static let boundary: cpCollisionType = 2
}

/// Debian's Chipmunk prints a two-line debug banner to stdout on the first `cpSpaceNew`; the user's terminal
/// (and any program reading our stdout) must not see it.
@MainActor
enum ChipmunkBanner {
    private static var silenced = false

    static func makeSpaceQuietly() -> OpaquePointer {
        guard !silenced else { return cpSpaceNew()! }
        silenced = true
        fflush(nil)
        let savedStdout = dup(STDOUT_FILENO)
        let devNull = open("/dev/null", O_WRONLY)
        if savedStdout >= 0, devNull >= 0 { dup2(devNull, STDOUT_FILENO) }
        let space = cpSpaceNew()!
        // The banner sits in stdio's buffer until flushed: flush it into /dev/null before restoring fd 1.
        fflush(nil)
        if savedStdout >= 0, devNull >= 0 { dup2(savedStdout, STDOUT_FILENO) }
        if devNull >= 0 { close(devNull) }
        if savedStdout >= 0 { close(savedStdout) }
        return space
    }
}

extension cpVect {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension Point {
    init(_ vector: cpVect) { self.init(x: vector.x, y: vector.y) }
}
