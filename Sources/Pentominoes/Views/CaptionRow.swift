import Kit

/// The line under the board: the help on the left and, once the puzzle has begun, its moves, its time and the
/// board's best time on the right ("12 moves · 1:23 · best 0:58"); on a complete board the solution browser takes
/// the help's place (a complete board needs no instructions).
@MainActor
final class CaptionRow: View {
    /// Points between the help and the status.
    static let statusGap = Theme.spacing * 2

    let caption = Label(
        style: TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.textSecondary, alignment: .center))
    /// The current puzzle's moves and time and the board's best time, at the right.
    let statusLabel = Label(
        style: TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.textSecondary, alignment: .trailing))
    /// Previous, "Solution k of N", Next under a complete board.
    let solutionBrowser = SolutionBrowser()
    /// The help, longest first: the longest that fits beside the status is shown.
    private var helpTexts: [String] = []

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        caption.accessibilityIdentifier = "pentominoes.caption"
        statusLabel.accessibilityIdentifier = "pentominoes.status"
        for child in [caption, statusLabel, solutionBrowser] as [View] { addSubview(child) }
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

    /// The status at the right, as wide as its text; the longest help that fits the rest (centred when there is no
    /// status), or the solution browser in its place.
    override func layoutSubviews() {
        let row = bounds
        let statusWidth =
            statusLabel.text.isEmpty
            ? 0 : TextMeasurement.width(of: statusLabel.text, style: statusLabel.style).rounded(.up)
        statusLabel.frame = Rect(x: row.maxX - statusWidth, y: row.minY, width: statusWidth, height: row.height)
        let helpWidth = statusWidth > 0 ? max(row.width - statusWidth - Self.statusGap, 0) : row.width
        caption.frame = Rect(x: row.minX, y: row.minY, width: helpWidth, height: row.height)
        caption.style.alignment = statusWidth > 0 ? .leading : .center
        let browserWidth = min(solutionBrowser.preferredWidth, helpWidth)
        solutionBrowser.frame = Rect(
            x: (row.minX + (helpWidth - browserWidth) / 2).rounded(), y: row.minY, width: browserWidth,
            height: row.height)
        let browsing = !solutionBrowser.isHidden
        caption.text =
            browsing
            ? "" : helpTexts.first { TextMeasurement.width(of: $0, style: caption.style) <= helpWidth } ?? ""
    }
}
