import Kit

/// The game's numbers and buttons: score, best, level, rows cleared and squares dropped, with Pause and Clear. In
/// a window with room beside a full field it is a side panel, as puzzle games lay out their scoreboard: the title,
/// the score large, the other numbers as rows, how the drops are paced, the buttons and a short hint. In a narrow
/// window it is a strip above the field: the numbers side by side and the buttons at the right.
@MainActor
final class ScoreboardView: View {
    enum Arrangement {
        case strip, panel
    }

    let title = Label(
        text: "Dropit", style: TextStyle(size: Theme.TypeSize.title, weight: .bold, color: Theme.Palette.textPrimary))
    let score = StatView(caption: "SCORE", identifier: "dropit.score")
    let best = StatView(caption: "BEST", identifier: "dropit.best")
    let level = StatView(caption: "LEVEL", identifier: "dropit.level")
    let rows = StatView(caption: "ROWS", identifier: "dropit.rows")
    let dropped = StatView(caption: "DROPPED", identifier: "dropit.dropped")
    /// The card behind the numbers (panel only).
    let card = View()
    /// How far the next level is (panel only).
    let progress = Label(
        style: TextStyle(size: Theme.TypeSize.body, weight: .bold, color: Theme.Palette.textPrimary, isMultiline: true))
    /// How the drops are paced at this level (panel only).
    let pace = Label(style: DropitLayout.captionStyle.multiline)
    let pauseButton = Button(title: "Pause", style: .gray)
    let clearButton = Button(title: "Clear", style: .gray)
    /// How to play, in a few words (panel only).
    let hint = Label(style: DropitLayout.captionStyle.multiline)

    var arrangement = Arrangement.strip {
        didSet { if arrangement != oldValue { setNeedsLayout() } }
    }
    /// What the board shows now, so showing the same again (every frame) costs nothing.
    private var shown: Model?

    /// The numbers and states the board shows.
    struct Model: Equatable {
        var score: Int
        var best: Int
        var level: Int
        var rows: Int
        var dropped: Int
        var rowsToNextLevel: Int
        /// Seconds before a square drops by itself at this level; nil at level 1.
        var dropInterval: Double?
        var isPausedByPlayer: Bool
        var isOver: Bool
    }

