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

    /// The column a clicked square goes to: the least filled column within `reach` columns of the one clicked,
    /// the nearest of equally filled ones (the clicked one first, then either side at random). `filled` holds the
    /// squares in each column. A pointer aims within a column or so, and a square dropped on a tall stack beside
    /// a gap would, in a real pile, tumble into the gap; so clicks at random fill the bottom row evenly instead
    /// of leaving a column empty under towers. A column whose next cell the obstacle shadows is no place to go
    /// to (a square there would only slide off); clicked itself, it is kept, and its square slides off as before.
    public func landingColumn(
        clicked: Int, filled: [Int], reach: Int = DropitTuning.clickReach,
        using random: inout some RandomNumberGenerator
    ) -> Int {
        guard filled.indices.contains(clicked) else { return clicked }
        let nearby = (clicked - reach...clicked + reach).filter { column in
            filled.indices.contains(column) && !isShadowed(row: filled[column], column: column)
        }
        guard let least = nearby.map({ filled[$0] }).min(), nearby.contains(clicked) else { return clicked }
        let lowest = nearby.filter { filled[$0] == least }
        let distance = lowest.map { abs($0 - clicked) }.min()!
        let closest = lowest.filter { abs($0 - clicked) == distance }
        return closest[Int.random(in: closest.indices, using: &random)]
    }

    /// How many of `squares` stand in each column (by their centres).
    public func filledCounts(of squares: [SquareRecord]) -> [Int] {
        var filled = Array(repeating: 0, count: columns)
        for square in squares where columns > 0 { filled[column(atX: square.center.x)] += 1 }
        return filled
    }
}
