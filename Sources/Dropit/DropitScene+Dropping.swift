import Dynamics
import Kit

/// Dropping squares: into the column aimed at (a click's, or the keyboard's marker), or the nearest one with room
/// at the top; a random colour; into play at the top of the field.
extension DropitScene {
    /// Columns across the field (0 before it is laid out).
    public var columns: Int {
        guard rootView.pitch > 0 else { return 0 }
        return Int((field.bounds.width / rootView.pitch + 1e-6).rounded(.down))
    }

    var pitch: Double { rootView.pitch }
    /// A square's side: the pitch less the gap that lets it fall between neighbours.
    var squareSide: Double { pitch - DropitTuning.squareGap }

    /// Drops a square into `aimed` when its top cell is free, else into the nearest column that has room (at
    /// random among all of them when nothing is aimed at). When every column is blocked to the ceiling the field
    /// is swept clear first, as a full board of a falling-blocks game starts over. Returns the square, or nil when
    /// the field is not laid out yet.
    @discardableResult
    public func dropSquare(aimedAt aimed: Int? = nil) -> SquareView? {
        guard columns > 0 else { return nil }
        var free = (0..<columns).filter(isSpawnFree)
        if free.isEmpty {
            sweepField()
            free = (0..<columns).filter(isSpawnFree)
        }
        updateRulesGrid()
        guard let column = rules.dropColumn(aimedAt: aimed, among: free, using: &random) else { return nil }
        return dropSquare(column: column)
    }

    /// A click drops into the least filled column beside the one under it (`DropitRules.landingColumn`), and
    /// the keyboard's marker moves to the column clicked. The keys aim exactly, so they drop where the marker is.
    func dropSquare(underFieldPoint point: Point) {
        updateRulesGrid()
        let clicked = rules.column(atX: point.x)
        markColumn(clicked)
        var filled = Array(repeating: 0, count: columns)
        for square in liveSquares { filled[rules.column(atX: square.center.x)] += 1 }
        let landing = rules.landingColumn(
            clicked: clicked, filled: filled, reach: DropitTuning.clickReach, using: &random)
        dropSquare(aimedAt: landing)
    }

    /// Drops a square at `column` (0 is the leftmost), whether or not its spawn cell is free.
    @discardableResult
    public func dropSquare(column: Int) -> SquareView? {
        guard (0..<columns).contains(column) else { return nil }
        let number = rules.countDrop()
        let color = SquarePalette.colors[Int.random(in: SquarePalette.colors.indices, using: &random)]
        let square = SquareView(number: number, color: color, side: squareSide)
        square.center = spawnCenter(column: column)
        field.addSubview(square)
        liveSquares.append(square)
        physics.add(square)
        rootView.hud.dropped.show(number)
        events.emit("square.dropped", ["n": .int(square.number), "col": .int(column)])
        return square
    }

    func spawnCenter(column: Int) -> Point {
        Point(x: (Double(column) + 0.5) * pitch, y: squareSide / 2 + DropitTuning.spawnDrop)
    }

    /// Whether a new square at `column` would overlap nothing: no square in play (however it is turned) and
    /// not the obstacle.
    func isSpawnFree(_ column: Int) -> Bool {
        let center = spawnCenter(column: column)
        let reach = squareSide / 2 + DropitTuning.spawnClearance
        let cell = Rect(center: center, size: Size(width: 2 * reach, height: 2 * reach))
        if obstacleOverlaps(cell) { return false }
        return !liveSquares.contains { cell.intersects(Rect(center: $0.center, size: $0.boundingSize)) }
    }
}
