import Kit

/// The banner over a completed board: "Solved!" and the time taken, popping in with a small overshoot.
@MainActor
final class CelebrationView: View {
    static let size = Size(width: 240, height: 96)
    /// The pop-in: starts this much smaller, overshoots a touch, settles.
    static let popScale = 0.7
    static let popDuration = 0.45
    static let popCurve = TimingCurve(0.34, 1.45, 0.64, 1)

    private let titleLabel = Label(
        style: TextStyle(size: Theme.TypeSize.title, weight: .bold, color: Theme.Palette.accent, alignment: .center))
    private let detailLabel = Label(
        style: TextStyle(size: Theme.TypeSize.headline, color: Theme.Palette.textPrimary, alignment: .center))
    private(set) var isShowing = false

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        accessibilityIdentifier = "pentominoes.celebration"
        isUserInteractionEnabled = false
        backgroundColor = Theme.Palette.tabBar.withAlpha(0.92)
        cornerRadius = 18
        borderWidth = 2
        borderColor = Theme.Palette.accent
        alpha = 0
        addSubview(titleLabel)
        addSubview(detailLabel)
    }

    /// Centres the banner over the board.
    func place(over boardFrame: Rect) {
        bounds = Rect(origin: .zero, size: Self.size)
        center = boardFrame.center
    }

    override func layoutSubviews() {
        let (top, bottom) = bounds.insetBy(dx: Theme.spacing * 2, dy: Theme.spacing * 1.5)
            .divided(atDistance: bounds.height * 0.45, from: .top)
        titleLabel.frame = top
        detailLabel.frame = bottom
    }

    func show(title: String, detail: String) {
        titleLabel.text = title
        detailLabel.text = detail
        isShowing = true
        transform = AffineTransform(scaleX: Self.popScale, y: Self.popScale)
        View.animate(duration: Self.popDuration, curve: Self.popCurve) {
            self.alpha = 1
            self.transform = .identity
        }
    }

    func hide() {
        guard isShowing else { return }
        isShowing = false
        View.animate(duration: Theme.feedbackDuration, curve: .easeIn) { self.alpha = 0 }
    }

    override var automationType: String { "Banner" }
    override var automationValue: AutomationValue? {
        isShowing ? .string("\(titleLabel.text) \(detailLabel.text)") : nil
    }
}
