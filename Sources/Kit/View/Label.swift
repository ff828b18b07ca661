/// Text in a rectangle: one line (vertically centred) or several (wrapped to the width).
@MainActor
public class Label: View {
    public var text: String { didSet { setNeedsDisplay() } }
    public var style: TextStyle { didSet { setNeedsDisplay() } }

    public init(text: String = "", style: TextStyle = TextStyle(size: Theme.TypeSize.body), frame: Rect = .zero) {
        self.text = text
        self.style = style
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public override func draw(in canvas: Canvas) {
        guard !text.isEmpty else { return }
        canvas.draw(text, in: bounds, style: style)
    }

    public override var automationType: String { "Label" }
    public override var automationValue: AutomationValue? { .string(text) }
    /// An empty label says nothing, so it is left out.
    public override var accessibilityRole: AccessibilityRole { text.isEmpty ? .none : .label }
    public override var accessibilityText: AccessibilityText? { AccessibilityText(text) }
}
