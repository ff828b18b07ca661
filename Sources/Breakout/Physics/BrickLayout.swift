import Kit

/// Where the bricks go in a field of a given size: `rows` × `columns` equal bricks across the field's width, under
/// a strip of open space at the top where the ball can roam behind the wall. Recomputed on every resize, so the
/// wall always spans the field whatever the window's shape: bricks are placed by arithmetic, never by constraints.
public struct BrickLayout: Equatable, Sendable {
    /// Space between the field's side walls and the outer bricks, in points.
    public static let sideMargin: Double = 14
    /// Open space above the top row, in points: room for a ball that broke through.
    public static let topMargin: Double = 52
    /// Gap between neighbouring bricks, in points: narrower than a ball, so no ball slips between two bricks.
    public static let gap: Double = 6
    /// A brick's height is kept within this range, in points.
    public static let brickHeightRange: ClosedRange<Double> = 10...24
    /// The wall never takes more than this share of the field's height, so the paddle has room to play.
    public static let maximumWallShare: Double = 0.45

    public let rows: Int
    public let columns: Int
    public let fieldSize: Size
    public let brickSize: Size

    public init(rows: Int, columns: Int, fieldSize: Size) {
        precondition(rows > 0 && columns > 0, "BrickLayout needs at least one row and one column")
        self.rows = rows
        self.columns = columns
        self.fieldSize = fieldSize
        let width = (fieldSize.width - 2 * Self.sideMargin - Double(columns - 1) * Self.gap) / Double(columns)
        let available = fieldSize.height * Self.maximumWallShare - Self.topMargin
        let fitting = available / Double(rows) - Self.gap
        let height = min(max(fitting, Self.brickHeightRange.lowerBound), Self.brickHeightRange.upperBound)
        brickSize = Size(width: max(width, 1), height: height)
    }

    /// The brick at `row` (0 = top) and `column` (0 = left), in field coordinates.
    public func frame(row: Int, column: Int) -> Rect {
        Rect(
            x: Self.sideMargin + Double(column) * (brickSize.width + Self.gap),
            y: Self.topMargin + Double(row) * (brickSize.height + Self.gap),
            width: brickSize.width, height: brickSize.height)
    }

    /// The rectangle every brick lies in.
    public var wallFrame: Rect {
        frame(row: 0, column: 0).union(frame(row: rows - 1, column: columns - 1))
    }
}
