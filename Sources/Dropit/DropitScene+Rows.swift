import Dynamics
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// Full rows leave play: each square gets an instantaneous push (up and away from the middle, off-centre so it
/// spins), stops colliding, and fades out; the squares above fall into the gap.
extension DropitScene {
    /// Gives the rules the field's grid as it is now (it changes with the window and the square size).
    func updateRulesGrid() {
        rules.floorY = field.bounds.height
        rules.rowHeight = squareSide
        rules.columns = columns
        rules.columnWidth = pitch
        rules.obstacle =
            physics.hasObstacle
            ? DropitRules.Obstacle(center: obstacleView.frame.center, radius: obstacleView.frame.width / 2) : nil
    }

    /// Clears every full row of resting squares, lowest first.
    func clearFullRows() {
        updateRulesGrid()
        let candidates = liveSquares.filter { !$0.isGrabbed }
        let tallyBefore = rules.rowsCleared
        let rows = rules.clearFullRows(
            of: candidates.map { DropitRules.Square(center: $0.center, isResting: $0.isResting) })
        for (index, full) in rows.enumerated() {
            let cleared = full.members.map { candidates[$0] }
            let total = tallyBefore + index + 1
            rootView.hud.rows.show(total)
            depart(cleared)
            events.emit("row.cleared", ["row": .int(full.row), "count": .int(cleared.count), "total": .int(total)])
        }
    }

    /// Sweeps every square in play away (a new grid, or a field full to the ceiling).
    func sweepField() {
        guard !liveSquares.isEmpty else { return }
        endGrab(throwing: false)
        let count = liveSquares.count
        depart(liveSquares)
        events.emit("field.cleared", ["count": .int(count)])
    }

    /// Takes squares out of play with the fling-and-fade.
    func depart(_ leaving: [SquareView]) {
        guard !leaving.isEmpty else { return }
        if let grabbed = grab?.square, leaving.contains(where: { $0 === grabbed }) { endGrab(throwing: false) }
        let ids = Set(leaving.map(ObjectIdentifier.init))
        liveSquares.removeAll { ids.contains(ObjectIdentifier($0)) }
        for square in leaving {
            endAlignment(of: square)
            square.isDeparting = true
            departingSquares.append(square)
            physics.release(square)
            fling(square)
            View.animate(duration: DropitTuning.fadeDuration, curve: .easeIn) {
                square.alpha = 0
            } completion: { [weak self] _ in
                self?.finishDeparture(of: square)
            }
        }
    }

    /// One instantaneous push that removes itself once done. Its action captures it `[unowned push]`: a strong
    /// capture would be a cycle (the push keeps its action, the action the push), and no push would ever be freed.
    private func fling(_ square: SquareView) {
        let push = PushBehavior(items: [square], mode: .instantaneous)
        let middle = field.bounds.width / 2
        let side = middle > 0 ? max(-1, min(1, (square.center.x - middle) / middle)) : 0
        let mass = square.bounds.width * square.bounds.height / DynamicsTuning.areaPerKilogram
        push.setAngle(
            -Double.pi / 2 + side * DropitTuning.flingSpread,
            magnitude: DropitTuning.flingSpeed * mass / DynamicsTuning.pushForcePerMagnitude)
        let spin = (side >= 0 ? 1.0 : -1.0) * square.bounds.width * DropitTuning.flingSpinOffset
        push.setTargetOffsetFromCenter(Point(x: spin, y: 0), for: square)
        push.action = { [unowned push] in push.dynamicAnimator?.removeBehavior(push) }
        animator.addBehavior(push)
    }

    private func finishDeparture(of square: SquareView) {
        physics.remove(square)
        square.removeFromSuperview()
        departingSquares.removeAll { $0 === square }
    }
}
