import Kit

/// The strip above the field: the scene's title and hint on the left, two counters on the right.
@MainActor
final class HUDView: View {
    let title = Label(
        text: "Dropit", style: TextStyle(size: Theme.TypeSize.title, weight: .bold, color: Theme.Palette.textPrimary))
    let hint = Label(
        text: "Click a column or ←/→ + Space drops · drag throws",
        style: TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.textSecondary))
    let dropped = StatView(caption: "DROPPED", identifier: "dropit.dropped")
    let rows = StatView(caption: "ROWS", identifier: "dropit.rows")

    /// Width of one counter, in points.
    static let statWidth: Double = Theme.spacing * 10

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for view in [title, hint, dropped, rows] as [View] { addSubview(view) }
    }

    override func layoutSubviews() {
        let width = Self.statWidth
        rows.frame = Rect(x: bounds.maxX - width, y: 0, width: width, height: bounds.height)
        dropped.frame = Rect(x: rows.frame.minX - width, y: 0, width: width, height: bounds.height)
        let textWidth = max(0, dropped.frame.minX - Theme.spacing)
        title.frame = Rect(x: 0, y: 0, width: textWidth, height: bounds.height * 0.6)
        hint.frame = Rect(x: 0, y: bounds.height * 0.6, width: textWidth, height: bounds.height * 0.4)
        hint.isHidden = textWidth < Theme.spacing * 30
    }
}

/// A number over a small caption, right-aligned.
@MainActor
final class StatView: View {
    let value = Label(
        text: "0",
        style: TextStyle(
            size: Theme.TypeSize.title, weight: .bold, color: Theme.Palette.textPrimary, alignment: .trailing))
    let caption: Label

    init(caption text: String, identifier: String) {
        caption = Label(
            text: text,
            style: TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.textSecondary, alignment: .trailing))
        super.init(frame: .zero)
        value.accessibilityIdentifier = identifier
        addSubview(value)
        addSubview(caption)
    }

    override func layoutSubviews() {
        value.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height * 0.6)
        caption.frame = Rect(x: 0, y: bounds.height * 0.6, width: bounds.width, height: bounds.height * 0.4)
    }

    func show(_ number: Int) {
        value.text = String(number)
    }
}
