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
        for row in 0..<board.rows {
            for column in 0..<board.columns {
                let square = squareRect(row: row, column: column)
                if board.isOpenSquare(Cell(row: row, column: column)) {
                    canvas.fill(square, cornerRadius: 0, color: PentominoesPalette.boardCell)
                } else {
                    canvas.fill(square, cornerRadius: 0, color: PentominoesPalette.boardFrame)
                    canvas.fill(
                        square.insetBy(dx: cell * 0.08, dy: cell * 0.08), cornerRadius: cell * 0.16,
                        color: PentominoesPalette.hole)
                }
            }
        }
        if showsGrid { drawGridLines(in: canvas) }
    }

    private func squareRect(row: Int, column: Int) -> Rect {
        let cell = geometry.cellSize
        return Rect(x: Self.rim + Double(column) * cell, y: Self.rim + Double(row) * cell, width: cell, height: cell)
    }

    /// A line segment on each edge shared by two open squares (never across a hole or the rim).
    private func drawGridLines(in canvas: Canvas) {
        let half = Self.gridLineWidth / 2
        for row in 0..<board.rows {
            for column in 0..<board.columns where board.isOpenSquare(Cell(row: row, column: column)) {
                let square = squareRect(row: row, column: column)
                if board.isOpenSquare(Cell(row: row, column: column + 1)) {
                    canvas.fill(
                        Rect(x: square.maxX - half, y: square.minY, width: Self.gridLineWidth, height: square.height),
                        cornerRadius: 0, color: PentominoesPalette.gridLine)
                }
                if board.isOpenSquare(Cell(row: row + 1, column: column)) {
                    canvas.fill(
                        Rect(x: square.minX, y: square.maxY - half, width: square.width, height: Self.gridLineWidth),
                        cornerRadius: 0, color: PentominoesPalette.gridLine)
                }
            }
        }
    }

    override var isEnabledForAutomation: Bool { true }
    override var automationType: String { "Board" }
    override var automationValue: AutomationValue? { .string(board.name) }
}
