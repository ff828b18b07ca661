import Kit
import Pentomino

/// The board in the hint sheet, as large as the sheet allows: the player's kept pieces muted, the revealed pieces
/// in their colours, everything else empty. Drawn as vector cells at the canvas's pixel scale, so its edges are
/// crisp at any size and on a HiDPI screen.
@MainActor
final class HintBoardView: View {
    /// How much of its own colour a kept piece shows over the board's cell colour: there for orientation, not
    /// the news. Mixed into an opaque colour (not drawn translucent), so the piece's overlapping bevel layers
    /// never show through one another as blotches.
    static let keptStrength = 0.35
    /// Largest cell of the picture, in points: on a huge window the board stays a picture, not a wall.
    static let maximumCell: Double = 80
    /// The frame around the grid, in points, and its corner radius.
    static let frameWidth: Double = 4
    static let frameRadius: Double = 6

    let board: Board
    let kept: [Placement]
    let revealed: [Placement]

    init(board: Board, kept: [Placement], revealed: [Placement]) {
        self.board = board
        self.kept = kept
        self.revealed = revealed
        super.init(frame: .zero)
        accessibilityIdentifier = "pentominoes.hint.board"
        isUserInteractionEnabled = false
    }

    /// The cell size that fits the board in `size` with its frame, a whole number of device pixels at `scale`,
    /// so every grid line falls on a pixel edge.
    static func cellSize(for board: Board, in size: Size, scale: Double = 1) -> Double {
        let fits = min(
            (size.width - 2 * frameWidth) / Double(board.columns), (size.height - 2 * frameWidth) / Double(board.rows),
            maximumCell)
        return max((fits * scale).rounded(.down) / scale, 1 / scale)
    }

    override func draw(in canvas: Canvas) {
        let scale = max(canvas.scale, 1)
        let cell = Self.cellSize(for: board, in: bounds.size, scale: scale)
        func pixelAligned(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let origin = Point(
            x: pixelAligned(bounds.midX - cell * Double(board.columns) / 2),
            y: pixelAligned(bounds.midY - cell * Double(board.rows) / 2))
        let grid = Rect(
            x: origin.x, y: origin.y, width: cell * Double(board.columns), height: cell * Double(board.rows))
        canvas.fill(
            grid.insetBy(dx: -Self.frameWidth, dy: -Self.frameWidth), cornerRadius: Self.frameRadius,
            color: PentominoesPalette.boardFrame)
        canvas.fill(grid, cornerRadius: 0, color: PentominoesPalette.gridLine)
        drawSquares(in: canvas, origin: origin, cell: cell, line: 1 / scale)
        for placement in kept {
            let color = Color.interpolate(
                PentominoesPalette.boardCell, PentominoesPalette.color(of: placement.piece), Self.keptStrength)
            PieceTile.draw(in: canvas, squares: Set(placement.cells), cell: cell, origin: origin, color: color)
        }
        for placement in revealed {
            let color = PentominoesPalette.color(of: placement.piece)
            PieceTile.draw(in: canvas, squares: Set(placement.cells), cell: cell, origin: origin, color: color)
        }
    }

    /// The open squares, separated by grid lines one device pixel wide, and the holes.
    private func drawSquares(in canvas: Canvas, origin: Point, cell: Double, line: Double) {
        for row in 0..<board.rows {
            for column in 0..<board.columns {
                let at = Cell(row: row, column: column)
                let rect = Rect(
                    x: origin.x + Double(column) * cell, y: origin.y + Double(row) * cell, width: cell, height: cell)
                if board.isOpenSquare(at) {
                    canvas.fill(
                        rect.insetBy(dx: line / 2, dy: line / 2), cornerRadius: 0, color: PentominoesPalette.boardCell)
                } else {
                    canvas.fill(rect.insetBy(dx: 1, dy: 1), cornerRadius: cell * 0.15, color: PentominoesPalette.hole)
                }
            }
        }
    }

    override var automationType: String { "Image" }
    override var automationValue: AutomationValue? {
        .string(revealed.map { "\($0.piece)" }.joined())
    }
}
