/// Where a new square goes.
extension FieldGrid {
    /// The columns whose top cell is free: a new square there would overlap no square in play (however it is
    /// turned) and not the obstacle.
    public func freeColumns(among squares: [SquareRecord]) -> [Int] {
        (0..<columns).filter { column in
            let spawn = spawnBox(column: column)
            return !obstacleOverlaps(spawn) && !squares.contains { $0.box.intersects(spawn) }
        }
    }

    /// The column a new square goes to among `free` (the columns whose top cell is empty): `aimed` when it is
    /// free, else the nearest free one (a tie picked at random); at random among them all when nothing is aimed
    /// at. Nil when no column is free.
    public func dropColumn(
        aimedAt aimed: Int? = nil, among free: [Int], using random: inout some RandomNumberGenerator
    ) -> Int? {
        guard !free.isEmpty else { return nil }
        guard let aimed else { return free[Int.random(in: free.indices, using: &random)] }
        let nearest = free.map { abs($0 - aimed) }.min()!
        let closest = free.filter { abs($0 - aimed) == nearest }
        return closest[Int.random(in: closest.indices, using: &random)]
    }

    /// The column a clicked square goes to: down the slope from the column clicked. A pointer aims within a
    /// column or so, and a square dropped on a stack taller than its neighbour would, in a real pile, tumble down
    /// to it, and on down a staircase; so the square moves to the lower neighbour (either at random when both are
    /// as low), then on from there while a neighbour holds fewer squares, at most `reach` columns from the click.
    /// `filled` holds the squares in each column. So clicks at random fill the bottom row evenly instead of leaving
    /// a column empty beside towers, even at the field's edges, which fewer clicks can reach. A column whose next
    /// cell the obstacle shadows is no place to go to (a square there would only slide off); clicked itself, it is
    /// kept, and its square slides off as before.
    public func landingColumn(
        clicked: Int, filled: [Int], reach: Int = DropitTuning.clickReach,
        using random: inout some RandomNumberGenerator
    ) -> Int {
        guard filled.indices.contains(clicked) else { return clicked }
        var column = clicked
        while abs(column - clicked) < reach {
            let lower = [column - 1, column + 1].filter { next in
                filled.indices.contains(next) && abs(next - clicked) <= reach
                    && !isShadowed(row: filled[next], column: next) && filled[next] < filled[column]
            }
            guard let least = lower.map({ filled[$0] }).min() else { break }
            let lowest = lower.filter { filled[$0] == least }
            column = lowest[Int.random(in: lowest.indices, using: &random)]
        }
        return column
    }

    /// How many of `squares` stand in each column (by their centres).
    public func filledCounts(of squares: [SquareRecord]) -> [Int] {
        var filled = Array(repeating: 0, count: columns)
        for square in squares where columns > 0 { filled[column(atX: square.center.x)] += 1 }
        return filled
    }
}
