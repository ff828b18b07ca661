import Kit

/// The playing field: the animator's reference view and the squares' superview. It draws faint column guides
/// and the keyboard's marker (the column the next square drops into: a faint band and a notch at the top) under
/// the squares, and the attachment (a line from the pointer to the grabbed square, with a dot at the pointer)
/// above them; departing squares are clipped at its edges.
@MainActor
final class FieldView: View {
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
        let notch = Self.markerNotchSize
        canvas.fill(
            Rect(x: band.midX - notch.width / 2, y: 0, width: notch.width, height: notch.height),
            cornerRadius: notch.height / 2, color: Self.markerColor)
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
