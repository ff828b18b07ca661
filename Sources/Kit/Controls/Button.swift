/// A push button with a text title (UIButton): it highlights on touch-down, fires `onActivate` on a release
/// inside or on Space/Enter while focused, and dims when disabled.
///
/// ```swift
/// let save = Button(title: "Save")
/// save.accessibilityIdentifier = "snowman.save"
/// save.onActivate = { [weak self] in self?.save() }
/// save.sizeToFit()
/// ```
@MainActor
public class Button: Control {
    /// How the button looks; each style has a face colour, a pressed shade and a title colour.
    public enum Style: Hashable, Sendable {
        /// The main action: an accent-coloured face with dark bold text.
        case filled
        /// A secondary action: a muted face with light text.
        case gray
        /// A text-only action (bar buttons, alert buttons): accent text, a faint face only while pressed.
        case plain
        /// An action that deletes or discards: a red face with white bold text.
        case destructive
    }

    public var title: String {
        didSet {
            titleLabel.text = title
            if accessibilityLabel == oldValue { accessibilityLabel = title }
        }
    }
    public var style: Style { didSet { applyLook(animated: false) } }
    /// Replaces the style's title colour and weight (an alert's red "Delete", its bold "Cancel"); nil keeps them.
    public var titleColor: Color? { didSet { applyLook(animated: false) } }
    var titleWeight: TextStyle.Weight? { didSet { applyLook(animated: false) } }

    /// The face behind the title; its colour animates back after a press.
    let face = View()
    let titleLabel = Label()

    public init(title: String, style: Style = .filled, frame: Rect = .zero) {
        self.title = title
        self.style = style
        super.init(frame: frame)
        accessibilityLabel = title
        cornerRadius = Theme.ControlMetrics.cornerRadius
        face.cornerRadius = Theme.ControlMetrics.cornerRadius
        face.isUserInteractionEnabled = false
        titleLabel.text = title
        addSubview(face)
        addSubview(titleLabel)
        applyLook(animated: false)
    }

    public override func layoutSubviews() {
        face.frame = bounds
        titleLabel.frame = bounds.insetBy(dx: Theme.ControlMetrics.horizontalPadding / 2, dy: 0)
    }

    /// The title's width plus padding, at least `minimumButtonWidth` wide, one control height tall.
    public override var intrinsicContentSize: Size {
        let textWidth = TextMeasurement.width(of: title, style: titleLabel.style).rounded(.up)
        let width = max(textWidth + 2 * Theme.ControlMetrics.horizontalPadding, Theme.ControlMetrics.minimumButtonWidth)
        return Size(width: width, height: Theme.ControlMetrics.height)
    }

    public override var automationType: String { "Button" }
    public override var automationValue: AutomationValue? { .string(title) }

    /// Pressed: the face darkens at once. Released: it eases back, so a quick click still shows.
    public override func highlightDidChange() {
        applyLook(animated: !isHighlighted)
    }

    public override func enabledDidChange() {
        applyLook(animated: false)
    }

    /// Space/Enter flash the pressed look before acting, so a keyboard press is as visible as a click.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        if event.key == .space || event.key == .enter, !event.isRepeat, isEnabled {
            face.backgroundColor = look.pressedFace
            applyLook(animated: true)
        }
        return super.handleKey(event)
    }

    private func applyLook(animated: Bool) {
        let look = isEnabled ? self.look : Look.disabled(style)
        let faceColor = isHighlighted ? look.pressedFace : look.face
        if animated {
            View.animate(duration: Theme.feedbackDuration, options: .allowUserInteraction) {
                face.backgroundColor = faceColor
            }
        } else {
            face.backgroundColor = faceColor
        }
        titleLabel.style = TextStyle(
            size: Theme.TypeSize.body, weight: titleWeight ?? look.weight,
            color: isEnabled ? titleColor ?? look.title : look.title, alignment: .center)
    }

    private var look: Look { Look(style) }

    /// The colours and weight of one style.
    struct Look {
        let face: Color
        let pressedFace: Color
        let title: Color
        let weight: TextStyle.Weight

        /// How strongly a plain button's face shows while pressed.
        static let plainPressedOpacity = 0.16
        /// A disabled button's face: the neutral fill, half see-through, whatever the style (a dimmed orange
        /// or red still reads as "press me").
        static let disabledFace = Theme.Palette.controlFill.withAlpha(0.5)
        /// A disabled title: secondary text, dimmed, still legible.
        static let disabledTitle = Theme.Palette.textSecondary.withAlpha(0.6)

        init(face: Color, pressedFace: Color, title: Color, weight: TextStyle.Weight) {
            (self.face, self.pressedFace, self.title, self.weight) = (face, pressedFace, title, weight)
        }

        /// Neutral and inert, keeping the style's weight (and a plain button's missing face).
        static func disabled(_ style: Style) -> Look {
            let face = style == .plain ? Color.clear : disabledFace
            return Look(face: face, pressedFace: face, title: disabledTitle, weight: Look(style).weight)
        }

        init(_ style: Style) {
            typealias P = Theme.Palette
            switch style {
            case .filled: (face, pressedFace, title, weight) = (P.accent, P.accentPressed, P.onAccent, .bold)
            case .gray:
                (face, pressedFace, title, weight) = (P.controlFill, P.controlFillPressed, P.textPrimary, .regular)
            case .plain:
                (face, pressedFace, title, weight) = (
                    P.accent.withAlpha(0), P.accent.withAlpha(Self.plainPressedOpacity), P.accent, .regular
                )
            case .destructive:
                (face, pressedFace, title, weight) = (P.destructive, P.destructivePressed, .white, .bold)
            }
        }
    }
}
