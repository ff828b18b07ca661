import Kit
import Pentomino

/// The keyboard focus ring of a piece: one closed outline following the piece's shape a little outside it, so
/// the piece reads as one chosen thing (a ring per square would cut it back into five tiles).
@MainActor
enum PieceFocusRing {
    /// Line width, in screen points whatever the piece's size.
    static let lineWidth: Double = 2.5
    /// Space between the piece's edge and the ring, in screen points.
    static let gap: Double = 2

    /// Strokes the ring round `squares` (each `cell` points wide in the canvas's space); `screenPoint` is the
    /// length of one screen point in that space.
    static func draw(in canvas: Canvas, squares: Set<Cell>, cell: Double, screenPoint: Double, color: Color) {
        let offset = (gap + lineWidth / 2) * screenPoint / cell
        for segment in outline(of: squares, offset: offset) {
            // Square ends: two segments meeting at a corner overlap there, so the corners are filled.
            canvas.strokeLine(
                from: segment.start * cell, to: segment.end * cell, width: lineWidth * screenPoint, color: color)
        }
    }

    /// The outline's straight pieces, in cells (x to the right, y down, the square (0, 0) from 0 to 1), pushed
    /// out by `offset` cells: each exposed side of a square becomes one segment, lengthened at a convex corner
    /// and shortened at a concave one so neighbouring segments meet.
    static func outline(of squares: Set<Cell>, offset: Double) -> [(start: Point, end: Point)] {
        var segments: [(start: Point, end: Point)] = []
        for square in squares {
            for normal in sides where !squares.contains(square.offset(by: normal)) {
                let tangent = Cell(row: normal.column, column: -normal.row)
                let center = Point(x: Double(square.column) + 0.5, y: Double(square.row) + 0.5)
                let middle = center + point(normal) * (0.5 + offset)
                let ends = [tangent, Cell(row: -tangent.row, column: -tangent.column)].map { along in
                    middle + point(along) * (0.5 + offset * cornerSign(square, along: along, out: normal, in: squares))
                }
                segments.append((ends[0], ends[1]))
            }
        }
        return segments
    }

    /// +1 where the outline turns round a convex corner (the side ends there), -1 where it turns into a concave
    /// one (a square sits diagonally beyond), 0 where it runs straight on along the next square.
    private static func cornerSign(_ square: Cell, along: Cell, out normal: Cell, in squares: Set<Cell>) -> Double {
        let beside = square.offset(by: along)
        guard squares.contains(beside) else { return 1 }
        return squares.contains(beside.offset(by: normal)) ? -1 : 0
    }

    private static let sides = [
        Cell(row: -1, column: 0), Cell(row: 1, column: 0), Cell(row: 0, column: -1), Cell(row: 0, column: 1),
    ]

    private static func point(_ step: Cell) -> Point {
        Point(x: Double(step.column), y: Double(step.row))
    }
}
