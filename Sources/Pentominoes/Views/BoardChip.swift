import Kit
import Pentomino

/// One choice of the board chooser: a small picture of the board's shape (holes and all) over its name,
/// highlighted when it is the board in play.
@MainActor
final class BoardChip: Control {
    static var size: Size { PentominoesLayout.chipSize }
    /// Margin between the chip's edge and the picture, in points.
    static let pictureInset: Double = 6
    /// Height of the name's line at the chip's foot, in points.
    static let nameHeight: Double = 15

    let board: Board
    var isSelected = false {
        didSet {
            setNeedsDisplay()
            nameLabel.style.color = nameColor
        }
    }
    let nameLabel = Label(
        style: TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.textSecondary, alignment: .center))

    init(board: Board) {
        self.board = board
        super.init(frame: Rect(origin: .zero, size: Self.size))
        accessibilityIdentifier = "pentominoes.board.\(board.name)"
        accessibilityLabel = BoardNames.spoken(board)
        cornerRadius = Theme.cornerRadius
        nameLabel.text = BoardNames.short(board)[0]
        nameLabel.accessibilityIdentifier = "pentominoes.board.\(board.name).name"
        addSubview(nameLabel)
    }

    /// The name at the foot, the longest form that fits the chip's width.
    override func layoutSubviews() {
        nameLabel.frame = Rect(
            x: 0, y: bounds.height - Self.nameHeight - Self.pictureInset / 2, width: bounds.width,
            height: Self.nameHeight)
        let room = bounds.width - Self.pictureInset
        let names = BoardNames.short(board)
        nameLabel.text = names.first { TextMeasurement.width(of: $0, style: nameLabel.style) <= room } ?? names.last!
    }

    private var nameColor: Color { isSelected ? Theme.Palette.accent : Theme.Palette.textSecondary }

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
            .inset(by: EdgeInsets(bottom: Self.nameHeight))
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

/// The boards' names: short under each chip's picture (the picture shows the 8×8 squares' shape), in full for a
/// screen reader.
enum BoardNames {
    /// The chip's name, longest first (a narrow chip shows the first that fits).
    static func short(_ board: Board) -> [String] {
        switch board.name {
        case Board.blank.name: ["Free play", "Free"]
        case Board.square8x8Center.name: ["Centre"]
        case Board.square8x8Corners.name: ["Corners"]
        case Board.square8x8Diagonal.name: ["Diagonal", "Diag."]
        default: ["\(board.rows) × \(board.columns)", "\(board.rows)×\(board.columns)"]
        }
    }

    static func spoken(_ board: Board) -> String {
        switch board.name {
        case Board.blank.name: "Free play, an open 8 × 8 grid"
        case Board.square8x8Center.name: "8 × 8 board without its centre"
        case Board.square8x8Corners.name: "8 × 8 board without its corners"
        case Board.square8x8Diagonal.name: "8 × 8 board with a hole near each corner"
        default: "\(board.rows) × \(board.columns) board"
        }
    }
}
