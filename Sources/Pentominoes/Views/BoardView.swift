import Kit
import Pentomino

/// The board: a raised slab with its open squares, holes cut into it, and crisp grid lines between squares.
@MainActor
final class BoardView: View {
    /// The rim around the grid, in points.
    static var rim: Double { PentominoesLayout.boardRim }
    static let rimCorner: Double = 10
    /// Grid lines are one point wide: on whole-point cell boundaries they cover exactly one pixel row.
    static let gridLineWidth: Double = 1

    var board: Board { didSet { setNeedsDisplay() } }
    /// The grid in the scene's space; the view's frame is this plus the rim.
    var geometry: BoardGeometry {
        didSet { frame = geometry.frame.insetBy(dx: -Self.rim, dy: -Self.rim) }
    }
    var showsGrid = true { didSet { setNeedsDisplay() } }

    init(board: Board, geometry: BoardGeometry) {
        self.board = board
        self.geometry = geometry
        super.init(frame: geometry.frame.insetBy(dx: -Self.rim, dy: -Self.rim))
        accessibilityIdentifier = "pentominoes.board"
        accessibilityLabel = "Board"
        // The board takes no touches of its own: pieces above it do, and a press on it does nothing.
        isUserInteractionEnabled = false
    }

    override func draw(in canvas: Canvas) {
        canvas.fill(bounds, cornerRadius: Self.rimCorner, color: PentominoesPalette.boardFrame)
        let cell = geometry.cellSize
        for run in board.openRuns {
            let first = squareRect(row: run.row, column: run.columns.lowerBound)
            let rect = Rect(x: first.minX, y: first.minY, width: cell * Double(run.columns.count), height: cell)
            canvas.fill(rect, cornerRadius: 0, color: PentominoesPalette.boardCell)
        }
        for row in 0..<board.rows {
            for column in 0..<board.columns where !board.isOpenSquare(Cell(row: row, column: column)) {
                let hole = squareRect(row: row, column: column).insetBy(dx: cell * 0.08, dy: cell * 0.08)
                canvas.fill(hole, cornerRadius: cell * 0.16, color: PentominoesPalette.hole)
            }
        }
        if showsGrid { drawGridLines(in: canvas) }
    }

    private func squareRect(row: Int, column: Int) -> Rect {
        let cell = geometry.cellSize
        return Rect(x: Self.rim + Double(column) * cell, y: Self.rim + Double(row) * cell, width: cell, height: cell)
    }

    /// Lines on the edges shared by two open squares (never across a hole or the rim), each straight stretch
    /// drawn as one fill.
    private func drawGridLines(in canvas: Canvas) {
        let half = Self.gridLineWidth / 2
        let cell = geometry.cellSize
        // Horizontal edges: below row `row`, where the squares above and below are both open.
        for row in 0..<(board.rows - 1) {
            for run in stretches(count: board.columns, where: { self.isInnerEdge(row, $0, row + 1, $0) }) {
                let start = squareRect(row: row, column: run.lowerBound)
                canvas.fill(
                    Rect(
                        x: start.minX, y: start.maxY - half, width: cell * Double(run.count), height: Self.gridLineWidth
                    ),
                    cornerRadius: 0, color: PentominoesPalette.gridLine)
            }
        }
        // Vertical edges: right of column `column`, where the squares left and right are both open.
        for column in 0..<(board.columns - 1) {
            for run in stretches(count: board.rows, where: { self.isInnerEdge($0, column, $0, column + 1) }) {
                let start = squareRect(row: run.lowerBound, column: column)
                canvas.fill(
                    Rect(
                        x: start.maxX - half, y: start.minY, width: Self.gridLineWidth, height: cell * Double(run.count)
                    ),
                    cornerRadius: 0, color: PentominoesPalette.gridLine)
            }
        }
    }

    private func isInnerEdge(_ row: Int, _ column: Int, _ otherRow: Int, _ otherColumn: Int) -> Bool {
        board.isOpenSquare(Cell(row: row, column: column))
            && board.isOpenSquare(Cell(row: otherRow, column: otherColumn))
    }

    /// The ranges of consecutive indices in 0..<count for which `test` holds.
    private func stretches(count: Int, where test: (Int) -> Bool) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        for index in 0...count {
            let inside = index < count && test(index)
            if inside, start == nil { start = index }
            if !inside, let first = start {
                result.append(first..<index)
                start = nil
            }
        }
        return result
    }

    override var isEnabledForAutomation: Bool { true }
    override var automationType: String { "Board" }
    override var automationValue: AutomationValue? { .string(board.name) }
}
