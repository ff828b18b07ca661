import CChipmunk
import Kit

/// The Chipmunk shapes of one boundary, sharing one owner so contacts with any edge count as one.
struct LiveBoundary {
    let owner: ShapeOwner
    var shapes: [OpaquePointer]
}

/// Named boundaries and the reference-bounds boundary.
extension CollisionBehavior {
    /// Identifiers of the named boundaries, in the order added.
    public var boundaryIdentifiers: [AnyHashable] { orderedBoundaries.map(\.identifier) }

    /// The named boundaries in the order added.
    var orderedBoundaries: [(identifier: AnyHashable, path: BoundaryPath)] {
        boundaries.sorted { $0.value.sequence < $1.value.sequence }.map { ($0.key, $0.value.path) }
    }

    public func boundary(withIdentifier identifier: some Hashable & Sendable) -> BoundaryPath? {
        boundaries[AnyHashable(identifier)]?.path
    }

    /// Adds (or replaces) a boundary; `identifier` comes back in delegate calls (cast it with `as?`). A replaced
    /// boundary counts as added last.
    public func addBoundary(withIdentifier identifier: some Hashable & Sendable, for path: BoundaryPath) {
        let key = AnyHashable(identifier)
        removeBoundary(key: key)
        boundaries[key] = (nextBoundarySequence, path)
        nextBoundarySequence += 1
        if let animator = dynamicAnimator {
            liveBoundaries[key] = makeBoundary(key, path: path, in: animator)
            animator.wake()
        }
    }

    /// Adds (or replaces) a boundary made of one edge.
    public func addBoundary(withIdentifier identifier: some Hashable & Sendable, from start: Point, to end: Point) {
        addBoundary(withIdentifier: identifier, for: .line(from: start, to: end))
    }

    public func removeBoundary(withIdentifier identifier: some Hashable & Sendable) {
        removeBoundary(key: AnyHashable(identifier))
    }

    func removeAllBoundaries() {
        for identifier in boundaryIdentifiers { removeBoundary(key: identifier) }
    }

    private func removeBoundary(key: AnyHashable) {
        guard boundaries.removeValue(forKey: key) != nil else { return }
        if let animator = dynamicAnimator, let live = liveBoundaries.removeValue(forKey: key) {
            free(live, in: animator)
            animator.wake()
        }
    }

    // MARK: Shapes

    func makeAllBoundaryShapes(in animator: DynamicAnimator) {
        for (identifier, path) in orderedBoundaries {
            liveBoundaries[identifier] = makeBoundary(identifier, path: path, in: animator)
        }
        makeReferenceBoundary(in: animator)
    }

    func freeAllBoundaryShapes(in animator: DynamicAnimator) {
        for (identifier, _) in orderedBoundaries {
            if let live = liveBoundaries.removeValue(forKey: identifier) { free(live, in: animator) }
        }
        if let reference = referenceBoundary { free(reference, in: animator) }
        referenceBoundary = nil
    }

    /// Rebuilds the reference boundary after the bounds, the insets or the switch changed.
    func referenceBoundsDidChange() {
        guard let animator = dynamicAnimator else { return }
        if let reference = referenceBoundary { free(reference, in: animator) }
        referenceBoundary = nil
        makeReferenceBoundary(in: animator)
        animator.wake()
    }

    private func makeBoundary(_ identifier: AnyHashable, path: BoundaryPath, in animator: DynamicAnimator)
        -> LiveBoundary
    {
        let owner = ShapeOwner(boundaryOf: self, identifier: identifier)
        let space = animator.space
        let shapes = path.segments.map { segment in
            space.add(
                shape: cpSegmentShapeNew(
                    space.staticBody, cpVect(segment.start), cpVect(segment.end), DynamicsTuning.boundaryEdgeRadius),
                owner: owner)
        }
        shapes.forEach(configureBoundaryShape)
        return LiveBoundary(owner: owner, shapes: shapes)
    }

    /// Four thick walls just outside the inset bounds, overlapping at the corners: an item would have to travel
    /// `referenceBoundaryThickness` in one substep to get out.
    private func makeReferenceBoundary(in animator: DynamicAnimator) {
        guard translatesReferenceBoundsIntoBoundary else { return }
        let bounds = animator.referenceBounds.inset(by: referenceBoundaryInsets)
        let radius = DynamicsTuning.referenceBoundaryThickness / 2
        let reach = DynamicsTuning.referenceBoundaryThickness
        let walls: [(Point, Point)] = [
            (
                Point(x: bounds.minX - reach, y: bounds.minY - radius),
                Point(x: bounds.maxX + reach, y: bounds.minY - radius)
            ),
            (
                Point(x: bounds.minX - reach, y: bounds.maxY + radius),
                Point(x: bounds.maxX + reach, y: bounds.maxY + radius)
            ),
            (
                Point(x: bounds.minX - radius, y: bounds.minY - reach),
                Point(x: bounds.minX - radius, y: bounds.maxY + reach)
            ),
            (
                Point(x: bounds.maxX + radius, y: bounds.minY - reach),
                Point(x: bounds.maxX + radius, y: bounds.maxY + reach)
            ),
        ]
        let owner = ShapeOwner(boundaryOf: self, identifier: nil)
        let space = animator.space
        let shapes = walls.map { start, end in
            space.add(
                shape: cpSegmentShapeNew(space.staticBody, cpVect(start), cpVect(end), radius), owner: owner)
        }
        shapes.forEach(configureBoundaryShape)
        referenceBoundary = LiveBoundary(owner: owner, shapes: shapes)
    }

    private func configureBoundaryShape(_ shape: OpaquePointer) {
        guard let slot else { return }
        cpShapeSetFilter(
            shape, cpShapeFilter(group: 0, categories: CollisionBits.boundary(slot), mask: CollisionBits.itemFlag))
    }

    private func free(_ boundary: LiveBoundary, in animator: DynamicAnimator) {
        for shape in boundary.shapes { animator.space.free(shape: shape) }
    }
}
