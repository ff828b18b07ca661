import Kit

/// How long a timed effect (wider paddle, slow balls) has left: the special brick's picture and a bar that shrinks
/// from full to nothing as the effect's play time runs out. Hidden while the effect is not running.
@MainActor
final class EffectTimerView: View {
    static let badgeSize = Size(width: 28, height: 14)
    static let barWidth: Double = 96
    static let barHeight: Double = 6
    static let gap: Double = 6
    static let size = Size(width: badgeSize.width + gap + barWidth, height: badgeSize.height)

    let special: BrickSpecial
    let color: Color
    /// The shrinking part of the bar: its width is the share of the effect still to come.
    let bar = View()
    private(set) var secondsLeft: Double = 0

    init(special: BrickSpecial, color: Color) {
        self.special = special
        self.color = color
        super.init(frame: Rect(origin: .zero, size: Self.size))
        isUserInteractionEnabled = false
        isHidden = true
        accessibilityIdentifier = "breakout.effect.\(special.rawValue)"
        accessibilityLabel = "\(special.title) time left"
        bar.backgroundColor = color
        bar.cornerRadius = Self.barHeight / 2
        bar.isUserInteractionEnabled = false
        bar.accessibilityIdentifier = "breakout.effect.\(special.rawValue).bar"
        addSubview(bar)
    }

    /// The model's share of the effect still to come (nil: not running) and its seconds left.
    func show(share: Double?, secondsLeft: Double) {
        isHidden = share == nil
        self.secondsLeft = secondsLeft
        let width = Self.barWidth * min(max(share ?? 0, 0), 1)
        bar.frame = Rect(x: trackFrame.minX, y: trackFrame.minY, width: width, height: Self.barHeight)
    }

    private var trackFrame: Rect {
        Rect(
            x: Self.badgeSize.width + Self.gap, y: (bounds.height - Self.barHeight) / 2, width: Self.barWidth,
            height: Self.barHeight)
    }

    override func draw(in canvas: Canvas) {
        SpecialIcon.drawBadge(special, in: canvas, frame: Rect(origin: .zero, size: Self.badgeSize), color: color)
        canvas.fill(trackFrame, cornerRadius: Self.barHeight / 2, color: Color.white.withAlpha(0.14))
    }

    override var automationType: String { "EffectTimer" }
    /// Seconds of play left, to a hundredth.
    override var automationValue: AutomationValue? { .double((secondsLeft * 100).rounded() / 100) }
}
