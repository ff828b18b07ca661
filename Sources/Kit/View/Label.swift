/// Text in a rectangle: one line (vertically centred) or several (wrapped to the width).
@MainActor
open class Label: View {
    public var text: String { didSet { setNeedsDisplay() } }
    public var style: TextStyle { didSet { setNeedsDisplay() } }
    /// When true, one-line text too wide for the label ends in an ellipsis where it is cut, instead of running
    /// past the label's edge.
    public var truncatesTail = false { didSet { setNeedsDisplay() } }

    /// The text as drawn: cut short with an ellipsis when `truncatesTail` and it does not fit.
    public var displayedText: String {
        guard truncatesTail, !style.isMultiline else { return text }
        return TextMeasurement.truncated(text, style: style, width: bounds.width)
    }

    public init(text: String = "", style: TextStyle = TextStyle(size: Theme.TypeSize.body), frame: Rect = .zero) {
        self.text = text
        self.style = style
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open override func draw(in canvas: Canvas) {
        guard !text.isEmpty else { return }
        canvas.draw(displayedText, in: bounds, style: style)
    }

    open override var automationType: String { "Label" }
    open override var automationValue: AutomationValue? { .string(text) }
    /// An empty label says nothing, so it is left out.
    open override var accessibilityRole: AccessibilityRole { text.isEmpty ? .none : .label }
    open override var accessibilityText: AccessibilityText? { AccessibilityText(text) }
}
