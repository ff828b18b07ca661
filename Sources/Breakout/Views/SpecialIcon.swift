import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// The little pictures on special bricks, drawn with lines and ellipses so they are crisp at any size: a ball with
/// a plus (extra ball), a bar with arrows (wider paddle), a clock (slow ball), a starburst (explosive).
@MainActor
enum SpecialIcon {
    static let ink = BreakoutPalette.brickInk
    static let lineWidth: Double = 1.6

    /// A small brick of `color` wearing the white ring and the icon, as special bricks look in the field: the
    /// picture the pause overlay's legend and the effect timers show.
    static func drawBadge(_ special: BrickSpecial, in canvas: Canvas, frame: Rect, color: Color) {
        canvas.fill(frame, cornerRadius: BrickView.cornerRadius, color: color)
        canvas.stroke(frame, cornerRadius: BrickView.cornerRadius, lineWidth: 1.5, color: Color.white.withAlpha(0.9))
        draw(special, in: canvas, around: frame.center, size: min(frame.height - 4, 14))
    }

    static func draw(_ special: BrickSpecial, in canvas: Canvas, around center: Point, size: Double) {
        let r = size / 2
        switch special {
        case .extraBall: drawExtraBall(canvas, center, r)
        case .widePaddle: drawWidePaddle(canvas, center, r)
        case .slowBall: drawClock(canvas, center, r)
        case .explosive: drawStarburst(canvas, center, r)
        }
    }

    private static func drawExtraBall(_ canvas: Canvas, _ c: Point, _ r: Double) {
        let ball = r * 0.55
        canvas.fillEllipse(in: Rect(x: c.x - r, y: c.y - ball, width: 2 * ball, height: 2 * ball), color: ink)
        let plusCenter = Point(x: c.x + r * 0.55, y: c.y)
        let arm = r * 0.4
        canvas.strokeLine(
            from: Point(x: plusCenter.x - arm, y: c.y), to: Point(x: plusCenter.x + arm, y: c.y), width: lineWidth,
            color: ink)
        canvas.strokeLine(
            from: Point(x: plusCenter.x, y: c.y - arm), to: Point(x: plusCenter.x, y: c.y + arm), width: lineWidth,
            color: ink)
    }

    private static func drawWidePaddle(_ canvas: Canvas, _ c: Point, _ r: Double) {
        let reach = r * 1.3
        canvas.strokeLine(
            from: Point(x: c.x - reach, y: c.y), to: Point(x: c.x + reach, y: c.y), width: lineWidth, color: ink)
        let head = r * 0.45
        for direction in [-1.0, 1.0] {
            let tip = Point(x: c.x + direction * reach, y: c.y)
            for vertical in [-1.0, 1.0] {
                canvas.strokeLine(
                    from: tip, to: Point(x: tip.x - direction * head, y: tip.y + vertical * head), width: lineWidth,
                    color: ink)
            }
        }
    }

    private static func drawClock(_ canvas: Canvas, _ c: Point, _ r: Double) {
        canvas.stroke(
            Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r), cornerRadius: r, lineWidth: lineWidth,
            color: ink)
        canvas.strokeLine(from: c, to: Point(x: c.x, y: c.y - r * 0.65), width: lineWidth, color: ink)
        canvas.strokeLine(from: c, to: Point(x: c.x + r * 0.5, y: c.y), width: lineWidth, color: ink)
    }

    private static func drawStarburst(_ canvas: Canvas, _ c: Point, _ r: Double) {
        let spokes = 8
        for index in 0..<spokes {
            let angle = Double(index) * 2 * Double.pi / Double(spokes)
            let length = index % 2 == 0 ? r : r * 0.6
            canvas.strokeLine(
                from: c, to: Point(x: c.x + cos(angle) * length, y: c.y + sin(angle) * length), width: lineWidth,
                color: ink)
        }
        let core = r * 0.35
        canvas.fillEllipse(in: Rect(x: c.x - core, y: c.y - core, width: 2 * core, height: 2 * core), color: ink)
    }
}
