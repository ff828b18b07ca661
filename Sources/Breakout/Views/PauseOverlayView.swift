import Kit

/// What covers the field while the game waits: a word, how play goes on, and a card with the keys on one side and,
/// on the other, what each special brick does and what every other symbol on screen means. The card takes the
/// roomiest arrangement that fits the field (`PauseCardMetrics`): side by side or stacked, rows and type a little
/// smaller in a small window; only a field too small for even the tightest one leaves it out.
///
/// It takes no touches: a click on it lands on the field, whose tap plays on.
@MainActor
final class PauseOverlayView: View {
    static let cardMaximumWidth: Double = 760
    static let cardPadding = Theme.spacing * 2
    static let columnGap = Theme.spacing * 3
    /// Space between the subtitle and the card, and between stacked sections, in points.
    static let cardGap = Theme.spacing * 2
    static let titleHeight: Double = 30
    static let subtitleHeight: Double = 20
    static let titleGap: Double = 6

    let title = Label(
        style: TextStyle(
            size: Theme.TypeSize.title, weight: .bold, color: Theme.Palette.textPrimary, alignment: .center))
    let subtitle = Label(
        style: TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textSecondary, alignment: .center))
    let card = View()
    private let keysHeader = PauseOverlayView.header("KEYS")
    private let specialsHeader = PauseOverlayView.header("SPECIAL BRICKS  ·  white ring")
    private let symbolsHeader = PauseOverlayView.header("ON SCREEN")
    let shortcutRows = BreakoutKeys.guide.map { ShortcutRowView(row: $0) }
    let specialRows = LegendSymbol.specials.map { LegendRowView(symbol: $0) }
    let symbolRows = LegendSymbol.onScreen.map { LegendRowView(symbol: $0) }
    var legendRows: [LegendRowView] { specialRows + symbolRows }
    /// The arrangement of the last layout (nil: the card did not fit).
    private(set) var metrics: PauseCardMetrics?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = BreakoutPalette.field.withAlpha(Self.guideVeilAlpha)
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
        let rows: [View] = shortcutRows + specialRows + symbolRows
        for view in [keysHeader, specialsHeader, symbolsHeader] + rows { card.addSubview(view) }
        for view in [title, subtitle, card] { addSubview(view) }
    }

    private static func header(_ text: String) -> Label {
        Label(
            text: text,
            style: TextStyle(size: Theme.TypeSize.caption, weight: .bold, color: Theme.Palette.textSecondary))
    }

    /// The veil's opacity over the field with the card, and without it (the prompt to continue lets the frozen
    /// field show through, so the player sees where the balls are before play goes on).
    static let guideVeilAlpha = 0.78
    static let promptVeilAlpha = 0.4

    /// Whether the card shows (when it fits); the prompt to continue leaves it out.
    private(set) var showsGuide = true

    /// Says why the game waits and how it goes on, over the card with the keys and the legend or, for a prompt,
    /// over the frozen field alone.
    func show(title titleText: String, subtitle subtitleText: String, guide: Bool = true) {
        title.setText(titleText)
        subtitle.setText(subtitleText)
        guard guide != showsGuide else { return }
        showsGuide = guide
        backgroundColor = BreakoutPalette.field.withAlpha(guide ? Self.guideVeilAlpha : Self.promptVeilAlpha)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let cardWidth = min(Self.cardMaximumWidth, max(bounds.width - 4 * Theme.spacing, 0))
        let textHeight = Self.titleHeight + Self.titleGap + Self.subtitleHeight
        let room = bounds.height - 2 * Theme.spacing - textHeight - Self.cardGap
        metrics = PauseCardMetrics.choose(
            innerWidth: cardWidth - 2 * Self.cardPadding, height: room - 2 * Self.cardPadding,
            keys: BreakoutKeys.guide, specials: LegendSymbol.specials, symbols: LegendSymbol.onScreen)
        let showsCard = metrics != nil && showsGuide
        card.isHidden = !showsCard
        let cardHeight = (metrics?.contentHeight ?? 0) + 2 * Self.cardPadding
        let groupHeight = textHeight + (showsCard ? Self.cardGap + cardHeight : 0)
        var y = (bounds.height - groupHeight) / 2
        title.frame = Rect(x: 0, y: y, width: bounds.width, height: Self.titleHeight)
        y += Self.titleHeight + Self.titleGap
        subtitle.frame = Rect(x: 0, y: y, width: bounds.width, height: Self.subtitleHeight)
        y += Self.subtitleHeight + Self.cardGap
        card.frame = Rect(x: (bounds.width - cardWidth) / 2, y: y, width: cardWidth, height: cardHeight)
        if let metrics { layOutSections(metrics) }
    }

    private func layOutSections(_ metrics: PauseCardMetrics) {
        let inner = max(card.bounds.width - 2 * Self.cardPadding, 0)
        let padding = Self.cardPadding
        for row in shortcutRows { row.look = metrics.look }
        for row in legendRows { row.look = metrics.look }
        if metrics.sideBySide {
            let keysWidth = metrics.keysWidth
            let legendX = padding + keysWidth + Self.columnGap
            let legendWidth = inner - keysWidth - Self.columnGap
            stack(keysHeader, shortcutRows, x: padding, top: padding, width: keysWidth, metrics)
            let symbolsTop = stack(specialsHeader, specialRows, x: legendX, top: padding, width: legendWidth, metrics)
            stack(
                symbolsHeader, symbolRows, x: legendX, top: symbolsTop + metrics.sectionGap, width: legendWidth, metrics
            )
        } else {
            var top = stack(keysHeader, shortcutRows, x: padding, top: padding, width: inner, metrics)
            top = stack(specialsHeader, specialRows, x: padding, top: top + metrics.sectionGap, width: inner, metrics)
            stack(symbolsHeader, symbolRows, x: padding, top: top + metrics.sectionGap, width: inner, metrics)
        }
    }

    /// Lays a header and its rows out from `top`; returns the bottom of the last row.
    @discardableResult
    private func stack(
        _ header: Label, _ rows: [View], x: Double, top: Double, width: Double, _ metrics: PauseCardMetrics
    ) -> Double {
        header.frame = Rect(x: x, y: top, width: width, height: metrics.headerHeight)
        var y = top + metrics.headerHeight
        for row in rows {
            row.frame = Rect(x: x, y: y, width: width, height: metrics.rowHeight)
            y += metrics.rowHeight
        }
        return y
    }
}

