/// The field as the rules see it: columns one pitch wide, rows one square high counted up from the floor, and the
/// round obstacle in the middle, if it is on. A square belongs to the row and column its centre lies in, so small
/// sinking, slop or a slight tilt never moves it to another cell.
///
/// The obstacle shadows the cells under it: a square dropped over it slides off to one side, so nothing can ever
/// fill the cells of its columns from its top down. Those cells do not count towards a full row.
public struct FieldGrid: Equatable, Sendable {
    /// The round obstacle, in field points.
    public struct Obstacle: Equatable, Sendable {
        public var center: FieldPoint
        public var radius: Double

        public init(center: FieldPoint, radius: Double) {
            self.center = center
            self.radius = radius
        }
    }

    /// Columns across the field.
    public var columns: Int
    /// Width of one column, in points (a square's side plus the gap beside it).
    public var pitch: Double
    /// A square's side, in points: also the height of one row.
    public var squareSide: Double
    /// The floor's y in field points (the field's height).
    public var height: Double
    /// The obstacle whose shadow does not count towards full rows; nil without one.
    public var obstacle: Obstacle?

    public init(columns: Int, pitch: Double, squareSide: Double, height: Double, obstacle: Obstacle? = nil) {
        self.columns = columns
        self.pitch = pitch
        self.squareSide = squareSide
        self.height = height
        self.obstacle = obstacle
    }

    /// The grid of a field `width` × `height` points laid out at `pitch`: as many whole columns as fit, squares
    /// `DropitTuning.squareGap` narrower than a column, and the obstacle (when `hasObstacle`) centred on the
    /// column line nearest the middle, never over a column's middle, where a square could balance on its top.
    public init(width: Double, height: Double, pitch: Double, hasObstacle: Bool) {
        let columns = pitch > 0 ? Int((width / pitch + 1e-6).rounded(.down)) : 0
        let obstacle =
            hasObstacle && columns > 0
            ? Obstacle(
                center: FieldPoint(x: (Double(columns / 2) * pitch).rounded(), y: height / 2),
                radius: pitch * DropitTuning.obstacleRadiusInPitches)
            : nil
        self.init(
            columns: columns, pitch: pitch, squareSide: pitch - DropitTuning.squareGap, height: height,
            obstacle: obstacle)
    }

    /// An empty grid (before the field is laid out): no columns, so nothing can drop.
    public static let empty = FieldGrid(columns: 0, pitch: 0, squareSide: 0, height: 0)

    /// The field's width, in points.
    public var width: Double { Double(columns) * pitch }

    /// The row a centre lies in: 0 on the floor, counting up; nil for a centre below the floor.
    public func row(of center: FieldPoint) -> Int? {
        let rise = height - center.y
        guard rise >= 0, squareSide > 0 else { return nil }
        return Int(rise / squareSide)
    }

    /// The column under `x` (field points), the edges' columns beyond them.
    public func column(atX x: Double) -> Int {
        guard pitch > 0, columns > 0 else { return 0 }
        return min(max(Int((x / pitch).rounded(.down)), 0), columns - 1)
    }

    /// The middle of `column` across, in field points.
    public func middleX(ofColumn column: Int) -> Double {
        (Double(column) + 0.5) * pitch
    }

    /// Where a new square appears in `column`: its top edge `DropitTuning.spawnDrop` under the ceiling.
    public func spawnCenter(column: Int) -> FieldPoint {
        FieldPoint(x: middleX(ofColumn: column), y: squareSide / 2 + DropitTuning.spawnDrop)
    }

    /// The place a new square in `column` needs free: its cell at the top and `DropitTuning.spawnClearance`
    /// around it.
    public func spawnBox(column: Int) -> FieldBox {
        FieldBox(center: spawnCenter(column: column), side: squareSide + 2 * DropitTuning.spawnClearance)
    }

    /// Whether `box` overlaps the obstacle, when there is one.
    public func obstacleOverlaps(_ box: FieldBox) -> Bool {
        guard let obstacle else { return false }
        return box.nearestPoint(to: obstacle.center).distance(to: obstacle.center) < obstacle.radius
    }

    /// Whether the obstacle shadows the cell at `row`, `column`: the cell overlaps the obstacle or lies below it
    /// in a column the obstacle reaches into, where no falling square can get.
    public func isShadowed(row: Int, column: Int) -> Bool {
        guard let obstacle, pitch > 0, squareSide > 0 else { return false }
        let left = Double(column) * pitch
        let nearestX = min(max(obstacle.center.x, left), left + pitch)
        let across = abs(nearestX - obstacle.center.x)
        guard across < obstacle.radius else { return false }
        let shadowTop = obstacle.center.y - (obstacle.radius * obstacle.radius - across * across).squareRoot()
        let cellBottom = height - Double(row) * squareSide
        return cellBottom > shadowTop
    }

    /// The columns whose cell in `row` a falling square can reach (all of them without an obstacle).
    public func reachableColumns(inRow row: Int) -> Set<Int> {
        Set((0..<columns).filter { !isShadowed(row: row, column: $0) })
    }

    /// The columns the obstacle reaches into (their cells under it do not count), lowest first; empty without it.
    public var shadowedColumns: [Int] {
        (0..<columns).filter { isShadowed(row: 0, column: $0) }
    }
}
