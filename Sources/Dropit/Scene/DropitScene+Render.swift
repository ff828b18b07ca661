import Kit

/// The game's state on screen: the counters, the marker, the obstacle's shadow, each square's status and the
/// spring's line; then the clock runs or rests as the physics needs.
extension DropitScene {
    func render() {
        let hud = rootView.hud
        hud.dropped.show(game.tally.dropped)
        hud.rows.show(game.tally.rowsCleared)
        let field = rootView.field
        field.markedColumn = game.grid.columns > 0 ? game.markedColumn : nil
        field.obstacleShadow = obstacleShadow
        field.attachmentLine = grab.line
        for record in game.squares {
            squareViews.view(record.number)?.status = SquareView.Status(
                isResting: record.isResting, isGrabbed: record.isGrabbed)
        }
        updateClock()
    }

    /// The columns under the obstacle, from its middle to the floor: the cells there do not count.
    private var obstacleShadow: Rect? {
        let grid = game.grid
        guard let obstacle = grid.obstacle, let first = grid.shadowedColumns.first,
            let last = grid.shadowedColumns.last
        else { return nil }
        let top = obstacle.center.y
        return Rect(
            x: Double(first) * grid.pitch, y: top, width: Double(last - first + 1) * grid.pitch,
            height: max(grid.height - top, 0))
    }
}
