/// Dropping squares: into the column aimed at (a click's, or the keyboard's marker), or the nearest one with room
/// at the top; a random colour; into play at the top of the field.
extension DropitGame {
    /// A click drops into the least filled column beside the one under it (`FieldGrid.landingColumn`), and the
    /// keyboard's marker moves to the column clicked. The keys aim exactly, so they drop where the marker is.
    mutating func click(atX x: Double) -> [Effect] {
        guard grid.columns > 0 else { return [] }
        let clicked = grid.column(atX: x)
        marker.apply(.to(clicked), columns: grid.columns)
        let landing = grid.landingColumn(clicked: clicked, filled: grid.filledCounts(of: squares), using: &dice)
        return drop(.aimed(landing))
    }

    mutating func drop(_ target: DropTarget) -> [Effect] {
        guard grid.columns > 0 else { return [] }
        switch target {
        case .marker: return drop(aimedAt: markedColumn)
        case .aimed(let column): return drop(aimedAt: column)
        case .anywhere: return drop(aimedAt: nil)
        case .column(let column):
            guard (0..<grid.columns).contains(column) else { return [] }
            return spawn(column: column)
        }
    }

    /// Drops into `aimed` when its top cell is free, else into the nearest column that has room (at random among
    /// all of them when nothing is aimed at). When every column is blocked to the ceiling the field is swept
    /// clear first, as a full board of a falling-blocks game starts over.
    private mutating func drop(aimedAt aimed: Int?) -> [Effect] {
        var effects: [Effect] = []
        var free = grid.freeColumns(among: squares)
        if free.isEmpty {
            effects += sweep()
            free = grid.freeColumns(among: squares)
        }
        guard let column = grid.dropColumn(aimedAt: aimed, among: free, using: &dice) else { return effects }
        return effects + spawn(column: column)
    }

    private mutating func spawn(column: Int) -> [Effect] {
        tally.dropped += 1
        let number = tally.dropped
        let colorIndex = Int.random(in: 0..<DropitTuning.colorCount, using: &dice)
        let center = grid.spawnCenter(column: column)
        squares.append(SquareRecord(number: number, colorIndex: colorIndex, center: center, extent: grid.squareSide))
        let spawn = SquareSpawn(
            number: number, column: column, colorIndex: colorIndex, center: center, side: grid.squareSide)
        return [.spawn(spawn), .announce(.squareDropped(number: number, column: column))]
    }
}
