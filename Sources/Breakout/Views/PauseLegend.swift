import Kit

/// What the pause card's legend explains: each special brick, and every other symbol the field and the HUD show.
enum LegendSymbol: Hashable, Sendable {
    case special(BrickSpecial)
    /// "×2" beside the score.
    case combo
    /// The dots on a brick that takes more than one hit.
    case multiHit
    /// The balls under LIVES and BALLS.
    case ballCounts
    /// The bar of a running effect in the field's corner.
    case effectTimer
    /// The dark band on the paddle after a push.
    case cooldown

    static let specials = BrickSpecial.allCases.map(LegendSymbol.special)
    static let onScreen: [LegendSymbol] = [.combo, .multiHit, .ballCounts, .effectTimer, .cooldown]

    /// The `<id>` of `breakout.legend.<id>`.
    var id: String {
        switch self {
        case .special(let special): special.rawValue
        case .combo: "combo"
        case .multiHit: "multiHit"
        case .ballCounts: "ballCounts"
        case .effectTimer: "effectTimer"
        case .cooldown: "cooldown"
        }
    }

    var title: String {
        switch self {
        case .special(let special): special.title
        case .combo: "Combo"
        case .multiHit: "Strong brick"
        case .ballCounts: "Ball dots"
        case .effectTimer: "Timer"
        case .cooldown: "Cooldown"
        }
    }

    /// What it means in a few words, for a small card.
    var shortSummary: String {
        switch self {
        case .special(.extraBall): "one more ball"
        case .special(.widePaddle):
            "\(BrickSpecial.widePaddleFactor.legendFormatted)× for \((BrickSpecial.widePaddle.duration ?? 0).legendFormatted) s"
        case .special(.slowBall): "slower for \((BrickSpecial.slowBall.duration ?? 0).legendFormatted) s"
        case .special(.explosive): "breaks 8 around"
        case .combo: "× bricks since the paddle"
        case .multiHit: "hits left"
        case .ballCounts: "lives; serve"
        case .effectTimer: "effect time left"
        case .cooldown: "next push in \(BreakoutModel.pushCooldown.legendFormatted) s"
        }
    }

    var summary: String {
        switch self {
        case .special(let special): special.summary
        case .combo: "points × bricks since paddle"
        case .multiHit: "a dot per hit left"
        case .ballCounts: "lives, and balls to serve"
        case .effectTimer: "time left of a running effect"
        case .cooldown: "pushes wait \(BreakoutModel.pushCooldown.legendFormatted) s"
        }
    }
}

/// One line of the pause card's legend: the symbol as the game draws it, its name, what it means.
@MainActor
final class LegendRowView: View {
    /// The symbol's picture, in points.
    static let badgeSize = Size(width: 40, height: 18)
    static let textGap: Double = 10
    static let titleStyle = TextStyle(size: Theme.TypeSize.body, weight: .bold, color: Theme.Palette.textPrimary)
    static let summaryStyle = TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textSecondary)
    /// The colour the legend's bricks wear: the field paints special bricks in their row's colour, so the picture
    /// takes one row's, and the icon says which special it is.
    static let badgeColor = BreakoutPalette.brick(row: 2)

    let symbol: LegendSymbol
    var look = PauseRowLook() {
        didSet { if look != oldValue { setNeedsDisplay() } }
    }

    init(symbol: LegendSymbol) {
        self.symbol = symbol
        super.init()
        isUserInteractionEnabled = false
        accessibilityIdentifier = "breakout.legend.\(symbol.id)"
        accessibilityLabel = "\(symbol.title): \(symbol.summary)"
    }

    /// The special brick this row explains, if it is one.
    var special: BrickSpecial? {
        if case .special(let special) = symbol { special } else { nil }
    }

    /// The width the row needs at `look`, in points.
    static func neededWidth(_ symbol: LegendSymbol, look: PauseRowLook) -> Double {
        var title = titleStyle
        var summary = summaryStyle
        title.size = look.textSize
        summary.size = look.textSize
        return badgeSize.width + textGap + TextMeasurement.width(of: symbol.title, style: title) + textGap / 2
            + TextMeasurement.width(of: words(symbol, look), style: summary) + 1
    }

    private static func words(_ symbol: LegendSymbol, _ look: PauseRowLook) -> String {
        "— \(look.isShort ? symbol.shortSummary : symbol.summary)"
    }

    override func draw(in canvas: Canvas) {
        let badge = Rect(
            x: 0, y: (bounds.height - Self.badgeSize.height) / 2, width: Self.badgeSize.width,
            height: Self.badgeSize.height)
        drawBadge(in: canvas, frame: badge)
        var titleStyle = Self.titleStyle
        var summaryStyle = Self.summaryStyle
        titleStyle.size = look.textSize
        summaryStyle.size = look.textSize
        let titleX = badge.maxX + Self.textGap
        let titleWidth = TextMeasurement.width(of: symbol.title, style: titleStyle)
        canvas.draw(
            symbol.title, in: Rect(x: titleX, y: 0, width: titleWidth + 1, height: bounds.height), style: titleStyle)
        let summaryX = titleX + titleWidth + Self.textGap / 2
        canvas.draw(
            Self.words(symbol, look),
            in: Rect(x: summaryX, y: 0, width: max(bounds.width - summaryX, 0), height: bounds.height),
            style: summaryStyle)
    }

    private func drawBadge(in canvas: Canvas, frame: Rect) {
        switch symbol {
        case .special(let special):
            SpecialIcon.drawBadge(special, in: canvas, frame: frame, color: Self.badgeColor)
        case .combo:
            var style = TextStyle(size: Theme.TypeSize.body, weight: .bold, color: Theme.Palette.accent)
            style.alignment = .center
            canvas.draw("×2", in: frame, style: style)
        case .multiHit:
            canvas.fill(frame, cornerRadius: BrickView.cornerRadius, color: Self.badgeColor)
            BrickView.drawPips(2, in: canvas, center: frame.center)
        case .ballCounts:
            for offset in [-8.0, 8.0] {
                let dot = Rect(center: Point(x: frame.midX + offset, y: frame.midY), size: Size(width: 10, height: 10))
                canvas.fillEllipse(in: dot, color: BreakoutPalette.ballCore)
            }
        case .effectTimer:
            let track = Rect(x: frame.minX, y: frame.midY - 3, width: frame.width, height: 6)
            canvas.fill(track, cornerRadius: 3, color: Color.white.withAlpha(0.14))
            canvas.fill(
                Rect(x: track.minX, y: track.minY, width: track.width * 0.6, height: 6), cornerRadius: 3,
                color: BreakoutPalette.paddle)
        case .cooldown:
            let paddle = Rect(x: frame.minX, y: frame.midY - 6, width: frame.width, height: 12)
            canvas.fill(paddle, cornerRadius: 6, color: BreakoutPalette.paddle)
            canvas.fill(
                paddle.insetBy(dx: frame.width * 0.25, dy: 0), cornerRadius: 0,
                color: BreakoutPalette.brickInk.withAlpha(PaddleView.cooldownAlpha))
        }
    }

    override var automationType: String { "LegendRow" }
}

extension Double {
    /// `12` for 12.0, `0.6` for 0.6: a tunable as the legend shows it.
    var legendFormatted: String {
        rounded() == self ? String(Int(self)) : String(self)
    }
}
