import Kit

/// The strip above the field: score (with the running combo), level, lives as balls, the balls left to serve, the
/// best score, and the New Game button at the right end. Every symbol here is explained in the pause card's
/// legend (`PauseLegend`).
@MainActor
final class HUDView: View {
    static let height: Double = 56
    /// A block's caption line: its top and its height, in points; the value sits right under it.
    static let captionTop: Double = 4
    static let captionHeight: Double = 16
    /// Space between the last block and the New Game button, in points.
    static let buttonGap = Theme.spacing

    private let score = StatBlock(caption: "SCORE", identifier: "breakout.score")
    private let level = StatBlock(caption: "LEVEL", identifier: "breakout.level")
    private let lives = StatBlock(caption: "LIVES", identifier: "breakout.lives")
    private let serve = StatBlock(caption: "BALLS", identifier: "breakout.serve")
    private let best = StatBlock(caption: "BEST", identifier: "breakout.best")
    private let livesDots = BallDotsView(dotSize: 12, color: BreakoutPalette.ballCore)
    private let serveDots = BallDotsView(dotSize: 9, color: BreakoutPalette.ballGlow)
    let comboLabel = Label(style: TextStyle(size: Theme.TypeSize.body, weight: .bold, color: Theme.Palette.accent))
    let newGameButton = Button(title: "New Game", style: .gray)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        for block in [score, level, lives, serve, best] { addSubview(block) }
        lives.value.isHidden = true
        lives.accessory = livesDots
        serve.value.isHidden = true
        serve.accessory = serveDots
        comboLabel.accessibilityIdentifier = "breakout.combo"
        score.trailing = comboLabel
        newGameButton.accessibilityIdentifier = "breakout.newgame"
        addSubview(newGameButton)
    }

    /// Shows the scoreboard, the balls waiting to be served, and whether New Game would lose anything.
    func show(_ game: BreakoutGame, ballsWaiting: Int, inProgress: Bool) {
        score.value.setText("\(game.score)")
        level.value.setText("\(game.level)")
        lives.value.setText("\(game.lives)")
        livesDots.count = game.lives
        serve.value.setText("\(ballsWaiting)")
        serveDots.count = ballsWaiting
        serve.value.accessibilityLabel =
            ballsWaiting == 1 ? "1 ball left to serve" : "\(ballsWaiting) balls left to serve"
        best.value.setText("\(game.best)")
        comboLabel.setText(game.combo >= 2 ? "×\(game.combo)" : "")
        comboLabel.accessibilityLabel = "Combo: bricks score \(game.combo) times their value"
    }

    override func layoutSubviews() {
        let buttonWidth = newGameButton.intrinsicContentSize.width
        let buttonHeight = Theme.ControlMetrics.height
        newGameButton.frame = Rect(
            x: bounds.width - buttonWidth, y: (bounds.height - buttonHeight) / 2, width: buttonWidth,
            height: buttonHeight)
        let blocks = [score, level, lives, serve, best]
        let width = max(bounds.width - buttonWidth - Self.buttonGap, 0) / Double(blocks.count)
        for (index, block) in blocks.enumerated() {
            block.frame = Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
        }
    }
}

extension Label {
    /// Sets the text only when it changes, so an unchanged HUD is not drawn again.
    func setText(_ newText: String) {
        if text != newText { text = newText }
    }
}

/// A caption over a big number, centred.
@MainActor
private final class StatBlock: View {
    static let valueStyle = TextStyle(
        size: Theme.TypeSize.title, weight: .bold, color: Theme.Palette.textPrimary, alignment: .center)

    /// Room the value keeps for its number, in digits, when a label sits beside it.
    static let valueDigits = "000000"

    let caption: Label
    let value: Label
    /// A small label right of the value (the combo), laid out so the two never overlap.
    var trailing: Label? {
        didSet {
            oldValue?.removeFromSuperview()
            if let trailing { addSubview(trailing) }
            setNeedsLayout()
        }
    }
    /// Drawn where the value goes (the lives' and the serve's balls).
    var accessory: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessory { addSubview(accessory) }
            setNeedsLayout()
        }
    }

    init(caption text: String, identifier: String) {
        caption = Label(
            text: text,
            style: TextStyle(
                size: Theme.TypeSize.caption, weight: .bold, color: Theme.Palette.textSecondary, alignment: .center))
        value = Label(text: "0", style: Self.valueStyle)
        super.init()
        isUserInteractionEnabled = false
        value.accessibilityIdentifier = identifier
        addSubview(caption)
        addSubview(value)
    }

    override func layoutSubviews() {
        caption.frame = Rect(x: 0, y: HUDView.captionTop, width: bounds.width, height: HUDView.captionHeight)
        value.frame = Rect(x: 0, y: HUDView.captionTop + HUDView.captionHeight, width: bounds.width, height: 30)
        if let trailing {
            // The number stays centred while there is room; the trailing label sits right of it, inside the block.
            let trailingWidth = TextMeasurement.width(of: "×8", style: trailing.style).rounded(.up) + 2
            let valueWidth = min(
                TextMeasurement.width(of: Self.valueDigits, style: Self.valueStyle).rounded(.up),
                max(bounds.width - trailingWidth - 2, 0))
            let valueX = min((bounds.width - valueWidth) / 2, bounds.width - trailingWidth - 2 - valueWidth)
            value.frame = Rect(x: max(valueX, 0), y: value.frame.minY, width: valueWidth, height: value.frame.height)
            trailing.frame = Rect(x: value.frame.maxX + 2, y: value.frame.minY + 4, width: trailingWidth, height: 24)
        }
        accessory?.frame = value.frame
    }
}

/// A count as a row of small balls (lives, balls left to serve).
@MainActor
final class BallDotsView: View {
    static let spacing: Double = 6

    let dotSize: Double
    let color: Color
    var count = 0 {
        didSet { if count != oldValue { setNeedsDisplay() } }
    }

    init(dotSize: Double, color: Color) {
        self.dotSize = dotSize
        self.color = color
        super.init()
        isUserInteractionEnabled = false
    }

    override func draw(in canvas: Canvas) {
        let total = Double(count) * dotSize + Double(max(count - 1, 0)) * Self.spacing
        var x = bounds.midX - total / 2
        let y = bounds.midY - dotSize / 2
        for _ in 0..<count {
            let dot = Rect(x: x, y: y, width: dotSize, height: dotSize)
            canvas.fillEllipse(in: dot.insetBy(dx: -3, dy: -3), color: BreakoutPalette.ballGlow.withAlpha(0.18))
            canvas.fillEllipse(in: dot, color: color)
            x += dotSize + Self.spacing
        }
    }
}
