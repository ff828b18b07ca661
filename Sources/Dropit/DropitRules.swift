import Kit

/// Dropit's rules with no views and no physics: the tally of squares dropped and rows cleared, where a new
/// square goes, and which squares make a full row. The scene reports where its squares are after each physics
/// step; the rules answer which of them clear, and count it.
///
/// Rows are bands one square high counted up from the floor, and a square belongs to the band and column its
/// centre lies in, so small sinking, slop or a slight tilt never moves it to another cell. A band is full when
/// every cell a falling square can reach holds a resting square; a band where a square still moves waits.
///
/// The round obstacle shadows the cells under it: a square dropped over it slides off to one side, so nothing
/// can ever fill the cells of its columns from its top down. Those cells do not count: a row under the obstacle
/// is full with the others filled (otherwise, with the obstacle on, no row below it could ever clear).
public struct DropitRules: Equatable, Sendable {
    /// Where one square is, as the rules need it.
    public struct Square: Equatable, Sendable {
        public var center: Point
        public var isResting: Bool

        public init(center: Point, isResting: Bool) {
            self.center = center
            self.isResting = isResting
        }
    }

    /// A full row: its band and the indices (into the squares reported) of its squares.
    public struct FullRow: Equatable, Sendable {
        public var row: Int
        public var members: [Int]
    }

    /// The round obstacle, in field points.
    public struct Obstacle: Equatable, Sendable {
        public var center: Point
        public var radius: Double

        public init(center: Point, radius: Double) {
            self.center = center
            self.radius = radius
        }
    }

    /// The floor's y in field points (the field's height).
    public var floorY: Double
    /// Height of one band, in points: a square's side.
    public var rowHeight: Double
    public var columns: Int
    /// Width of one column, in points (a square's side plus the gap beside it).
    public var columnWidth: Double
    /// The obstacle whose shadow does not count towards full rows; nil without one.
    public var obstacle: Obstacle?
    /// Squares dropped so far; the next one's number is one more.
    public private(set) var dropped = 0
    /// Rows cleared so far.
    public private(set) var rowsCleared = 0

    public init(
        floorY: Double = 0, rowHeight: Double = 0, columns: Int = 0, columnWidth: Double = 0, obstacle: Obstacle? = nil
    ) {
        self.floorY = floorY
        self.rowHeight = rowHeight
        self.columns = columns
        self.columnWidth = columnWidth
        self.obstacle = obstacle
    }

    /// The band a centre lies in: 0 on the floor, counting up; nil for a centre below the floor.
    public func row(of center: Point) -> Int? {
        let height = floorY - center.y
        guard height >= 0, rowHeight > 0 else { return nil }
        return Int(height / rowHeight)
    }

    /// The column under `x` (field points), the edges' columns beyond them.
    public func column(atX x: Double) -> Int {
        guard columnWidth > 0, columns > 0 else { return 0 }
        return min(max(Int((x / columnWidth).rounded(.down)), 0), columns - 1)
    }

    /// The column a new square goes to among `free` (the columns whose top cell is empty): `aimed` when it is
    /// free, else the nearest free one (a tie picked at random); at random among them all when nothing is aimed
    /// at. Nil when no column is free: the field is full to the ceiling and must be swept first.
    public func dropColumn(aimedAt aimed: Int? = nil, among free: [Int], using random: inout SeededRandom) -> Int? {
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
        clicked: Int, filled: [Int], reach: Int = 1, using random: inout SeededRandom
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

    /// Whether the obstacle shadows the cell at `row`, `column`: the cell overlaps the obstacle or lies below it
    /// in a column the obstacle reaches into, where no falling square can get.
    public func isShadowed(row: Int, column: Int) -> Bool {
        guard let obstacle, columnWidth > 0, rowHeight > 0 else { return false }
        let left = Double(column) * columnWidth
        let nearestX = min(max(obstacle.center.x, left), left + columnWidth)
        let across = abs(nearestX - obstacle.center.x)
        guard across < obstacle.radius else { return false }
        let shadowTop = obstacle.center.y - (obstacle.radius * obstacle.radius - across * across).squareRoot()
        let cellBottom = floorY - Double(row) * rowHeight
        return cellBottom > shadowTop
    }

    /// The columns whose cell in `row` a falling square can reach (all of them without an obstacle).
    public func reachableColumns(inRow row: Int) -> Set<Int> {
        Set((0..<columns).filter { !isShadowed(row: row, column: $0) })
    }

    /// Counts a dropped square and returns its number (from 1).
    public mutating func countDrop() -> Int {
        dropped += 1
        return dropped
    }

    /// Full rows among `squares`, lowest first.
    public func fullRows(of squares: [Square]) -> [FullRow] {
        guard columns > 0 else { return [] }
        var bands: [Int: [Int]] = [:]
        var unsettled: Set<Int> = []
        for (index, square) in squares.enumerated() {
            guard let row = row(of: square.center) else { continue }
            if square.isResting {
                bands[row, default: []].append(index)
            } else {
                unsettled.insert(row)
            }
        }
        return bands.filter { row, members in
            guard !unsettled.contains(row) else { return false }
            let filled = Set(members.map { column(atX: squares[$0].center.x) })
            return filled.isSuperset(of: reachableColumns(inRow: row))
        }
        .sorted { $0.key < $1.key }
        .map { FullRow(row: $0.key, members: $0.value) }
    }

    /// Finds the full rows among `squares` and counts them as cleared; the scene takes their squares away.
    public mutating func clearFullRows(of squares: [Square]) -> [FullRow] {
        let rows = fullRows(of: squares)
        rowsCleared += rows.count
        return rows
    }
}
