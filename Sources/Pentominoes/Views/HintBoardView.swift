import Kit
import Pentomino

/// A small picture of the board for the hint sheet: the player's kept pieces faint, the revealed pieces in
/// their colours, everything else empty.
@MainActor
final class HintBoardView: View {
    /// Opacity of the pieces the player already has in place: there for orientation, not the news.
    static let keptAlpha = 0.35
    /// Largest cell of the picture, in points: a glance-sized board, not a second copy of the real one.
    static let maximumCell: Double = 34

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

    /// The cell size that fits the board in `size`, whole points.
    static func cellSize(for board: Board, in size: Size) -> Double {
        max(min(size.width / Double(board.columns), size.height / Double(board.rows), maximumCell).rounded(.down), 1)
    }

    override func draw(in canvas: Canvas) {
        let cell = Self.cellSize(for: board, in: bounds.size)
        let origin = Point(
            x: (bounds.midX - cell * Double(board.columns) / 2).rounded(),
            y: (bounds.midY - cell * Double(board.rows) / 2).rounded())
        func square(_ at: Cell) -> Rect {
            Rect(x: origin.x + Double(at.column) * cell, y: origin.y + Double(at.row) * cell, width: cell, height: cell)
        }
        let grid = Rect(
            x: origin.x, y: origin.y, width: cell * Double(board.columns), height: cell * Double(board.rows))
        canvas.fill(grid.insetBy(dx: -4, dy: -4), cornerRadius: 6, color: PentominoesPalette.boardFrame)
        canvas.fill(grid, cornerRadius: 0, color: PentominoesPalette.gridLine)
        for row in 0..<board.rows {
            for column in 0..<board.columns {
                let at = Cell(row: row, column: column)
                let rect = square(at)
                if board.isOpenSquare(at) {
                    canvas.fill(rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 0, color: PentominoesPalette.boardCell)
                } else {
                    canvas.fill(rect.insetBy(dx: 1, dy: 1), cornerRadius: cell * 0.15, color: PentominoesPalette.hole)
                }
            }
        }
        for (placements, alpha) in [(kept, Self.keptAlpha), (revealed, 1)] {
            canvas.save()
            canvas.multiplyAlpha(alpha)
            for placement in placements {
                let color = PentominoesPalette.color(of: placement.piece)
                PieceTile.draw(in: canvas, squares: Set(placement.cells), cell: cell, origin: origin, color: color)
            }
            canvas.restore()
        }
    }

    override var automationType: String { "Image" }
    override var automationValue: AutomationValue? {
        .string(revealed.map { "\($0.piece)" }.joined())
    }
}