    private var stats: [StatView] { [score, best, level, rows, dropped] }
    private var rowStats: [StatView] { [best, level, rows, dropped] }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        pauseButton.accessibilityIdentifier = "dropit.pause"
        clearButton.accessibilityIdentifier = "dropit.clear"
        progress.accessibilityIdentifier = "dropit.progress"
        pace.accessibilityIdentifier = "dropit.pace"
        card.backgroundColor = Theme.Palette.surface
        card.cornerRadius = Theme.cornerRadius
        card.borderWidth = 1
        card.borderColor = Theme.Palette.separator
        card.isUserInteractionEnabled = false
        for view in [card, title, progress, pace, hint] as [View] + stats + [pauseButton, clearButton] {
            addSubview(view)
        }
    }

    /// Shows `model`: the numbers as a player reads them, the Pause button's title, and the panel's lines.
    func show(_ model: Model) {
        guard model != shown else { return }
        shown = model
        score.show(Scoring.text(model.score))
        best.show(Scoring.text(model.best))
        level.show(String(model.level))
        rows.show(String(model.rows))
        dropped.show(String(model.dropped))
        pauseButton.title = model.isPausedByPlayer ? "Resume" : "Pause"
        pauseButton.isEnabled = !model.isOver
        let left = model.rowsToNextLevel
        progress.text = "\(left) \(left == 1 ? "row" : "rows") to level \(model.level + 1)"
        pace.text =
            model.dropInterval.map { "A square drops by itself \(Levels.text(seconds: $0)) after the last one." }
            ?? "Drop at your own pace. From level 2, a square drops by itself when you wait."
        setNeedsLayout()
    }

    override func layoutSubviews() {
        switch arrangement {
        case .strip: layOutStrip()
        case .panel: layOutPanel()
        }
    }

    /// The numbers from the left, each as wide as its caption or value, the buttons from the right. When the
    /// numbers grow past the room left, the gaps between them shrink first.
    private func layOutStrip() {
        for view in [card, title, progress, pace, hint] as [View] { view.isHidden = true }
        let buttons = layOutButtons(
            top: (bounds.height - Theme.ControlMetrics.height) / 2, from: bounds.maxX, pauseWidth: nil)
        let room = max(buttons - Theme.spacing * 2, 0)
        for stat in stats { stat.arrangement = .stacked }
        let widths = stats.map(\.fittingWidth)
        let gaps = Double(stats.count - 1)
        let gap = min(Theme.spacing * 3, max((room - widths.reduce(0, +)) / max(gaps, 1), Theme.spacing))
        var x = 0.0
        for (stat, width) in zip(stats, widths) {
            stat.frame = Rect(x: x, y: 0, width: width, height: bounds.height)
            x += width + gap
        }
    }

    /// Top to bottom: the title; a card with the score and the other numbers as rows; how far the next level is
    /// and how the drops are paced; the buttons, sharing the width; the hint (left out when the window is too
    /// short for it).
    private func layOutPanel() {
        for view in [card, title, progress, pace] as [View] { view.isHidden = false }
        let width = bounds.width
        var y = 0.0
        title.frame = Rect(x: 0, y: y, width: width, height: Theme.spacing * 4)
        y += Theme.spacing * 5
        let padding = DropitLayout.cardPadding
        let inner = width - 2 * padding
        var cardY = y + padding
        score.arrangement = .headline
        score.frame = Rect(x: padding, y: cardY, width: inner, height: Theme.spacing * 7)
        cardY += Theme.spacing * 8
        for stat in rowStats {
            stat.arrangement = .row
            stat.frame = Rect(x: padding, y: cardY, width: inner, height: DropitLayout.panelRowHeight)
            cardY += DropitLayout.panelRowHeight
        }
        card.frame = Rect(x: 0, y: y, width: width, height: cardY + padding - y)
        y = card.frame.maxY + Theme.spacing * 2
        y = place(progress, at: y, width: width) + Theme.spacing / 2
        y = place(pace, at: y, width: width) + Theme.spacing * 2
        let buttonWidth = (width - Theme.spacing) / 2
        _ = layOutButtons(top: y, from: width, pauseWidth: buttonWidth, clearWidth: buttonWidth)
        y += Theme.ControlMetrics.height + Theme.spacing * 3
        let hintBottom = place(hint, at: y, width: width)
        hint.isHidden = hintBottom > bounds.height
    }

    /// Gives a wrapping label its text's height at `y`; returns its bottom.
    private func place(_ label: Label, at y: Double, width: Double) -> Double {
        let height = TextMeasurement.wrappedHeight(of: label.text, style: label.style, width: width)
        label.frame = Rect(x: 0, y: y, width: width, height: height)
        return label.frame.maxY
    }

    /// Clear ending at `right`, Pause to its left, each `…Width` wide (nil: its natural width); returns Pause's
    /// left edge.
    private func layOutButtons(top: Double, from right: Double, pauseWidth: Double?, clearWidth: Double? = nil)
        -> Double
    {
        let clear = clearWidth ?? clearButton.intrinsicContentSize.width
        let pause = pauseWidth ?? max(pauseButton.intrinsicContentSize.width, Self.widestPauseTitle)
        let height = Theme.ControlMetrics.height
        clearButton.frame = Rect(x: right - clear, y: top, width: clear, height: height)
        pauseButton.frame = Rect(
            x: clearButton.frame.minX - Theme.spacing - pause, y: top, width: pause, height: height)
        return pauseButton.frame.minX
    }

    /// Pause keeps one width whichever title it shows ("Pause" or "Resume"), so Clear never moves under the
    /// pointer.
    private static var widestPauseTitle: Double {
        let style = TextStyle(size: Theme.TypeSize.body, weight: .bold)
        let text = TextMeasurement.width(of: "Resume", style: style).rounded(.up)
        return max(text + 2 * Theme.ControlMetrics.horizontalPadding, Theme.ControlMetrics.minimumButtonWidth)
    }
}

extension TextStyle {
    /// The same style, wrapping to its rect's width.
    var multiline: TextStyle {
        var style = self
        style.isMultiline = true
        return style
    }
}
