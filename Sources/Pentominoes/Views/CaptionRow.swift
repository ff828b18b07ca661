import Kit

/// The lines under the board: the help button, the longest help text that fits, and, once the puzzle has begun,
/// its moves, its time and the board's best time ("12 moves · 1:23 · best 0:58"); on a complete board the
/// solution browser takes the help text's place (a complete board needs no instructions). On one line: the button,
/// the help or the browser, the status at the right. A board too narrow for that gets two lines from the layout:
/// the help or the browser across the first, the button and the status on the second.
@MainActor
final class CaptionRow: View {
    /// Points between the help and the status.
    static let statusGap = Theme.spacing * 2
    static var lineHeight: Double { PentominoesLayout.captionLineHeight }
    /// The help button's width: its "?" with the button's title inset either side.
    static let helpButtonWidth: Double = 28

    /// Opens the sheet of every control (the help text says only the mouse's first steps).
    let helpButton = Button(title: "?", style: .gray)
    let caption = Label(
        style: TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.textSecondary, alignment: .leading))
    /// The current puzzle's moves and time and the board's best time.
    let statusLabel = Label(
        style: TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.textSecondary, alignment: .trailing))
    /// Previous, "Solution k of N", Next under a complete board.
    let solutionBrowser = SolutionBrowser()
    /// The help, longest first: the longest that fits is shown.
    private var helpTexts: [String] = []

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        helpButton.accessibilityIdentifier = "pentominoes.help.open"
        helpButton.accessibilityLabel = "Show every control"
        caption.accessibilityIdentifier = "pentominoes.caption"
        statusLabel.accessibilityIdentifier = "pentominoes.status"
        for child in [helpButton, caption, statusLabel, solutionBrowser] as [View] { addSubview(child) }
    }

    /// Shows `status`, the solution browser at solution `solution` (hidden for nil), and the longest of `help`
    /// that fits (none while the browser shows).
    func show(status: String, solution: (index: Int, count: Int)?, help: [String]) {
        if let solution {
            solutionBrowser.show(index: solution.index, of: solution.count)
        } else if !solutionBrowser.isHidden {
            solutionBrowser.hide()
        }
        statusLabel.text = status
        helpTexts = help
        setNeedsLayout()
        layoutIfNeeded()
    }

    override func layoutSubviews() {
        let line = Self.lineHeight
        let statusWidth =
            statusLabel.text.isEmpty
            ? 0 : TextMeasurement.width(of: statusLabel.text, style: statusLabel.style).rounded(.up)
        let content: Rect
        if bounds.height >= 2 * line {
            helpButton.frame = Rect(x: 0, y: line, width: Self.helpButtonWidth, height: line)
            statusLabel.frame = Rect(x: bounds.width - statusWidth, y: line, width: statusWidth, height: line)
            content = Rect(x: 0, y: 0, width: bounds.width, height: line)
        } else {
            helpButton.frame = Rect(x: 0, y: 0, width: Self.helpButtonWidth, height: line)
            statusLabel.frame = Rect(x: bounds.width - statusWidth, y: 0, width: statusWidth, height: line)
            let left = Self.helpButtonWidth + Theme.spacing
            let right = statusWidth > 0 ? statusLabel.frame.minX - Self.statusGap : bounds.width
            content = Rect(x: left, y: 0, width: max(right - left, 0), height: line)
        }
        let browserWidth = min(solutionBrowser.preferredWidth, content.width)
        solutionBrowser.frame = Rect(
            x: (content.midX - browserWidth / 2).rounded(), y: content.minY, width: browserWidth, height: line)
        caption.frame = content
        caption.text =
            solutionBrowser.isHidden
            ? helpTexts.first { TextMeasurement.width(of: $0, style: caption.style) <= content.width } ?? "" : ""
    }
}
