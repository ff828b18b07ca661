/// A modal question with a title, a message and buttons (UIAlertController's alert style): it dims the window,
/// takes the keyboard — Return picks the default action (drawn in bold), Escape the cancel action — and goes away
/// when a button is chosen, then runs that button's handler. The default action is the first ordinary one; an
/// alert whose only other choice destroys something defaults to Cancel, so a reflexive Return never destroys.
///
/// ```swift
/// Alert(title: "Game over", message: "Score 1200", actions: [AlertAction(title: "Play again") { reset() }])
///     .present(in: window)
/// ```
@MainActor
public final class Alert: View {
    /// Card width and padding, in points (iOS uses 270; a desktop window has room for a little more).
    public static let width = 320.0
    public static let padding = Theme.spacing * 2.5
    public static let buttonHeight = 44.0
    /// Gap between the title and the message, in points.
    static let titleGap = Theme.spacing / 2

    public let title: String
    public let message: String?
    public let actions: [AlertAction]
    /// Extra content between the message and the buttons (e.g. a text field), with its height.
    public private(set) var accessory: View?
    private var accessoryHeight = 0.0

    private let titleLabel: Label
    private let messageLabel: Label
    private var buttons: [Button] = []
    private var separators: [View] = []
    private weak var container: PresentationContainer?

    public init(title: String, message: String? = nil, actions: [AlertAction]) {
        precondition(!actions.isEmpty, "An alert needs at least one action, or nothing could dismiss it.")
        self.title = title
        self.message = message
        self.actions = actions
        titleLabel = Label(
            text: title,
            style: TextStyle(
                size: Theme.TypeSize.headline, weight: .bold, color: Theme.Palette.textPrimary, alignment: .center,
                isMultiline: true))
        messageLabel = Label(
            text: message ?? "",
            style: TextStyle(
                size: Theme.TypeSize.body, color: Theme.Palette.textSecondary, alignment: .center, isMultiline: true))
        super.init()
        backgroundColor = Theme.Palette.surfaceRaised
        cornerRadius = Theme.cornerRadius * 1.4
        borderWidth = 1
        borderColor = Theme.Palette.separator
        clipsToBounds = true
        accessibilityIdentifier = "alert"
        accessibilityLabel = title
        addSubview(titleLabel)
        addSubview(messageLabel)
        buildButtons()
    }

    public override var automationType: String { "Alert" }
    public override var accessibilityRole: AccessibilityRole { .alert }
    public override var automationValue: AutomationValue? { .string(message ?? title) }

    /// Adds a view (a text field) under the message; `height` in points.
    public func setAccessory(_ view: View, height: Double) {
        accessory?.removeFromSuperview()
        accessory = view
        accessoryHeight = height
        addSubview(view)
        setNeedsLayout()
    }

    /// Shows the alert over everything in `window` (a text-field accessory takes the keyboard focus).
    public func present(in window: Window) {
        let layer = PresentationContainer(style: .alert, card: self) { [weak self] _ in self?.preferredSize ?? .zero }
        layer.escapeAction = { [weak self] in
            guard let self else { return }
            if let cancel = self.actions.firstIndex(where: { $0.style == .cancel }) { self.choose(cancel) }
        }
        layer.enterAction = { [weak self] in
            guard let self, let index = self.defaultActionIndex else { return }
            self.choose(index)
        }
        container = layer
        // Enter and Escape answer without focus; a ring on a button nobody tabbed to would only be noise.
        window.present(layer, focus: accessory?.canBecomeFocused == true ? accessory : nil)
        window.events.emit(KitEvent.alertShown(title: title))
    }

    /// Dismisses the alert as if the button at `index` were clicked.
    public func choose(_ index: Int) {
        guard let container, !container.isDismissing, let window = container.window else { return }
        let action = actions[index]
        window.events.emit(KitEvent.alertDismissed(title: title, action: action.title))
        window.dismiss(container)
        action.handler?()
    }

    /// The whole card's size: text, accessory and buttons.
    public var preferredSize: Size {
        let inner = Self.width - 2 * Self.padding
        var height =
            Self.padding + TextMeasurement.wrappedHeight(of: titleLabel.text, style: titleLabel.style, width: inner)
        if message != nil {
            height +=
                Self.titleGap
                + TextMeasurement.wrappedHeight(of: messageLabel.text, style: messageLabel.style, width: inner)
        }
        if accessory != nil { height += Theme.spacing * 1.5 + accessoryHeight }
        height += Self.padding + buttonsHeight
        return Size(width: Self.width, height: height)
    }

    public override func layoutSubviews() {
        let inner = bounds.width - 2 * Self.padding
        var y = Self.padding
        let titleHeight = TextMeasurement.wrappedHeight(of: titleLabel.text, style: titleLabel.style, width: inner)
        titleLabel.frame = Rect(x: Self.padding, y: y, width: inner, height: titleHeight)
        y += titleHeight
        if message != nil {
            let messageHeight = TextMeasurement.wrappedHeight(
                of: messageLabel.text, style: messageLabel.style, width: inner)
            messageLabel.frame = Rect(x: Self.padding, y: y + Self.titleGap, width: inner, height: messageHeight)
            y += Self.titleGap + messageHeight
        }
        if let accessory {
            accessory.frame = Rect(x: Self.padding, y: y + Theme.spacing * 1.5, width: inner, height: accessoryHeight)
        }
        layOutButtons(top: bounds.height - buttonsHeight)
    }

    /// Two buttons sit side by side, as on iOS; one or three and more stack.
    private var isSideBySide: Bool { actions.count == 2 }
    private var buttonsHeight: Double { Self.buttonHeight * Double(isSideBySide ? 1 : actions.count) }
    /// What Return picks: the first ordinary action, else Cancel; nil when every action destroys something.
    var defaultActionIndex: Int? {
        actions.firstIndex { $0.style == .default } ?? actions.firstIndex { $0.style == .cancel }
    }

    private func layOutButtons(top: Double) {
        for (index, button) in buttons.enumerated() {
            let frame: Rect
            if isSideBySide {
                let width = bounds.width / 2
                frame = Rect(x: Double(index) * width, y: top, width: width, height: Self.buttonHeight)
            } else {
                frame = Rect(
                    x: 0, y: top + Double(index) * Self.buttonHeight, width: bounds.width, height: Self.buttonHeight)
            }
            button.frame = frame
            separators[index].frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1)
        }
        if isSideBySide, separators.count > 2 {
            separators[2].frame = Rect(x: bounds.width / 2, y: top, width: 1, height: Self.buttonHeight)
        }
    }

    private func buildButtons() {
        for (index, action) in actions.enumerated() {
            let button = Button(title: action.title, style: .plain)
            button.accessibilityIdentifier = action.identifier
            button.cornerRadius = 0
            // The buttons meet the card's clipped edges: a ring around one would be cut off.
            button.drawsFocusRingInside = true
            if action.style == .destructive { button.titleColor = Theme.Palette.destructive }
            if index == defaultActionIndex { button.titleWeight = .bold }
            button.onActivate = { [weak self] in self?.choose(index) }
            buttons.append(button)
            addSubview(button)
        }
        let lineCount = actions.count + (isSideBySide ? 1 : 0)
        separators = (0..<lineCount).map { _ in
            let line = View()
            line.backgroundColor = Theme.Palette.separator
            line.isUserInteractionEnabled = false
            addSubview(line)
            return line
        }
    }
}
