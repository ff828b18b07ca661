import Kit

/// A ball: a bright core inside soft halos (layered ellipses, no gradients), drawn beyond its bounds. Its bounds
/// are the collision circle: the corner radius of half its side makes Dynamics treat it as a circle.
@MainActor
final class BallView: View {
    /// The ball's radius, in points: small enough to fit the brick gaps never, large enough to follow by eye.
    static let radius: Double = 8
    /// Halo rings as (radius multiple, opacity), outermost first.
    static let halos: [(scale: Double, alpha: Double)] = [(2.2, 0.13), (1.45, 0.32)]

    /// The halo's colour (warm normally, cool while the slow-ball effect lasts).
    var glowColor = BreakoutPalette.ballGlow {
        didSet { setNeedsDisplay() }
    }

    /// The `<n>` of the ball's `breakout.ball.<n>` identifier.
    let index: Int
    /// False once the ball is lost or cleared away (a loop over a copy of the list may still meet it).
    var isInPlay = true

    init(index: Int) {
        self.index = index
        let side = 2 * Self.radius
        super.init(frame: Rect(x: 0, y: 0, width: side, height: side))
        cornerRadius = Self.radius
        isUserInteractionEnabled = false
        accessibilityIdentifier = "breakout.ball.\(index)"
        accessibilityLabel = "Ball \(index + 1)"
    }

    override func draw(in canvas: Canvas) {
        let center = bounds.center
        for halo in Self.halos {
            let r = Self.radius * halo.scale
            canvas.fillEllipse(
                in: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r),
                color: glowColor.withAlpha(halo.alpha))
        }
        canvas.fillEllipse(in: bounds, color: BreakoutPalette.ballCore)
        let shine = Self.radius * 0.45
        canvas.fillEllipse(
            in: Rect(x: center.x - shine * 1.3, y: center.y - shine * 1.4, width: shine, height: shine),
            color: Color.white.withAlpha(0.9))
    }

    override var automationType: String { "Ball" }
}
