import Kit

/// The round obstacle as drawn (the physics uses a matching boundary path). It glows briefly when hit.
@MainActor
final class ObstacleView: View {
    static let restColor = Color(hex: 0x2E3850)
    static let glowColor = Color(hex: 0x4A5A80)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Self.restColor
        borderWidth = 2
        borderColor = Theme.Palette.focusRing.withAlpha(0.55)
        isUserInteractionEnabled = false
        accessibilityIdentifier = "dropit.obstacle"
    }

    /// Makes the view a circle of `radius` around `center`.
    func place(center: Point, radius: Double) {
        frame = Rect(center: center, size: Size(width: 2 * radius, height: 2 * radius))
        cornerRadius = radius
    }

    func glow() {
        backgroundColor = Self.glowColor
        View.animate(duration: DropitTuning.obstacleGlowDuration, curve: .easeOut) {
            self.backgroundColor = Self.restColor
        }
    }

    override func draw(in canvas: Canvas) {
        let inner = bounds.width * 0.28
        canvas.fillEllipse(
            in: Rect(center: Point(x: bounds.midX, y: bounds.midY), size: Size(width: inner, height: inner)),
            color: Theme.Palette.focusRing.withAlpha(0.25))
    }
}
