/// An in-app notification banner: slides down from the top, dismisses itself after a while or on a click.
@MainActor
public final class BannerView: Control {
    /// How long the banner stays before sliding away, in seconds.
    public static let displayDuration = 5.0
    public static let slideDuration = 0.35
    /// Banner width cap and height, in points.
    public static let maximumWidth = 420.0
    public static let height = 76.0

    private let titleLabel = Label()
    private let subtitleLabel = Label()
    private let bodyLabel = Label()
    private var dismissToken: TimerQueue.Token?

    /// - Parameter identifier: the automation id, so each kind of banner can be told apart (a desktop
    ///   notification shown in the app, a notice about the app's files).
    public init(notification: LocalNotification, identifier: String = "notification.banner") {
        super.init()
        accessibilityIdentifier = identifier
        accessibilityLabel = notification.title
        backgroundColor = Theme.Palette.surfaceRaised
        cornerRadius = Theme.cornerRadius
        borderWidth = 1
        borderColor = Theme.Palette.separator
        titleLabel.text = notification.title
        titleLabel.style = TextStyle(size: Theme.TypeSize.body, weight: .bold, color: Theme.Palette.textPrimary)
        subtitleLabel.text = notification.subtitle
        subtitleLabel.style = TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.accent)
        bodyLabel.text = notification.body
        bodyLabel.style = TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textSecondary)
        [titleLabel, subtitleLabel, bodyLabel].forEach(addSubview)
        onActivate = { [weak self] in self?.dismiss() }
    }

    public override var automationType: String { "Banner" }
    public override var accessibilityRole: AccessibilityRole { .notification }
    public override var accessibilityActions: [AccessibilityAction] {
        [AccessibilityAction("dismiss", description: "Slides the banner away") { [weak self] in self?.dismiss() }]
    }
    public override var automationValue: AutomationValue? { .string(bodyLabel.text) }

    public override func layoutSubviews() {
        let inner = bounds.insetBy(dx: Theme.spacing * 2, dy: Theme.spacing)
        let line = inner.height / 3
        titleLabel.frame = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: line)
        subtitleLabel.frame = Rect(x: inner.minX, y: inner.minY + line, width: inner.width, height: line)
        bodyLabel.frame = Rect(x: inner.minX, y: inner.minY + 2 * line, width: inner.width, height: line)
    }

    /// Adds the banner at the top of the window, above everything, sliding down into view.
    public func present(in window: Window) {
        let width = min(window.size.width - 4 * Theme.spacing, Self.maximumWidth)
        let shown = Rect(x: (window.size.width - width) / 2, y: Theme.spacing * 2, width: width, height: Self.height)
        frame = shown.offsetBy(dx: 0, dy: -(Self.height + Theme.spacing * 3))
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
        guard superview != nil else { return }
        if let dismissToken { window?.timers.cancel(dismissToken) }
        isUserInteractionEnabled = false
        let hidden = frame.offsetBy(dx: 0, dy: -(Self.height + Theme.spacing * 3))
        View.animate(duration: Self.slideDuration, curve: .easeIn) {
            self.frame = hidden
        } completion: { _ in
            self.removeFromSuperview()
        }
    }
}
