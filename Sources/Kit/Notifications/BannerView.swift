/// An in-app notification banner: slides down from the top, dismisses itself after a while or on a click. Its
/// title and subtitle are one line each, cut short with an ellipsis when too long; its body wraps, and the banner
/// grows to hold up to `maximumBodyLines` of it. Show banners through `Window.banners`, which queues them.
@MainActor
public final class BannerView: Control {
    /// How long the banner stays before sliding away, in seconds.
    public static let displayDuration = 5.0
    public static let slideDuration = 0.35
    /// Banner width cap, in points.
    public static let maximumWidth = 420.0
    /// Lines of body text the banner grows to hold; longer text ends in an ellipsis on the last.
    public static let maximumBodyLines = 3
    /// Inner margins, in points: the text's inset from the banner's sides and from its top and bottom.
    static let horizontalInset = Theme.spacing * 2
    static let verticalInset = Theme.spacing

    private let titleLabel = Label()
    private let subtitleLabel = Label()
    private let bodyLabel = Label()
    private var dismissToken: TimerQueue.Token?
    /// Called once the banner has slid away and left the window.
    var onDismissed: (@MainActor () -> Void)?

    /// - Parameter identifier: the automation id, so each kind of banner can be told apart (a desktop
    ///   notification shown in the app, a notice about the app's files).
    public init(notification: LocalNotification, identifier: String = "notification.banner") {
        super.init()
        accessibilityIdentifier = identifier
        // The subtitle names what it is about (a file, a picture), which a screen reader needs as much as the title.
        accessibilityLabel =
            notification.subtitle.isEmpty ? notification.title : "\(notification.title): \(notification.subtitle)"
        backgroundColor = Theme.Palette.surfaceRaised
        cornerRadius = Theme.cornerRadius
        borderWidth = 1
        borderColor = Theme.Palette.separator
        titleLabel.text = notification.title
        titleLabel.style = TextStyle(size: Theme.TypeSize.body, weight: .bold, color: Theme.Palette.textPrimary)
        subtitleLabel.text = notification.subtitle
        subtitleLabel.style = TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.accent)
        bodyLabel.text = notification.body
        bodyLabel.style = TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textSecondary, isMultiline: true)
        for label in [titleLabel, subtitleLabel] { label.truncatesTail = true }
        [titleLabel, subtitleLabel, bodyLabel].forEach(addSubview)
        onActivate = { [weak self] in self?.dismiss() }
    }

    public override var automationType: String { "Banner" }
    public override var accessibilityRole: AccessibilityRole { .notification }
    public override var accessibilityActions: [AccessibilityAction] {
        [AccessibilityAction("dismiss", description: "Slides the banner away") { [weak self] in self?.dismiss() }]
    }
    public override var automationValue: AutomationValue? { .string(bodyLabel.text) }

    /// One line of the title, one of the subtitle, then the body's lines.
    private var lineHeight: Double { TextMeasurement.size(of: "Ag", style: titleLabel.style).height }
    private var subtitleHeight: Double { TextMeasurement.size(of: "Ag", style: subtitleLabel.style).height }

    /// The body's height at `textWidth`: its wrapped lines, at most `maximumBodyLines`.
    private func bodyHeight(textWidth: Double) -> Double {
        let line = TextMeasurement.size(of: "Ag", style: bodyLabel.style).height
        let wrapped = TextMeasurement.wrappedHeight(of: bodyLabel.text, style: bodyLabel.style, width: textWidth)
        return min(wrapped, line * Double(Self.maximumBodyLines))
    }

    /// The banner's height for a banner `width` points wide.
    func height(forWidth width: Double) -> Double {
        let textWidth = width - 2 * Self.horizontalInset
        return 2 * Self.verticalInset + lineHeight + subtitleHeight + bodyHeight(textWidth: textWidth)
    }

    public override func layoutSubviews() {
        let inner = bounds.insetBy(dx: Self.horizontalInset, dy: Self.verticalInset)
        titleLabel.frame = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: lineHeight)
        subtitleLabel.frame = Rect(x: inner.minX, y: titleLabel.frame.maxY, width: inner.width, height: subtitleHeight)
        bodyLabel.frame = Rect(
            x: inner.minX, y: subtitleLabel.frame.maxY, width: inner.width,
            height: max(0, inner.maxY - subtitleLabel.frame.maxY))
    }

    /// Adds the banner at the top of the window, above everything, sliding down into view. Use
    /// `window.banners.show(_:)` instead, unless no other banner can be showing.
    public func present(in window: Window) {
        let width = min(window.size.width - 4 * Theme.spacing, Self.maximumWidth)
        let height = height(forWidth: width)
        let shown = Rect(x: (window.size.width - width) / 2, y: Theme.spacing * 2, width: width, height: height)
        frame = shown.offsetBy(dx: 0, dy: -(height + Theme.spacing * 3))
        window.rootView.addSubview(self)
        View.animate(duration: Self.slideDuration, curve: .easeOut, options: .allowUserInteraction) {
            self.frame = shown
        }
        dismissToken = window.timers.schedule(at: window.now + Self.displayDuration) {
            [weak self] in self?.dismiss()
        }
    }

    /// Slides the banner up and removes it.
    public func dismiss() {
        guard superview != nil, isUserInteractionEnabled else { return }
        if let dismissToken { window?.timers.cancel(dismissToken) }
        isUserInteractionEnabled = false
        let hidden = frame.offsetBy(dx: 0, dy: -(frame.height + Theme.spacing * 3))
        View.animate(duration: Self.slideDuration, curve: .easeIn) {
            self.frame = hidden
        } completion: { _ in
            self.removeFromSuperview()
            let dismissed = self.onDismissed
            self.onDismissed = nil
            dismissed?()
        }
    }
}
