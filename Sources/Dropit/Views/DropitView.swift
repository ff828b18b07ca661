import Kit

/// The scene's root view: the HUD above a framed field. The field is a whole number of columns wide (at most
/// `DropitTuning.maximumColumns`) and fills the height, centred in the window.
@MainActor
final class DropitView: View {
    /// The well the squares fall in: a shade deeper than the window.
    static let fieldColor = Color(hex: 0x141A26)

    let hud = HUDView()
    let frameView = View()
    let field = FieldView()
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
        addSubview(hud)
        addSubview(frameView)
        addSubview(field)
    }

    /// How many columns fit in `width` points.
    static func columns(fitting width: Double, pitch: Double) -> Int {
        let fitting = Int((width / pitch).rounded(.down))
        return min(max(fitting, DropitTuning.minimumColumns), DropitTuning.maximumColumns)
    }

    override func layoutSubviews() {
        let margin = DropitLayout.margin
        let padding = DropitLayout.framePadding
        let available = bounds.insetBy(dx: margin + padding, dy: 0)
        let columns = Self.columns(fitting: available.width, pitch: pitch)
        let width = Double(columns) * pitch
        let top = margin + DropitLayout.hudHeight + Theme.spacing * 2 + padding
        let height = max(pitch, bounds.height - top - margin - padding)
        field.frame = Rect(x: (bounds.width - width) / 2, y: top, width: width, height: height)
        field.pitch = pitch
        frameView.frame = field.frame.insetBy(dx: -padding, dy: -padding)
        hud.frame = Rect(
            x: frameView.frame.minX, y: margin, width: frameView.frame.width, height: DropitLayout.hudHeight)
    }
}
