/// Dropping squares: into the column aimed at (a click's, the keyboard's marker, or the drop timer's, which is the
/// marker's), or the nearest one with room at the top; in the colour shown waiting; into play at the top of the
/// field. Every drop starts the countdown to the next automatic one afresh.
extension DropitGame {
    /// A click drops into the least filled column beside the one under it (`FieldGrid.landingColumn`), and the
    /// keyboard's marker moves to the column clicked. The keys aim exactly, so they drop where the marker is. A
    /// click on a field the player paused plays on instead: it drops nothing.
    mutating func click(atX x: Double, at now: Double) -> [Effect] {
        if pauses.contains(.user) { return resume(.user, at: now) }
        guard isPlaying, grid.columns > 0 else { return [] }
        let clicked = grid.column(atX: x)
        marker.apply(.to(clicked), columns: grid.columns)
        let landing = grid.landingColumn(clicked: clicked, filled: grid.filledCounts(of: squares), using: &dice)
        return drop(.aimed(landing), at: now)
    }

    mutating func drop(_ target: DropTarget, at now: Double, automatic: Bool = false) -> [Effect] {
        guard grid.columns > 0 else { return [] }
        let aimed: Int?
        switch target {
        case .marker: aimed = markedColumn
        case .aimed(let column): aimed = column
        case .anywhere: aimed = nil
        case .column(let column):
            guard (0..<grid.columns).contains(column) else { return [] }
            return spawn(column: column, at: now, automatic: automatic)
        }
        // Every column's top is taken only while squares still fall there (a resting one at the top ends the
        // game), so there is nothing to do but wait for them.
        let free = grid.freeColumns(among: squares)
        guard let column = grid.dropColumn(aimedAt: aimed, among: free, using: &dice) else { return [] }
        return spawn(column: column, at: now, automatic: automatic)
    }

    private mutating func spawn(column: Int, at now: Double, automatic: Bool) -> [Effect] {
        lastNumber += 1
        tally.dropped += 1
        let number = lastNumber
        let colorIndex = nextColorIndex
        nextColorIndex = Int.random(in: 0..<DropitTuning.colorCount, using: &dice)
        let center = grid.spawnCenter(column: column)
        squares.append(SquareRecord(number: number, colorIndex: colorIndex, center: center, extent: grid.squareSide))
        dropTimer.restart(interval: Levels.dropInterval(level: tally.level), at: now)
        let spawn = SquareSpawn(
            number: number, column: column, colorIndex: colorIndex, center: center, side: grid.squareSide)
        return [.spawn(spawn), .announce(.squareDropped(number: number, column: column, automatic: automatic))]
    }
}
