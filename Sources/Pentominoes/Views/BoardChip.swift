import Kit
import Pentomino

/// One choice of the board chooser: a small picture of the board's shape (holes and all), highlighted when
/// it is the board in play.
@MainActor
final class BoardChip: Control {
    static var size: Size { PentominoesLayout.chipSize }
    /// Margin between the chip's edge and the picture, in points.
    static let pictureInset: Double = 7

    let board: Board
    var isSelected = false { didSet { setNeedsDisplay() } }

    init(board: Board) {
        self.board = board
        super.init(frame: Rect(origin: .zero, size: Self.size))
        accessibilityIdentifier = "pentominoes.board.\(board.name)"
        accessibilityLabel = board.name == Board.blank.name ? "Free play" : "Board \(board.name)"
        cornerRadius = Theme.cornerRadius
    }

    override func draw(in canvas: Canvas) {
        let fill: Color
        if isSelected {
            fill = Theme.Palette.accent.withAlpha(isHighlighted ? 0.3 : 0.22)
        } else {
            fill = isHighlighted ? Theme.Palette.separator : Theme.Palette.surface
        }
        canvas.fill(bounds, cornerRadius: cornerRadius, color: fill)
        if isSelected {
            canvas.stroke(bounds, cornerRadius: cornerRadius, lineWidth: 1.5, color: Theme.Palette.accent)
        }
        drawPicture(in: canvas)
    }

    /// The board in miniature: its open squares as one solid shape, holes left out; free play as an outline.
    private func drawPicture(in canvas: Canvas) {
        let area = bounds.insetBy(dx: Self.pictureInset, dy: Self.pictureInset)
        let cell = min(area.width / Double(board.columns), area.height / Double(board.rows))
        let origin = Point(
            x: area.midX - cell * Double(board.columns) / 2, y: area.midY - cell * Double(board.rows) / 2)
        let color = isSelected ? Theme.Palette.accent : Theme.Palette.textSecondary
        if board.cellCount == 0 {
            let outline = Rect(
                x: origin.x.rounded(), y: origin.y.rounded(), width: (cell * Double(board.columns)).rounded(),
                height: (cell * Double(board.rows)).rounded())
            canvas.stroke(outline.insetBy(dx: 0.75, dy: 0.75), cornerRadius: 1, lineWidth: 1.5, color: color)
            return
        }
        // Edges on whole points, so rows abut without seams and holes stay crisp; one fill per run of squares.
        func edge(_ start: Double, _ index: Int) -> Double { (start + Double(index) * cell).rounded() }
        for run in board.openRuns {
            let minX = edge(origin.x, run.columns.lowerBound)
            let minY = edge(origin.y, run.row)
            let rect = Rect(
                x: minX, y: minY, width: edge(origin.x, run.columns.upperBound) - minX,
                height: edge(origin.y, run.row + 1) - minY)
            canvas.fill(rect, cornerRadius: 0, color: color)
        }
    }

    override var automationType: String { "Button" }
    override var automationValue: AutomationValue? { .string(board.name) }
    override var isSelectedForAutomation: Bool { isSelected }
}
