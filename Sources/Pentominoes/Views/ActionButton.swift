import Kit

/// A text button for the scene's actions (Solve, Hint, Reset, Done): a filled pill that darkens while pressed
/// and fades when disabled. A stand-in until Kit's `Button` reaches main.
@MainActor
final class ActionButton: Control {
    static var height: Double { PentominoesLayout.buttonHeight }
    static let disabledAlpha = 0.4

    var title: String { didSet { setNeedsDisplay() } }
    /// The accent fill for the main action of a sheet; the raised surface otherwise.
    var isProminent = false { didSet { setNeedsDisplay() } }

    init(title: String, identifier: String) {
        self.title = title
        super.init(frame: .zero)
        accessibilityIdentifier = identifier
        accessibilityLabel = title
        cornerRadius = Self.height / 2
    }

    override func draw(in canvas: Canvas) {
        canvas.save()
        defer { canvas.restore() }
        if !isEnabled { canvas.multiplyAlpha(Self.disabledAlpha) }
        let fill: Color
        if isProminent {
            fill = isHighlighted ? Theme.Palette.accentPressed : Theme.Palette.accent
        } else {
            fill = isHighlighted ? Theme.Palette.separator : Theme.Palette.surfaceRaised
        }
        canvas.fill(bounds, cornerRadius: cornerRadius, color: fill)
        let textColor = isProminent ? Theme.Palette.background : Theme.Palette.textPrimary
        canvas.draw(
            title, in: bounds,
            style: TextStyle(size: Theme.TypeSize.body, weight: .bold, color: textColor, alignment: .center))
    }

    override var automationType: String { "Button" }
    override var automationValue: AutomationValue? { .string(title) }
}
