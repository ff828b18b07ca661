import Kit
import Pentomino

/// The scene's root view: the board chooser and the toolbar, the board and the line under it, the tray's pieces
/// and the banner, laid out for the window's size and the board shown (`PentominoesLayout`). It asks the scene to
/// lay out whenever its size changes, since pieces go where the game has them.
@MainActor
final class PuzzleView: View {
    let boardView: BoardView
    let chips: [BoardChip]
    let toolbar = PuzzleToolbar()
    let captionRow = CaptionRow()
    let celebration = CelebrationView()
    let pieceViews: [Piece: PieceView]
    private(set) var layout: PentominoesLayout
    /// False until the first layout with a size: pieces then appear in place rather than fly in.
    private(set) var hasLaidOut = false
    var onLayout: (@MainActor () -> Void)?

    init(board: Board) {
        layout = PentominoesLayout(size: .zero, board: board)
        boardView = BoardView(board: board, geometry: layout.board)
        chips = Board.builtIns.map(BoardChip.init(board:))
        let scale = layout.tray.cellSize / PieceView.referenceCell
        pieceViews = Dictionary(
            uniqueKeysWithValues: Piece.allCases.map { ($0, PieceView(piece: $0, center: .zero, scale: scale)) })
        super.init(frame: .zero)
        backgroundColor = Theme.Palette.background
        addSubview(boardView)
        addSubview(captionRow)
        for chip in chips { addSubview(chip) }
        for button in toolbar.buttons { addSubview(button) }
        for piece in Piece.allCases { addSubview(pieceViews[piece]!) }
        addSubview(celebration)
    }

    override func layoutSubviews() {
        onLayout?()
    }

    /// Lays the chooser, the toolbar, the board, the line under it and the banner out for the current size and
    /// `board`; the pieces are the scene's to place. False while the view has no size yet.
    @discardableResult
    func layOut(for board: Board) -> Bool {
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return false }
        layout = PentominoesLayout(size: size, board: board)
        for (chip, frame) in zip(chips, layout.chipFrames) { chip.frame = frame }
        for (button, frame) in zip(toolbar.buttons, layout.buttonFrames) { button.frame = frame }
        boardView.board = board
        boardView.geometry = layout.board
        captionRow.frame = layout.captionFrame
        celebration.place(over: layout.board.frame)
        hasLaidOut = true
        return true
    }

    /// Brings the piece in front of the others; the banner stays in front of every piece.
    func raise(_ piece: Piece) {
        guard let pieceView = pieceViews[piece] else { return }
        bringSubviewToFront(pieceView)
        bringSubviewToFront(celebration)
    }

    /// Points per reference point for a piece on the board.
    var boardScale: Double { layout.board.cellSize / PieceView.referenceCell }
    /// Points per reference point for a piece at home.
    var homeScale: Double { layout.tray.cellSize / PieceView.referenceCell }
}
