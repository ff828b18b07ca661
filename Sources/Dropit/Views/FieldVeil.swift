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

    /// Why play stands still, as the veil says it.
    enum Reason: Equatable {
        case paused, unfocused, over
    }

    /// The keys named on the veil ("P or Space", "N"); the scene sets them from its key map.
    var pauseKeys = ""
    var newGameKeys = ""
    private var shown: Reason?

    /// Shows the veil for `reason`, or hides it when there is none.
    func show(_ reason: Reason?) {
        isHidden = reason == nil
        guard let reason, reason != shown else { return }
        shown = reason
        switch reason {
        case .paused:
            title.text = "Paused"
            subtitle.text = "Click, or press \(pauseKeys), to play on"
        case .unfocused:
            title.text = "Paused"
            subtitle.text = "The game goes on when the window has focus again"
        case .over:
            title.text = "Game Over"
            subtitle.text = "Press \(newGameKeys) or click Clear for a new game"
        }
        accessibilityLabel = title.text
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
