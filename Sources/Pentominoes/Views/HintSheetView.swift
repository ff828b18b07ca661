import Kit
import Pentomino

/// The hint, shown as a sheet over the dimmed scene: a title, what the hint is based on, the board in
/// miniature with the revealed pieces, and Done. (An overlay of the scene until Kit's modal presentation lands.)
@MainActor
final class HintSheetView: View {
    static let dimming = Color(hex: 0x000000, alpha: 0.55)
    static let maximumCardWidth: Double = 520
    static let padding = Theme.spacing * 2.5
    static let messageHeight: Double = 44
    static let titleHeight: Double = 26

    let hint: Hint
    var onDone: (@MainActor () -> Void)?
    private let card = View()
    private let titleLabel: Label
    private let messageLabel: Label
    private let boardView: HintBoardView
    private let doneButton = ActionButton(title: "Done", identifier: "pentominoes.hint.done")

    init(hint: Hint, board: Board) {
        self.hint = hint
        titleLabel = Label(
            text: hint.count == 1 ? "Hint: 1 piece" : "Hint: \(hint.count) pieces",
            style: TextStyle(size: Theme.TypeSize.headline, weight: .bold, color: Theme.Palette.textPrimary))
        messageLabel = Label(
            text: hint.message,
            style: TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textSecondary, isMultiline: true))
        boardView = HintBoardView(board: board, kept: hint.solution.kept, revealed: Array(hint.revealed))
        super.init(frame: .zero)
        accessibilityIdentifier = "pentominoes.hint.sheet"
        backgroundColor = Self.dimming
        card.backgroundColor = Theme.Palette.surface
        card.cornerRadius = Theme.cornerRadius * 1.4
        card.borderWidth = 1
        card.borderColor = Theme.Palette.separator
        messageLabel.accessibilityIdentifier = "pentominoes.hint.message"
        doneButton.isProminent = true
        doneButton.onActivate = { [unowned self] in self.onDone?() }
        addSubview(card)
        for subview in [titleLabel, messageLabel, boardView, doneButton] as [View] { card.addSubview(subview) }
    }

    override func layoutSubviews() {
        let width = min(Self.maximumCardWidth, bounds.width - 2 * Theme.spacing * 3)
        let inner = width - 2 * Self.padding
        let boardHeight = min(inner * 0.55, bounds.height * 0.45)
        let height =
            Self.padding * 2 + Self.titleHeight + Theme.spacing + Self.messageHeight + Theme.spacing * 2 + boardHeight
            + Theme.spacing * 2 + PentominoesLayout.buttonHeight
        card.frame = Rect(
            x: (bounds.midX - width / 2).rounded(), y: (bounds.midY - height / 2).rounded(), width: width, height: height)
        var y = Self.padding
        titleLabel.frame = Rect(x: Self.padding, y: y, width: inner, height: Self.titleHeight)
        y += Self.titleHeight + Theme.spacing
        messageLabel.frame = Rect(x: Self.padding, y: y, width: inner, height: Self.messageHeight)
        y += Self.messageHeight + Theme.spacing * 2
        boardView.frame = Rect(x: Self.padding, y: y, width: inner, height: boardHeight)
        y += boardHeight + Theme.spacing * 2
        doneButton.frame = Rect(
            x: width - Self.padding - 96, y: y, width: 96, height: PentominoesLayout.buttonHeight)
    }

    override var automationType: String { "Sheet" }
}
