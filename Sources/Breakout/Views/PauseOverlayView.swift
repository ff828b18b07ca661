import Kit

/// What covers the field while the game is paused: a word, how to play on, and a card with the keys on one side
/// and what each special brick does on the other (side by side when the field is wide enough, else one above the
/// other, and left out when the field is too small for it).
///
/// It takes no touches: a click on it lands on the field, whose tap plays on after the player's pause.
@MainActor
final class PauseOverlayView: View {
    static let cardMaximumWidth: Double = 760
    /// Below this card width the two columns stack.
    static let sideBySideMinimumWidth: Double = 640
    static let rowHeight: Double = 26
    static let headerHeight: Double = 22
    static let cardPadding = Theme.spacing * 2
    static let columnGap = Theme.spacing * 3
    /// The keys' column's share of the card's width when the columns stand side by side (the legend's lines are
    /// longer).
    static let keysShare = 0.44
    /// Space between the subtitle and the card, in points.
    static let cardGap = Theme.spacing * 2
    static let titleHeight: Double = 30
    static let subtitleHeight: Double = 20

    /// The keys and mouse actions the game answers, in the order a new player needs them.
    static let shortcuts: [(caps: [String], action: String, id: String)] = [
        (["←", "→", "A", "D"], "move the paddle while held", "move"),
        (["Drag"], "move the paddle", "drag"),
        (["Space"], "launch the waiting ball", "launch"),
        (["Click"], "launch, or push every ball", "push"),
        (["P", "Esc"], "pause and play on", "pause"),
    ]

    let title = Label(
        style: TextStyle(
            size: Theme.TypeSize.title, weight: .bold, color: Theme.Palette.textPrimary, alignment: .center))
    let subtitle = Label(
        style: TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textSecondary, alignment: .center))
    let card = View()
    private let keysHeader = PauseOverlayView.header("KEYS")
    private let legendHeader = PauseOverlayView.header("SPECIAL BRICKS  ·  white ring")
    let shortcutRows = PauseOverlayView.shortcuts.map {
        ShortcutRowView(caps: $0.caps, action: $0.action, identifier: "breakout.keys.\($0.id)")
    }
    let legendRows = BrickSpecial.allCases.map { LegendRowView(special: $0) }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = BreakoutPalette.field.withAlpha(0.78)
        isUserInteractionEnabled = false
        isHidden = true
        accessibilityIdentifier = "breakout.pause"
        accessibilityLabel = "Paused"
        card.backgroundColor = Theme.Palette.surface.withAlpha(0.92)
        card.cornerRadius = Theme.cornerRadius
        card.borderWidth = 1
        card.borderColor = Theme.Palette.separator
        card.isUserInteractionEnabled = false
        card.accessibilityIdentifier = "breakout.pause.guide"
        for view in [keysHeader, legendHeader] + shortcutRows + legendRows { card.addSubview(view) }
        for view in [title, subtitle, card] { addSubview(view) }
    }

    private static func header(_ text: String) -> Label {
        Label(
            text: text,
            style: TextStyle(size: Theme.TypeSize.caption, weight: .bold, color: Theme.Palette.textSecondary))
    }

    /// Says why the game waits and how it goes on.
    func show(title titleText: String, subtitle subtitleText: String) {
        title.text = titleText
        subtitle.text = subtitleText
    }

    override func layoutSubviews() {
        let cardWidth = min(Self.cardMaximumWidth, max(bounds.width - 4 * Theme.spacing, 0))
        let sideBySide = cardWidth >= Self.sideBySideMinimumWidth
        let keysHeight = Self.headerHeight + Double(shortcutRows.count) * Self.rowHeight
        let legendHeight = Self.headerHeight + Double(legendRows.count) * Self.rowHeight
        let contentHeight = sideBySide ? max(keysHeight, legendHeight) : keysHeight + Self.cardGap + legendHeight
        let cardHeight = contentHeight + 2 * Self.cardPadding
        let textHeight = Self.titleHeight + 6 + Self.subtitleHeight
        let fits = textHeight + Self.cardGap + cardHeight <= bounds.height - 2 * Theme.spacing
        card.isHidden = !fits
        let groupHeight = textHeight + (fits ? Self.cardGap + cardHeight : 0)
        var y = (bounds.height - groupHeight) / 2
        title.frame = Rect(x: 0, y: y, width: bounds.width, height: Self.titleHeight)
        y += Self.titleHeight + 6
        subtitle.frame = Rect(x: 0, y: y, width: bounds.width, height: Self.subtitleHeight)
        y += Self.subtitleHeight + Self.cardGap
        card.frame = Rect(x: (bounds.width - cardWidth) / 2, y: y, width: cardWidth, height: cardHeight)
        layOutColumns(sideBySide: sideBySide, keysHeight: keysHeight)
    }

    private func layOutColumns(sideBySide: Bool, keysHeight: Double) {
        let inner = max(card.bounds.width - 2 * Self.cardPadding, 0)
        let keysWidth = sideBySide ? (inner - Self.columnGap) * Self.keysShare : inner
        let legendX = Self.cardPadding + (sideBySide ? keysWidth + Self.columnGap : 0)
        let legendTop = Self.cardPadding + (sideBySide ? 0 : keysHeight + Self.cardGap)
        let legendWidth = sideBySide ? inner - keysWidth - Self.columnGap : inner
        stack(keysHeader, shortcutRows, x: Self.cardPadding, top: Self.cardPadding, width: keysWidth)
        stack(legendHeader, legendRows, x: legendX, top: legendTop, width: legendWidth)
    }

    private func stack(_ header: Label, _ rows: [View], x: Double, top: Double, width: Double) {
        header.frame = Rect(x: x, y: top, width: width, height: Self.headerHeight)
        for (index, row) in rows.enumerated() {
            row.frame = Rect(
                x: x, y: top + Self.headerHeight + Double(index) * Self.rowHeight, width: width, height: Self.rowHeight)
        }
    }
}
