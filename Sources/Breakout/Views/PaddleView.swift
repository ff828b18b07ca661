import Kit

/// The paddle: a flat capsule in the accent colour with a lighter rim along its top. It collides as the oval
/// inscribed in its frame (a boundary the scene keeps in step with it), not as a dynamic item.
@MainActor
final class PaddleView: View {
    /// Height of the paddle, in points.
    static let height: Double = 14
    /// Thickness of the highlight along the top, in points.
    static let rimHeight: Double = 3

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = BreakoutPalette.paddle
        cornerRadius = Self.height / 2
        accessibilityIdentifier = "breakout.paddle"
        accessibilityLabel = "Paddle"
        isUserInteractionEnabled = false
    }

    override func draw(in canvas: Canvas) {
        let inset = cornerRadius * 0.8
        let rim = Rect(x: inset, y: 2, width: max(bounds.width - 2 * inset, 0), height: Self.rimHeight)
        canvas.fill(rim, cornerRadius: Self.rimHeight / 2, color: BreakoutPalette.paddleHighlight.withAlpha(0.85))
    }

    override var automationType: String { "Paddle" }
}
