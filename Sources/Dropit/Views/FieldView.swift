import Kit

/// The playing field: the animator's reference view and the squares' superview, over the round obstacle. It draws
/// faint column guides and the keyboard's marker (the column the next square drops into: a faint band and a notch
/// at the top) under the squares, and the attachment (a line from the pointer to the grabbed square, with a dot at
/// the pointer) above them; departing squares are clipped at its edges.
@MainActor
final class FieldView: View {
    /// The round obstacle, under the squares (hidden without one).
    let obstacle = ObstacleView()
    /// Column width in points (0 before the scene sets it).
    var pitch: Double = 0 {
        didSet { setNeedsDisplay() }
    }
    /// The cells the obstacle shadows (they do not count towards a row), drawn a shade darker; nil for none.
    var obstacleShadow: Rect? {
        didSet { if obstacleShadow != oldValue { setNeedsDisplay() } }
    }
    /// The column the marker shows, or nil for none.
    var markedColumn: Int? {
        didSet { if markedColumn != oldValue { setNeedsDisplay() } }
    }
    /// The next square, waiting faintly at the top of the marked column in its colour (nil: none shown).
    var preview: (color: Color, side: Double)? {
        didSet { if preview?.color != oldValue?.color || preview?.side != oldValue?.side { setNeedsDisplay() } }
    }
    /// The attachment to draw, in field points: pointer end and square end.
    var attachmentLine: (anchor: Point, item: Point)? {
        didSet { setNeedsDisplay() }
    }
    /// Told when the field's size changed (old size first); the scene re-lays its boundaries then.
    var onResize: (@MainActor (Size, Size) -> Void)?
    /// The field's counters for automation (set by the scene).
    var automationSummary: (@MainActor () -> AutomationValue)?

    private var laidOutSize = Size.zero

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = DropitView.fieldColor
        clipsToBounds = true
        accessibilityIdentifier = "dropit.field"
        accessibilityLabel = "Dropit field"
        addSubview(obstacle)
    }

    override func layoutSubviews() {
        let old = laidOutSize
        laidOutSize = bounds.size
        if old != laidOutSize { onResize?(old, laidOutSize) }
    }

    /// The marker's band, its notch's size in points, and their colour.
    static let markerBandAlpha = 0.1
    static let markerNotchSize = Size(width: 20, height: 6)
    static let markerColor = Theme.Palette.accent
    /// How strongly the waiting square shows: a hint of its colour, clearly not yet a square in play.
    static let previewAlpha = 0.22
    static let previewEdgeAlpha = 0.6
    /// How much darker the obstacle's shadow is than the field.
    static let shadowColor = Color.black.withAlpha(0.25)

    override func draw(in canvas: Canvas) {
        guard pitch > 0 else { return }
        if let obstacleShadow { canvas.fill(obstacleShadow, cornerRadius: 0, color: Self.shadowColor) }
        drawMarker(in: canvas)
        let guide = Color.white.withAlpha(0.035)
        var x = pitch
        while x < bounds.width - 1 {
            canvas.strokeLine(
                from: Point(x: x, y: 0), to: Point(x: x, y: bounds.height), width: 1, color: guide)
            x += pitch
        }
    }

    private func drawMarker(in canvas: Canvas) {
        guard let column = markedColumn else { return }
        let band = Rect(x: Double(column) * pitch, y: 0, width: pitch, height: bounds.height)
        canvas.fill(band, cornerRadius: 0, color: Self.markerColor.withAlpha(Self.markerBandAlpha))
        if let preview { drawPreview(preview, over: band, in: canvas) }
        let notch = Self.markerNotchSize
        canvas.fill(
            Rect(x: band.midX - notch.width / 2, y: 0, width: notch.width, height: notch.height),
            cornerRadius: notch.height / 2, color: Self.markerColor)
    }

    /// The next square where it will appear, faint, with its edge a little stronger.
    private func drawPreview(_ preview: (color: Color, side: Double), over band: Rect, in canvas: Canvas) {
        let ghost = Rect(
            center: Point(x: band.midX, y: preview.side / 2 + DropitTuning.spawnDrop),
            size: Size(width: preview.side, height: preview.side))
        let corner = preview.side * DropitTuning.squareCornerFraction
        canvas.fill(ghost, cornerRadius: corner, color: preview.color.withAlpha(Self.previewAlpha))
        canvas.stroke(
            ghost, cornerRadius: corner, lineWidth: 1, color: preview.color.withAlpha(Self.previewEdgeAlpha))
    }

    override func drawOverlay(in canvas: Canvas) {
        guard let line = attachmentLine else { return }
        canvas.strokeLine(
            from: line.anchor, to: line.item, width: DropitTuning.attachmentLineWidth,
            color: Color.white.withAlpha(0.75))
        let item = DropitTuning.anchorDotRadius * 0.6
        canvas.fillEllipse(
            in: Rect(center: line.item, size: Size(width: 2 * item, height: 2 * item)),
            color: Color.white.withAlpha(0.9))
        let radius = DropitTuning.anchorDotRadius
        canvas.fillEllipse(
            in: Rect(center: line.anchor, size: Size(width: 2 * radius, height: 2 * radius)),
            color: Theme.Palette.accent)
    }

    override var automationType: String { "Field" }
    override var automationValue: AutomationValue? { automationSummary?() }
}
