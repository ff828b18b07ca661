import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// One dropped square: a rounded tile of one colour with a soft sheen, moved by the animator (the view is the
/// physics' item). It holds no game state: the scene tells it what to show (`status`) after every change.
///
/// Its automation value says where it is (field points), whether it rests, is held or is leaving, so end-to-end
/// tests can follow it.
@MainActor
public final class SquareView: View {
    /// What the square shows of the game's state.
    public struct Status: Equatable, Sendable {
        public var isResting = false
        public var isGrabbed = false
        /// Out of play (a cleared row, a sweep): it flies and fades, then goes.
        public var isDeparting = false
    }

    /// The drop number, from 1 (its id is `dropit.square.<n>`).
    public let number: Int
    public let color: Color
    public var status = Status() {
        didSet { if status.isGrabbed != oldValue.isGrabbed { setNeedsDisplay() } }
    }

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
        guard status.isGrabbed else { return }
        canvas.stroke(
            bounds.insetBy(dx: -2, dy: -2), cornerRadius: cornerRadius + 2, lineWidth: 2,
            color: Color.white.withAlpha(0.9))
    }

    public override var automationType: String { "Square" }

    public override var automationValue: AutomationValue? {
        .object([
            "x": .double(center.x), "y": .double(center.y), "resting": .bool(status.isResting),
            "grabbed": .bool(status.isGrabbed), "departing": .bool(status.isDeparting),
        ])
    }
}

extension SquareView {
    /// How far the square is turned from upright, in radians within ±π/4 (a quarter turn looks the same).
    var tilt: Double {
        remainder(turn, Double.pi / 2)
    }

    /// The square's rotation, in radians.
    var turn: Double {
        atan2(transform.b, transform.a)
    }

    /// The side of the upright box around the square as it is turned now.
    var extent: Double {
        bounds.width * (abs(transform.a) + abs(transform.b))
    }
}
