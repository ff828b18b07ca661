import Kit

/// What a click shows besides the crossfade: the picture sinks a little and dims while pressed, and a caption over
/// its bottom edge counts the clicks and says how many more bring the next notification — or, while one is already
/// on its way, how soon it comes.
extension CrossfadeScene {
    /// The caption's text for `clicks`: "Click the picture to crossfade · a notification every 4 clicks" before the
    /// first click, then "5 clicks · 3 more until a notification"; while a notification is due in `pendingSeconds`,
    /// "4 clicks · notification in 8 s · 4 more for the next".
    public static func counterText(for clicks: CrossfadeClicks, pendingSeconds: Int? = nil) -> String {
        let every = clicks.rule.every
        let due = pendingSeconds.map { "notification in \(max($0, 1)) s" }
        guard clicks.count > 0 else {
            if let due { return due.prefix(1).uppercased() + due.dropFirst() }
            return "Click the picture to crossfade · a notification every \(plural(every, "click"))"
        }
        let counted = plural(clicks.count, "click")
        guard let remaining = clicks.clicksUntilNextNotification else { return counted }
        guard let due else { return "\(counted) · \(remaining) more until a notification" }
        return "\(counted) · \(due) · \(remaining) more for the next"
    }

    func updateCounter() {
        root.counter.text =
            transientCaption.text ?? Self.counterText(for: clicks, pendingSeconds: secondsToNextNotification)
        root.toolbar.resetButton.isEnabled = clicks.count > 0 || !notifications.waiting.isEmpty
        view.setNeedsLayout()
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// The caption over the bottom of the picture: a dark rounded plate behind one line of text, sized to the text.
/// It takes no clicks, so a click on it still crossfades.
@MainActor
final class ClickCounterView: View {
    /// Padding around the text and the plate's opacity.
    static let padding = Size(width: Theme.spacing * 1.5, height: Theme.spacing * 0.75)
    static let plateColor = Color(hex: 0x0E121B, alpha: 0.72)

    let label = Label(style: TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textPrimary, alignment: .center))

    var text: String {
        get { label.text }
        set { label.text = newValue }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = Self.plateColor
        label.truncatesTail = true
        accessibilityIdentifier = "crossfade.count"
        addSubview(label)
    }

    /// The plate's size for its text, no wider than `maximumWidth`.
    func preferredSize(maximumWidth: Double) -> Size {
        let textWidth = TextMeasurement.width(of: label.text, style: label.style).rounded(.up)
        let height = Theme.TypeSize.body + 6 + 2 * Self.padding.height
        return Size(width: min(textWidth + 2 * Self.padding.width, maximumWidth), height: height)
    }

    override func layoutSubviews() {
        cornerRadius = bounds.height / 2
        label.frame = bounds.insetBy(dx: Self.padding.width, dy: 0)
    }

    override var automationType: String { "Label" }
    override var automationValue: AutomationValue? { .string(label.text) }
    override var accessibilityRole: AccessibilityRole { .label }
    override var accessibilityText: AccessibilityText? { AccessibilityText(label.text) }
}

/// The picture as a button that answers a press: it sinks to `pressedScale` and dims while held, and springs back
/// on release, as a touched card does.
@MainActor
final class PressableImageButton: ImageButton {
    /// Size while pressed, as a share of the picture's; a few per cent reads as "pushed in" without jumping.
    static let pressedScale = 0.97
    /// Seconds to sink, and the spring's damping on the way back.
    static let pressDuration = 0.1
    static let releaseDuration = 0.35
    static let releaseDamping = 0.6

    override func highlightDidChange() {
        super.highlightDidChange()
        // The press must not keep the release that ends it from reaching the button.
        if isHighlighted {
            View.animate(
                duration: Self.pressDuration, curve: .easeOut, options: [.allowUserInteraction, .beginFromCurrentState]
            ) {
                self.transform = AffineTransform(scaleX: Self.pressedScale, y: Self.pressedScale)
            }
        } else {
            View.animate(
                duration: Self.releaseDuration, dampingRatio: Self.releaseDamping,
                options: [.allowUserInteraction, .beginFromCurrentState]
            ) {
                self.transform = .identity
            }
        }
    }
}
