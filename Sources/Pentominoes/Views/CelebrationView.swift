import Kit

/// The banner over a completed board: "Solved!" and the time taken, popping in with a small overshoot, and
/// fading a moment later so it never hides the solution (the time stays in the status under the board).
@MainActor
final class CelebrationView: View {
    static let size = Size(width: 240, height: 96)
    /// Seconds the banner stays before it fades: long enough to read its two lines.
    static let displayDuration = 2.0
    /// Seconds the fade takes.
    static let fadeDuration = 0.4
    /// The pop-in: starts this much smaller, overshoots a touch, settles.
    static let popScale = 0.7
    static let popDuration = 0.45
    static let popCurve = TimingCurve(0.34, 1.45, 0.64, 1)

    private let titleLabel = Label(
        style: TextStyle(size: Theme.TypeSize.title, weight: .bold, color: Theme.Palette.accent, alignment: .center))
    private let detailLabel = Label(
        style: TextStyle(size: Theme.TypeSize.headline, color: Theme.Palette.textPrimary, alignment: .center))
    private(set) var isShowing = false
    /// The pending fade of the banner showing.
    private var fade: TimerQueue.Token?

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

    /// Pops the banner in; it fades by itself after `displayDuration` (once the view is in a window).
    func show(title: String, detail: String) {
        titleLabel.text = title
        detailLabel.text = detail
        isShowing = true
        transform = AffineTransform(scaleX: Self.popScale, y: Self.popScale)
        View.animate(duration: Self.popDuration, curve: Self.popCurve) {
            self.alpha = 1
            self.transform = .identity
        }
        cancelFade()
        if let window {
            fade = window.timers.schedule(at: window.now + Self.displayDuration) { [weak self] in
                self?.fade = nil
                self?.hide(over: Self.fadeDuration)
            }
        }
    }

    /// Takes the banner down (quickly: something else happened on the board).
    func hide() {
        hide(over: Theme.feedbackDuration)
    }

    private func hide(over duration: Double) {
        cancelFade()
        guard isShowing else { return }
        isShowing = false
        View.animate(duration: duration, curve: .easeIn) { self.alpha = 0 }
    }

    private func cancelFade() {
        if let fade { window?.timers.cancel(fade) }
        fade = nil
    }

    override var automationType: String { "Banner" }
    override var automationValue: AutomationValue? {
        isShowing ? .string("\(titleLabel.text) \(detailLabel.text)") : nil
    }
}
