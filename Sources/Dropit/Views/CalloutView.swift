import Kit

/// What a clear earned, said over the field for a moment: the points ("+300") over a line of what made them
/// ("Double", "Level 2 · a square drops by itself every 3 s"), rising a little as it fades.
@MainActor
final class CalloutView: View {
    /// Seconds the callout stays fully visible, then the seconds it takes to fade.
    static let holdDuration: Double = 0.9
    static let fadeDuration: Double = 0.6
    /// Points it rises while fading.
    static let rise: Double = Theme.spacing * 3

    let headline = Label(
        style: TextStyle(size: 28, weight: .bold, color: Theme.Palette.accent, alignment: .center))
    let detail = Label(
        style: TextStyle(
            size: Theme.TypeSize.body, weight: .bold, color: Theme.Palette.textPrimary, alignment: .center,
            isMultiline: true))
    /// Where the callout rests, in its superview's points (the scene sets it with the field's frame).
    var restingFrame = Rect.zero

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        alpha = 0
        accessibilityIdentifier = "dropit.callout"
        addSubview(headline)
        addSubview(detail)
    }

    func say(_ text: String, detail line: String) {
        headline.text = text
        detail.text = line
        accessibilityLabel = "\(text), \(line)"
        setNeedsLayout()
        removeAllAnimations()
        frame = restingFrame
        alpha = 1
        View.animate(duration: Self.fadeDuration, delay: Self.holdDuration, curve: .easeIn) {
            self.alpha = 0
            self.frame = self.restingFrame.offsetBy(dx: 0, dy: -Self.rise)
        }
    }

    /// Takes the callout away at once (the veil is about to cover the field).
    func hush() {
        removeAllAnimations()
        alpha = 0
    }

    override func layoutSubviews() {
        let headlineHeight = Theme.spacing * 5
        headline.frame = Rect(x: 0, y: 0, width: bounds.width, height: headlineHeight)
        let detailHeight = TextMeasurement.wrappedHeight(of: detail.text, style: detail.style, width: bounds.width)
        detail.frame = Rect(x: 0, y: headlineHeight, width: bounds.width, height: detailHeight)
    }
}
