import Kit

/// One brick on screen: a rounded slab in its row's colour. A brick that takes several hits shows one pip per hit
/// left and cracks once damaged, its colour dimming with each hit; a special brick shows its icon in a white ring.
@MainActor
final class BrickView: View {
    /// Small on purpose: the software renderer pays per triangle, and a 3 pt corner needs half the triangles of 4.
    static let cornerRadius: Double = 3
    /// Diameter of a pip (one per remaining hit), in points.
    static let pipSize: Double = 5
    /// Width of a crack's line, in points.
    static let crackWidth: Double = 1.3
    /// How far toward the field's colour a brick dims per hit taken, as a share of the way.
    static let dimmingPerHit = 0.22
    /// The lighter band along a brick's top edge: height in points and opacity.
    static let sheenHeight: Double = 3
    static let sheenAlpha = 0.22

    let position: BrickPosition
    private(set) var brick: Brick
    private let rowColor: Color

    init(brick: Brick) {
        self.brick = brick
        position = BrickPosition(row: brick.row, column: brick.column)
        rowColor = BreakoutPalette.brick(row: brick.row)
        super.init()
        cornerRadius = Self.cornerRadius
        isUserInteractionEnabled = false
        accessibilityIdentifier = "breakout.brick.\(brick.row).\(brick.column)"
        accessibilityLabel = "Brick row \(brick.row + 1), column \(brick.column + 1)"
        backgroundColor = restingColor
        if brick.special != nil {
            borderWidth = 1.5
            borderColor = Color.white.withAlpha(0.9)
        }
    }

    /// The colour for the brick's current damage.
    var restingColor: Color {
        let dimming = min(Double(brick.damage) * Self.dimmingPerHit, 0.7)
        return Color.interpolate(rowColor, BreakoutPalette.field, dimming)
    }

    /// Takes the brick's new state after a hit (the look changes with it).
    func update(_ newState: Brick) {
        brick = newState
        setNeedsDisplay()
    }

    override func draw(in canvas: Canvas) {
        // A lighter band along the top edge gives the flat slab a little depth.
        let r = Self.cornerRadius
        canvas.fill(
            Rect(x: r, y: 1, width: max(bounds.width - 2 * r, 0), height: Self.sheenHeight), cornerRadius: 0,
            color: Color.white.withAlpha(Self.sheenAlpha))
        if brick.damage > 0 { drawCracks(in: canvas) }
        if let special = brick.special {
            SpecialIcon.draw(special, in: canvas, around: bounds.center, size: min(bounds.height - 4, 14))
        } else if brick.maximumHits > 1 {
            drawPips(in: canvas)
        }
    }

    private func drawPips(in canvas: Canvas) {
        Self.drawPips(brick.remainingHits, in: canvas, center: bounds.center)
    }

    /// `count` pips in a row around `center`: the hits a brick still takes (the pause legend draws them too).
    static func drawPips(_ count: Int, in canvas: Canvas, center: Point) {
        let spacing = pipSize * 1.8
        let start = center.x - spacing * Double(count - 1) / 2
        for index in 0..<count {
            let x = start + Double(index) * spacing - pipSize / 2
            canvas.fillEllipse(
                in: Rect(x: x, y: center.y - pipSize / 2, width: pipSize, height: pipSize),
                color: BreakoutPalette.brickInk.withAlpha(0.7))
        }
    }

    /// Jagged dark lines from the edges inward, one more per hit taken.
    private func drawCracks(in canvas: Canvas) {
        let w = bounds.width
        let h = bounds.height
        // Each crack runs from one edge to the other in small zigzags, one more per hit.
        let cracks: [[(Double, Double)]] = [
            [(0.3, 0), (0.35, 0.3), (0.29, 0.55), (0.34, 0.8), (0.31, 1)],
            [(0.7, 1), (0.66, 0.7), (0.72, 0.45), (0.67, 0.2), (0.7, 0)],
            [(0.5, 0), (0.46, 0.35), (0.53, 0.6), (0.49, 1)],
            [(0.12, 1), (0.16, 0.6), (0.11, 0.3), (0.15, 0)],
        ].map { $0.map { (x, y) in (x * w, y * h) } }
        for crack in cracks.prefix(brick.damage) {
            for (start, end) in zip(crack, crack.dropFirst()) {
                canvas.strokeLine(
                    from: Point(x: start.0, y: start.1), to: Point(x: end.0, y: end.1), width: Self.crackWidth,
                    color: BreakoutPalette.brickInk.withAlpha(0.6))
            }
        }
    }

    override var automationType: String { "Brick" }
    override var automationValue: AutomationValue? { .int(brick.remainingHits) }
}
