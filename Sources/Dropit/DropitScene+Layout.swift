import Dynamics
import Kit

/// Resizing: the walls follow the field, the obstacle stays in its middle, and squares keep their height above
/// the floor (the floor is where they rest). Squares the new field cannot hold — past its new edge or inside
/// the obstacle's new place — are swept away rather than squeezed, which would shoot them out of the walls.
extension DropitScene {
    func fieldDidResize(from old: Size, to new: Size) {
        let rise = new.height - old.height
        if old != .zero, rise != 0 {
            for square in liveSquares + departingSquares {
                square.center = Point(x: square.center.x, y: square.center.y + rise)
                animator.updateItemUsingCurrentState(square)
            }
            if let grab { moveGrab(to: grab.attachment.anchorPoint + Point(x: 0, y: rise)) }
        }
        animator.referenceBounds = field.bounds
        layOutObstacle()
        sweepSquaresOutsideField()
        showMarker()
    }

    /// Puts the obstacle (view and boundary) in the middle of the field, or takes it away.
    func layOutObstacle() {
        let isOn = preferences[DropitSettings.obstacle] && columns > 0
        obstacleView.isHidden = !isOn
        guard isOn else {
            physics.setObstacle(nil)
            rootView.field.obstacleShadow = nil
            return
        }
        let radius = pitch * DropitTuning.obstacleRadiusInPitches
        // On a column line, never over a column's middle, where a square could balance on its top.
        let center = Point(x: (Double(columns / 2) * pitch).rounded(), y: field.bounds.midY)
        obstacleView.place(center: center, radius: radius)
        physics.setObstacle(.oval(in: obstacleView.frame))
        showObstacleShadow()
        sweepSquares { obstacleOverlaps(Rect(center: $0.center, size: $0.boundingSize)) }
    }

    /// Shades the columns under the obstacle, from its middle to the floor: the cells there do not count.
    private func showObstacleShadow() {
        updateRulesGrid()
        let shadowed = Set(0..<columns).subtracting(rules.reachableColumns(inRow: 0))
        guard let first = shadowed.min(), let last = shadowed.max() else {
            rootView.field.obstacleShadow = nil
            return
        }
        let top = obstacleView.frame.midY
        rootView.field.obstacleShadow = Rect(
            x: Double(first) * pitch, y: top, width: Double(last - first + 1) * pitch,
            height: max(field.bounds.height - top, 0))
    }

    /// Whether `rect` (field points) overlaps the obstacle, when there is one.
    func obstacleOverlaps(_ rect: Rect) -> Bool {
        guard physics.hasObstacle else { return false }
        let circle = obstacleView.frame
        let nearest = Point(
            x: min(max(circle.midX, rect.minX), rect.maxX), y: min(max(circle.midY, rect.minY), rect.maxY))
        return nearest.distance(to: circle.center) < circle.width / 2
    }

    private func sweepSquaresOutsideField() {
        let bounds = field.bounds.insetBy(dx: -1, dy: -1)
        sweepSquares { !bounds.contains($0.center) || $0.frame.maxX > bounds.maxX || $0.frame.minY < bounds.minY }
    }

    private func sweepSquares(where overlaps: (SquareView) -> Bool) {
        depart(liveSquares.filter(overlaps))
    }
}
