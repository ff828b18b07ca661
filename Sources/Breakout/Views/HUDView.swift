import Kit

/// The strip above the field: score (with the running combo), level, lives as little balls, and the best score.
@MainActor
final class HUDView: View {
    static let height: Double = 56
    /// Height of a block's caption line, in points.
    static let captionHeight: Double = 16

    private let score = StatBlock(caption: "SCORE", identifier: "breakout.score")
    private let level = StatBlock(caption: "LEVEL", identifier: "breakout.level")
    private let lives = StatBlock(caption: "LIVES", identifier: "breakout.lives")
    private let best = StatBlock(caption: "BEST", identifier: "breakout.best")
    private let livesDots = LivesView()
    private let comboLabel = Label(
        style: TextStyle(size: Theme.TypeSize.body, weight: .bold, color: Theme.Palette.accent))

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for block in [score, level, lives, best] { addSubview(block) }
        lives.value.isHidden = true
        lives.accessory = livesDots
        score.addSubview(comboLabel)
    }

    func show(_ game: BreakoutGame) {
        score.value.text = "\(game.score)"
        level.value.text = "\(game.level)"
        lives.value.text = "\(game.lives)"
        livesDots.count = game.lives
        best.value.text = "\(game.best)"
        comboLabel.text = game.combo >= 2 ? "×\(game.combo)" : ""
    }

    override func layoutSubviews() {
        let blocks = [score, level, lives, best]
        let width = bounds.width / Double(blocks.count)
        for (index, block) in blocks.enumerated() {
            block.frame = Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
        }
        comboLabel.frame = Rect(x: width * 0.62, y: Self.captionHeight, width: width * 0.38, height: 28)
    }
}

/// A caption over a big number, centred.
@MainActor
private final class StatBlock: View {
    let caption: Label
    let value: Label
    /// Drawn where the value goes (the lives' balls).
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
        value = Label(
            text: "0",
            style: TextStyle(
                size: Theme.TypeSize.title, weight: .bold, color: Theme.Palette.textPrimary, alignment: .center))
        super.init()
        isUserInteractionEnabled = false
        value.accessibilityIdentifier = identifier
        addSubview(caption)
        addSubview(value)
    }

    override func layoutSubviews() {
        caption.frame = Rect(x: 0, y: 4, width: bounds.width, height: HUDView.captionHeight)
        value.frame = Rect(x: 0, y: HUDView.captionHeight + 2, width: bounds.width, height: 30)
        accessory?.frame = value.frame
    }
}

/// Lives as a row of small balls.
@MainActor
private final class LivesView: View {
    static let dotSize: Double = 12
    static let spacing: Double = 8

    var count = 0 {
        didSet { setNeedsDisplay() }
    }

    override func draw(in canvas: Canvas) {
        let total = Double(count) * Self.dotSize + Double(max(count - 1, 0)) * Self.spacing
        var x = bounds.midX - total / 2
        let y = bounds.midY - Self.dotSize / 2
        for _ in 0..<count {
            let dot = Rect(x: x, y: y, width: Self.dotSize, height: Self.dotSize)
            canvas.fillEllipse(in: dot.insetBy(dx: -3, dy: -3), color: BreakoutPalette.ballGlow.withAlpha(0.18))
            canvas.fillEllipse(in: dot, color: BreakoutPalette.ballCore)
            x += Self.dotSize + Self.spacing
        }
    }
}
