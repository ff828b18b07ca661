import Kit

/// The scene's root view: the HUD along the top and the field filling the rest, on the 8-point grid.
@MainActor
final class BreakoutRootView: View {
    /// Margin around the HUD and the field, in points.
    static let margin = Theme.spacing * 2

    let hud = HUDView()
    let field = FieldView()

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        // No background of its own: the window behind already has the Theme's, and a full-window fill costs ~3 ms
        // a frame on the software renderer.
        addSubview(hud)
        addSubview(field)
    }

    override func layoutSubviews() {
        let margin = Self.margin
        hud.frame = Rect(x: margin, y: margin / 2, width: max(bounds.width - 2 * margin, 0), height: HUDView.height)
        let top = hud.frame.maxY + margin / 2
        field.frame = Rect(
            x: margin, y: top, width: max(bounds.width - 2 * margin, 0), height: max(bounds.height - top - margin, 0))
    }
}

/// The play field: the animator's reference view. Back to front: the bricks' layer, the effects' layer, the
/// paddle, the balls' layer, a hint line near the bottom while a ball waits to be launched, the timers of running
/// effects in the bottom-left corner, and the pause overlay that covers the field while paused. The layers fill the
/// field and take no touches, so a press anywhere in the field reaches the field's own gesture recognizers.
@MainActor
final class FieldView: View {
    static let cornerRadius: Double = 12
    /// Distance of the hint's baseline area from the field's bottom, in points.
    static let hintBottomMargin: Double = 36
    /// The settings note's top, in points: in the open strip above the wall.
    static let settingsNoteTop: Double = 14
    /// The gamepad hint's pill: widest it grows and its height, in points; its top sits this far below the middle.
    static let gamepadHintMaximumWidth: Double = 420
    static let gamepadHintHeight: Double = 32
    static let gamepadHintOffset: Double = 48
    /// The effect timers' row: its distance from the field's left and bottom edges and between timers, in points.
    static let effectTimerInset: Double = 12
    static let effectTimerSpacing: Double = 16

    /// Called when the field's size changes (and on the first layout), with the new size.
    var onResize: (@MainActor (Size) -> Void)?

    let brickLayer = FieldView.makeLayer()
    let effectLayer = FieldView.makeLayer()
    let paddle = PaddleView()
    let ballLayer = FieldView.makeLayer()
    let hint = Label(
        style: TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textSecondary, alignment: .center))
    /// Says that new settings for the wall or the serve wait for the next level or game (empty otherwise).
    let settingsNote = Label(
        style: TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.textSecondary, alignment: .center))
    /// "Gamepad connected — …", shown for a few seconds when a gamepad arrives (faded out otherwise).
    let gamepadHint = Label(
        style: TextStyle(size: Theme.TypeSize.body, weight: .bold, color: Theme.Palette.textPrimary, alignment: .center)
    )
    /// One timer per timed effect, shown while it runs.
    let effectTimers = BrickSpecial.allCases.filter { $0.duration != nil }.map {
        EffectTimerView(special: $0, color: BreakoutPalette.effect($0))
    }
    /// Covers the field while paused.
    let veil = PauseOverlayView()
    private var laidOutSize: Size?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        cornerRadius = Self.cornerRadius
        borderWidth = 1
        borderColor = BreakoutPalette.fieldBorder
        clipsToBounds = true
        accessibilityIdentifier = "breakout.field"
        accessibilityLabel = "Breakout field"
        gamepadHint.backgroundColor = Theme.Palette.surfaceRaised
        gamepadHint.cornerRadius = Self.gamepadHintHeight / 2
        gamepadHint.isUserInteractionEnabled = false
        gamepadHint.alpha = 0
        gamepadHint.accessibilityIdentifier = "breakout.gamepadHint"
        settingsNote.accessibilityIdentifier = "breakout.settingsNote"
        settingsNote.isUserInteractionEnabled = false
        let layers =
            [brickLayer, effectLayer, paddle, ballLayer, hint, settingsNote, gamepadHint] + effectTimers + [veil]
        for layer in layers { addSubview(layer) }
    }

    private static func makeLayer() -> View {
        let layer = View()
        layer.isUserInteractionEnabled = false
        return layer
    }

    override func draw(in canvas: Canvas) {
        canvas.fill(bounds, cornerRadius: Self.cornerRadius, color: BreakoutPalette.field)
    }

    override func layoutSubviews() {
        for layer in [brickLayer, effectLayer, ballLayer] { layer.frame = bounds }
        hint.frame = Rect(x: 0, y: bounds.height - Self.hintBottomMargin, width: bounds.width, height: 20)
        settingsNote.frame = Rect(x: 0, y: Self.settingsNoteTop, width: bounds.width, height: 16)
        let hintWidth = min(Self.gamepadHintMaximumWidth, max(bounds.width - 4 * Theme.spacing, 0))
        gamepadHint.frame = Rect(
            x: bounds.midX - hintWidth / 2, y: bounds.midY + Self.gamepadHintOffset, width: hintWidth,
            height: Self.gamepadHintHeight)
        veil.frame = bounds
        layOutEffectTimers()
        guard bounds.size != laidOutSize, bounds.width > 0, bounds.height > 0 else { return }
        laidOutSize = bounds.size
        onResize?(bounds.size)
    }

    /// The running effects' timers side by side in the bottom-left corner, below the paddle.
    func layOutEffectTimers() {
        var x = Self.effectTimerInset
        let y = bounds.height - Self.effectTimerInset - EffectTimerView.size.height
        for timer in effectTimers where !timer.isHidden {
            timer.frame = Rect(origin: Point(x: x, y: y), size: EffectTimerView.size)
            x += EffectTimerView.size.width + Self.effectTimerSpacing
        }
    }
}
