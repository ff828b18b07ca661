/// Text in a rectangle: one line (vertically centred) or several (wrapped to the width).
@MainActor
public class Label: View {
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

    /// The size of the text as drawn, in points: one line as measured, or wrapped to the label's width when
    /// multi-line. Larger than `bounds` when the text does not fit (it runs past the label's edge, or under
    /// whatever is below it); zero for an empty label.
    public var laidOutTextSize: Size {
        guard !text.isEmpty else { return .zero }
        if style.isMultiline { return TextMeasurement.wrappedSize(of: text, style: style, width: bounds.width) }
        return TextMeasurement.size(of: displayedText, style: style)
    }

    /// Whether the text is drawn cut short with an ellipsis (on purpose: `truncatesTail`).
    public var isTruncated: Bool { displayedText != text }

    public init(text: String = "", style: TextStyle = TextStyle(size: Theme.TypeSize.body), frame: Rect = .zero) {
        self.text = text
        self.style = style
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public override func draw(in canvas: Canvas) {
        guard !text.isEmpty else { return }
        canvas.draw(displayedText, in: bounds, style: style)
    }

    public override var automationType: String { "Label" }
    public override var automationValue: AutomationValue? { .string(text) }
    public override var automationTextLayout: AutomationTextLayout? {
        AutomationTextLayout(size: laidOutTextSize, isTruncated: isTruncated)
    }
    /// An empty label says nothing, so it is left out.
    public override var accessibilityRole: AccessibilityRole { text.isEmpty ? .none : .label }
    public override var accessibilityText: AccessibilityText? { AccessibilityText(text) }
}
