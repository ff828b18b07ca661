import Kit
import Pentomino

/// The hint, presented as a sheet over the puzzle: what the hint is based on, and the board in miniature with
/// the revealed pieces (and the player's kept pieces, faint). Done, Escape or a click outside closes it.
@MainActor
final class HintScene: Scene {
    static let padding = Theme.spacing * 2.5
    static let messageHeight: Double = 44
    /// Narrowest sheet, in points, so a tall narrow board still leaves the message a readable line.
    static let minimumSheetWidth: Double = 480

    let hint: Hint
    /// Called once the sheet has gone.
    var onClose: (@MainActor () -> Void)?
    let messageLabel: Label
    let boardView: HintBoardView

    init(hint: Hint, board: Board) {
        self.hint = hint
        messageLabel = Label(
            text: hint.message,
            style: TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textSecondary, isMultiline: true))
        messageLabel.accessibilityIdentifier = "pentominoes.hint.message"
        boardView = HintBoardView(board: board, kept: hint.solution.kept, revealed: Array(hint.revealed))
        let title = hint.count == 0 ? "Hint" : hint.count == 1 ? "Hint: 1 piece" : "Hint: \(hint.count) pieces"
        super.init(name: "pentominoes.hint", title: title, tabIcon: nil, view: HintContentView())
        view.accessibilityIdentifier = "pentominoes.hint.sheet"
        view.addSubview(messageLabel)
        view.addSubview(boardView)
        (view as? HintContentView)?.onLayout = { [weak self] in self?.layOut() }
    }

    /// The sheet that shows `board` as large as `available` allows (cells up to `HintBoardView.maximumCell`),
    /// wrapped round it: the board picture is what the player came for, so no band of empty sheet is left
    /// above and below a long board or beside a tall one.
    static func sheetSize(for board: Board, in available: Size) -> Size {
        let chrome = Size(
            width: 2 * padding + 2 * HintBoardView.frameWidth,
            height: NavigationBar.height + 2 * padding + messageHeight + Theme.spacing + 2 * HintBoardView.frameWidth)
        let cell = max(
            min(
                (available.width - chrome.width) / Double(board.columns),
                (available.height - chrome.height) / Double(board.rows), HintBoardView.maximumCell
            ).rounded(.down), 1)
        return Size(
            width: max(Double(board.columns) * cell + chrome.width, minimumSheetWidth),
            height: Double(board.rows) * cell + chrome.height)
    }

    private func layOut() {
        let content = view.bounds.insetBy(dx: Self.padding, dy: Self.padding)
        let (message, rest) = content.divided(atDistance: Self.messageHeight, from: .top)
        messageLabel.frame = message
        boardView.frame = rest.inset(by: EdgeInsets(top: Theme.spacing))
    }

    override func sceneWillDisappear() {
        onClose?()
        onClose = nil
    }
}

/// The hint sheet's content view: lays out through its scene.
@MainActor
final class HintContentView: View {
    var onLayout: (@MainActor () -> Void)?

    override func layoutSubviews() {
        onLayout?()
    }
}
