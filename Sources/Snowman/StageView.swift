import FoundationEssentials
import Kit

/// The wintry stage: a night sky fading toward the horizon, falling-snow specks frozen in the air, and a snowy
/// hill the snowman stands on. Static: it draws only when the window redraws, never on its own.
@MainActor
public final class StageView: View {
    /// The sky's colour at the top and at the horizon.
    static let skyTop = Color(hex: 0x131A2A)
    static let skyHorizon = Color(hex: 0x3E5478)
    static let snow = Color(hex: 0xE9EFF7)
    static let snowShade = Color(hex: 0xC3CFE0)
    /// Horizontal bands the sky gradient is drawn with (enough that no step shows).
    static let skyBands = 48
    /// Snow specks, their radius range in points and their seed (fixed, so the sky never changes).
    static let speckCount = 70
    static let speckRadius = 1.0...2.6
    static let speckSeed: UInt64 = 11
    /// Where the ground starts, as a fraction of the stage's height, when nothing stands on it.
    static let defaultHorizon = 0.74

    /// The ground's top edge, in the stage's points (the studio sets it under the snowman's feet).
    public var horizonY: Double? { didSet { setNeedsDisplay() } }
    private let specks: [(x: Double, y: Double, radius: Double, alpha: Double)]

    public override init(frame: Rect = .zero) {
        var random = SeededRandom(seed: Self.speckSeed)
        specks = (0..<Self.speckCount).map { _ in
            (
                Double.random(in: 0..<1, using: &random), Double.random(in: 0..<1, using: &random),
                Self.speckRadius.lowerBound
                    + Double.random(in: 0..<1, using: &random)
                    * (Self.speckRadius.upperBound - Self.speckRadius.lowerBound),
                0.35 + Double.random(in: 0..<1, using: &random) * 0.5
            )
        }
        super.init(frame: frame)
        clipsToBounds = true
        isUserInteractionEnabled = false
    }

    public override var automationType: String { "Stage" }

    public override func draw(in canvas: Canvas) {
        let horizon = horizonY ?? bounds.height * Self.defaultHorizon
        drawSky(in: canvas, down: horizon)
        drawSpecks(in: canvas, above: horizon)
        drawGround(in: canvas, from: horizon)
    }

    private func drawSky(in canvas: Canvas, down horizon: Double) {
        let bandHeight = horizon / Double(Self.skyBands)
        for band in 0..<Self.skyBands {
            let fraction = Double(band) / Double(Self.skyBands - 1)
            let color = Color.interpolate(Self.skyTop, Self.skyHorizon, fraction * fraction)
            // Bands overlap by a point so no seam shows at fractional scales.
            canvas.fill(
                Rect(x: 0, y: Double(band) * bandHeight, width: bounds.width, height: bandHeight + 1),
                cornerRadius: 0, color: color)
        }
    }

    private func drawSpecks(in canvas: Canvas, above horizon: Double) {
        for speck in specks {
            let center = Point(x: speck.x * bounds.width, y: speck.y * horizon)
            let r = speck.radius
            canvas.fillEllipse(
                in: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r),
                color: Self.snow.withAlpha(speck.alpha))
        }
    }

    /// Two overlapping hills: a shaded one behind, the bright one the snowman stands on in front.
    private func drawGround(in canvas: Canvas, from horizon: Double) {
        let width = bounds.width
        let depth = bounds.height - horizon
        canvas.fillEllipse(
            in: Rect(x: -width * 0.35, y: horizon - depth * 0.55, width: width * 0.9, height: depth * 3),
            color: Self.snowShade)
        canvas.fillEllipse(
            in: Rect(x: width * 0.25, y: horizon - depth * 0.35, width: width * 1.1, height: depth * 3),
            color: Self.snowShade)
        canvas.fillEllipse(
            in: Rect(x: -width * 0.2, y: horizon, width: width * 1.4, height: depth * 4), color: Self.snow)
    }
}
