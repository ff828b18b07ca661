import Kit

/// The scene's root view: a framed field and the scoreboard. The field is a whole number of columns wide (at most
/// `DropitTuning.maximumColumns`) and fills the height. With room for a full field and the side panel, the two
/// stand side by side, centred together; in a narrower window the scoreboard is a strip above the field. Over the
/// field: the veil (paused, game over) and the callout (points scored); in the frame's padding above it, the
/// countdown to the next automatic drop.
@MainActor
final class DropitView: View {
    /// The well the squares fall in: a shade deeper than the window.
    static let fieldColor = Color(hex: 0x141A26)

    let scoreboard = ScoreboardView()
    let frameView = View()
    let field = FieldView()
    let countdown = CountdownBar()
    let callout = CalloutView()
    let veil = FieldVeil()
    /// Column width, in points; changing it lays the field out again.
    var pitch: Double = DropitTuning.mediumPitch {
        didSet { if pitch != oldValue { setNeedsLayout() } }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Theme.Palette.background
        frameView.backgroundColor = Self.fieldColor
        frameView.cornerRadius = Theme.cornerRadius + DropitLayout.framePadding / 2
        frameView.borderWidth = 1.5
        frameView.borderColor = Theme.Palette.separator
        frameView.isUserInteractionEnabled = false
        for view in [scoreboard, frameView, field, countdown, callout, veil] as [View] { addSubview(view) }
    }

    /// How many columns fit in `width` points.
    static func columns(fitting width: Double, pitch: Double) -> Int {
        let fitting = Int((width / pitch).rounded(.down))
        return min(max(fitting, DropitTuning.minimumColumns), DropitTuning.maximumColumns)
    }

    /// Whether the side panel fits beside a field of the most columns.
    var hasRoomForPanel: Bool {
        let fullFrame = Double(DropitTuning.maximumColumns) * pitch + 2 * DropitLayout.framePadding
        return bounds.width >= 2 * DropitLayout.margin + fullFrame + DropitLayout.panelGap + DropitLayout.panelWidth
    }

    override func layoutSubviews() {
        if hasRoomForPanel { layOutWithPanel() } else { layOutWithStrip() }
        field.pitch = pitch
        frameView.frame = field.frame.insetBy(dx: -DropitLayout.framePadding, dy: -DropitLayout.framePadding)
        countdown.frame = Rect(
            x: field.frame.minX,
            y: frameView.frame.minY + (DropitLayout.framePadding - DropitLayout.countdownHeight) / 2,
            width: field.frame.width, height: DropitLayout.countdownHeight)
        veil.frame = field.frame
        callout.restingFrame = Rect(
            x: field.frame.minX + Theme.spacing, y: field.frame.minY + field.frame.height * 0.22,
            width: max(field.frame.width - 2 * Theme.spacing, 0), height: Theme.spacing * 10)
        callout.frame = callout.restingFrame
    }

    /// The field and the panel side by side, centred together, the field as tall as the window allows.
    private func layOutWithPanel() {
        let margin = DropitLayout.margin
        let padding = DropitLayout.framePadding
        let width = Double(DropitTuning.maximumColumns) * pitch
        let group = width + 2 * padding + DropitLayout.panelGap + DropitLayout.panelWidth
        let left = ((bounds.width - group) / 2).rounded()
        let height = max(pitch, bounds.height - 2 * margin - 2 * padding)
        field.frame = Rect(x: left + padding, y: margin + padding, width: width, height: height)
        scoreboard.arrangement = .panel
        scoreboard.frame = Rect(
            x: field.frame.maxX + padding + DropitLayout.panelGap, y: margin, width: DropitLayout.panelWidth,
            height: height + 2 * padding)
    }

    /// The strip above the field, as wide as the field's frame.
    private func layOutWithStrip() {
        let margin = DropitLayout.margin
        let padding = DropitLayout.framePadding
        let available = bounds.width - 2 * (margin + padding)
        let width = Double(Self.columns(fitting: available, pitch: pitch)) * pitch
        let top = margin + DropitLayout.stripHeight + DropitLayout.stripGap + padding
        let height = max(pitch, bounds.height - top - margin - padding)
        field.frame = Rect(x: ((bounds.width - width) / 2).rounded(), y: top, width: width, height: height)
        scoreboard.arrangement = .strip
        scoreboard.frame = Rect(
            x: field.frame.minX - padding, y: margin, width: width + 2 * padding, height: DropitLayout.stripHeight)
    }
}
