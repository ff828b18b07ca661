import Dynamics
import Kit

/// One dropped square: a rounded tile of one colour with a soft sheen, moved by the animator.
///
/// Its automation value says where it is (field points) and whether it rests, so end-to-end tests can follow it.
@MainActor
public final class SquareView: View {
    /// The drop number, from 1 (its id is `dropit.square.<n>`).
    public let number: Int
    public let color: Color
    /// Seconds it has moved slower than `DropitTuning.restingSpeed` (reset by any faster motion).
    public internal(set) var restingTime: Double = 0
    /// True once a row clear or a sweep took it out of play; it flies and fades, then goes.
    public internal(set) var isDeparting = false
    /// The snap lining it up with its column, and the seconds it has left.
    var alignment: (snap: SnapBehavior, remaining: Double)?
    /// False from a lining-up until the square moves again, so a square that cannot reach its column (a
    /// neighbour in the way) tries once, not on every frame.
    var mayAlign = true
    /// Lining-ups left before the square stays where it rests: a safety net against a square that keeps being
    /// knocked off its column, which would keep the animator from ever resting.
    var alignmentsLeft = DropitTuning.maximumAlignments
    /// Nudges off the obstacle left before the square stays where it rests (one wedged for good must not keep the
    /// field from coming to rest).
    var nudgesLeft = DropitTuning.maximumObstacleNudges
    /// True while the pointer holds it.
    public internal(set) var isGrabbed = false {
        didSet { setNeedsDisplay() }
    }

    public var isResting: Bool { restingTime + 1e-9 >= DropitTuning.restingDuration && !isGrabbed }

    init(number: Int, color: Color, side: Double) {
        self.number = number
        self.color = color
        super.init(frame: Rect(x: 0, y: 0, width: side, height: side))
        backgroundColor = color
        cornerRadius = side * DropitTuning.squareCornerFraction
        borderWidth = 1
        borderColor = SquarePalette.shade(color, by: 0.35)
        isUserInteractionEnabled = false
        accessibilityIdentifier = "dropit.square.\(number)"
        accessibilityLabel = "Square \(number)"
    }

    public override func draw(in canvas: Canvas) {
        let inset = max(2, bounds.width * 0.1)
        let sheen = Rect(
            x: bounds.minX + inset, y: bounds.minY + inset * 0.6, width: bounds.width - 2 * inset,
            height: bounds.height * 0.38)
        canvas.fill(sheen, cornerRadius: cornerRadius * 0.6, color: Color.white.withAlpha(0.18))
    }

    public override func drawOverlay(in canvas: Canvas) {
        guard isGrabbed else { return }
        canvas.stroke(
            bounds.insetBy(dx: -2, dy: -2), cornerRadius: cornerRadius + 2, lineWidth: 2,
            color: Color.white.withAlpha(0.9))
    }

    public override var automationType: String { "Square" }

    public override var automationValue: AutomationValue? {
        .object([
            "x": .double(center.x), "y": .double(center.y), "resting": .bool(isResting),
            "grabbed": .bool(isGrabbed), "departing": .bool(isDeparting),
        ])
    }
}
