import Kit

/// A dim layer over the field while play stands still, saying why and how it goes on ("Paused" — "Click, or press
/// P or Space, to play on"; "Game Over" — "Press N or click Clear for a new game"). Clicks pass through to the
/// field, where a click plays on.
@MainActor
final class FieldVeil: View {
    let title = Label(
        style: TextStyle(
            size: Theme.TypeSize.title, weight: .bold, color: Theme.Palette.textPrimary, alignment: .center))
    let subtitle = Label(
        style: TextStyle(
            size: Theme.TypeSize.body, color: Theme.Palette.textSecondary, alignment: .center, isMultiline: true))

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = DropitView.fieldColor.withAlpha(0.78)
        isUserInteractionEnabled = false
        isHidden = true
        accessibilityIdentifier = "dropit.veil"
        addSubview(title)
        addSubview(subtitle)
    }

    /// Shows the veil with `title` and `subtitle`, or hides it when `title` is nil.
    func show(title text: String?, subtitle detail: String = "") {
        isHidden = text == nil
        guard let text, text != title.text || detail != subtitle.text else { return }
        title.text = text
        subtitle.text = detail
        accessibilityLabel = text
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let inset = Theme.spacing * 2
        let width = max(bounds.width - 2 * inset, 0)
        let titleHeight = Theme.spacing * 4
        let subtitleHeight = TextMeasurement.wrappedHeight(of: subtitle.text, style: subtitle.style, width: width)
        let top = (bounds.height - titleHeight - Theme.spacing - subtitleHeight) / 2
        title.frame = Rect(x: inset, y: top, width: width, height: titleHeight)
        subtitle.frame = Rect(x: inset, y: title.frame.maxY + Theme.spacing, width: width, height: subtitleHeight)
    }

    override var automationType: String { "Veil" }
    override var automationValue: AutomationValue? { .string(subtitle.text) }
}
