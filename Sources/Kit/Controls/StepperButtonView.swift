/// One half of a stepper: a face that darkens while pressed and a − or + drawn with lines (crisp at any
/// scale), dimmed when that direction has reached its bound.
@MainActor
final class StepperButtonView: View {
    enum Glyph { case minus, plus }

    /// Length of the − and + strokes, in points.
    static let glyphLength: Double = 12
    /// Thickness of the strokes, in points (two device pixels at 1×, four at 2×: never blurry).
    static let glyphThickness: Double = 2

    let glyph: Glyph
    /// False at the bound this half moves toward: drawn dimmed and ignored.
    var isActive = true { didSet { setNeedsDisplay() } }
    var isPressed = false {
        didSet {
            guard oldValue != isPressed else { return }
            let face = isPressed ? Theme.Palette.controlFillPressed : Theme.Palette.controlFill.withAlpha(0)
            if isPressed {
                backgroundColor = face
            } else {
                View.animate(duration: Theme.feedbackDuration, options: .allowUserInteraction) {
                    backgroundColor = face
                }
            }
        }
    }

    init(glyph: Glyph) {
        self.glyph = glyph
        super.init()
        isUserInteractionEnabled = false
        backgroundColor = Theme.Palette.controlFill.withAlpha(0)
    }

    override func draw(in canvas: Canvas) {
        let color =
            isActive
            ? Theme.Palette.textPrimary : Theme.Palette.textPrimary.withAlpha(Theme.ControlMetrics.disabledAlpha)
        let center = bounds.center
        let half = Self.glyphLength / 2
        canvas.strokeLine(
            from: Point(x: center.x - half, y: center.y), to: Point(x: center.x + half, y: center.y),
            width: Self.glyphThickness, color: color)
        if glyph == .plus {
            canvas.strokeLine(
                from: Point(x: center.x, y: center.y - half), to: Point(x: center.x, y: center.y + half),
                width: Self.glyphThickness, color: color)
        }
    }

    override var automationType: String { "Button" }
    override var automationValue: AutomationValue? { .string(glyph == .plus ? "+" : "−") }
    override var isEnabledForAutomation: Bool { isActive && (superview?.isEnabledForAutomation ?? true) }
}