/// How the pause card is arranged: side by side (keys left, legend right) or stacked, with its rows' height and
/// look. `choose` takes the roomiest arrangement whose text fits the card's width and whose rows fit the field's
/// height; the tighter ones use smaller rows, then the short wording.
@MainActor
struct PauseCardMetrics: Equatable {
    struct Step: Sendable {
        let row: Double
        let header: Double
        let look: PauseRowLook
    }

    /// Roomiest first; 13 pt is the smallest body text.
    static let sizes = [
        Step(row: 26, header: 22, look: PauseRowLook(textSize: 14, isShort: false, capHeight: 20)),
        Step(row: 22, header: 20, look: PauseRowLook(textSize: 13, isShort: false, capHeight: 18)),
        Step(row: 20, header: 18, look: PauseRowLook(textSize: 13, isShort: true, capHeight: 18)),
        Step(row: 18, header: 16, look: PauseRowLook(textSize: 13, isShort: true, capHeight: 16)),
    ]

    let sideBySide: Bool
    let rowHeight: Double
    let headerHeight: Double
    let look: PauseRowLook
    /// The keys' column's width when side by side.
    let keysWidth: Double
    let contentHeight: Double
    var sectionGap: Double { rowHeight / 2 }

    static func choose(
        innerWidth: Double, height: Double, keys: [BreakoutKeys.GuideRow], specials: [LegendSymbol],
        symbols: [LegendSymbol]
    ) -> PauseCardMetrics? {
        for size in sizes {
            var look = size.look
            let capsWidth = keys.map { ShortcutRowView.capsWidth($0.caps, height: look.capHeight) }.max() ?? 0
            look.capsColumn = capsWidth + ShortcutRowView.capGap
            let keysWidth = look.capsColumn + (keys.map { ShortcutRowView.wordsWidth($0, look: look) }.max() ?? 0)
            let legendWidth = (specials + symbols).map { LegendRowView.neededWidth($0, look: look) }.max() ?? 0
            let keysHeight = size.header + Double(keys.count) * size.row
            let legendHeight = 2 * size.header + Double(specials.count + symbols.count) * size.row + size.row / 2
            let sideBySideHeight = max(keysHeight, legendHeight)
            if keysWidth + PauseOverlayView.columnGap + legendWidth <= innerWidth, sideBySideHeight <= height {
                return PauseCardMetrics(
                    sideBySide: true, rowHeight: size.row, headerHeight: size.header, look: look,
                    keysWidth: keysWidth, contentHeight: sideBySideHeight)
            }
            let stackedHeight = keysHeight + size.row / 2 + legendHeight
            if max(keysWidth, legendWidth) <= innerWidth, stackedHeight <= height {
                return PauseCardMetrics(
                    sideBySide: false, rowHeight: size.row, headerHeight: size.header, look: look,
                    keysWidth: innerWidth, contentHeight: stackedHeight)
            }
        }
        return nil
    }
}
