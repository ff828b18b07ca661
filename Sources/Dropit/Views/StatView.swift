import Kit

/// One of the game's numbers with its caption: a caption over a value (in the strip above the field), or a caption
/// beside a right-aligned value (a row of the side panel). The value label carries the automation id, and its text
/// is the number as shown ("12,480").
@MainActor
final class StatView: View {
    enum Arrangement {
        /// Value on top, caption under it, both left-aligned (the strip).
        case stacked
        /// Caption on top, a large value under it (the panel's score).
        case headline
        /// Caption at the left, value at the right, on one line (the panel's other rows).
        case row
    }

    let value: Label
    let caption: Label
    var arrangement = Arrangement.stacked {
        didSet {
            guard arrangement != oldValue else { return }
            value.style.alignment = arrangement == .row ? .trailing : .leading
            value.style.size =
                arrangement == .headline ? DropitLayout.scoreValueSize : DropitLayout.statValueSize
            setNeedsLayout()
        }
    }

    init(caption text: String, identifier: String) {
        value = Label(
            text: "0",
            style: TextStyle(size: DropitLayout.statValueSize, weight: .bold, color: Theme.Palette.textPrimary))
        caption = Label(text: text, style: DropitLayout.captionStyle)
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        value.accessibilityIdentifier = identifier
        addSubview(value)
        addSubview(caption)
    }

    /// Shows `text`, laying the strip out again when the text's width changed.
    func show(_ text: String) {
        guard value.text != text else { return }
        let widthChanged = text.count != value.text.count
        value.text = text
        if widthChanged { superview?.setNeedsLayout() }
    }

    /// The narrowest width that shows the caption and the value whole, in points.
    var fittingWidth: Double {
        let captionWidth = TextMeasurement.width(of: caption.text, style: caption.style)
        let valueWidth = TextMeasurement.width(of: value.text, style: value.style)
        switch arrangement {
        case .stacked, .headline: return max(captionWidth, valueWidth).rounded(.up)
        case .row: return (captionWidth + Theme.spacing + valueWidth).rounded(.up)
        }
    }

    override func layoutSubviews() {
        switch arrangement {
        case .stacked:
            let valueHeight = bounds.height * 0.6
            value.frame = Rect(x: 0, y: 0, width: bounds.width, height: valueHeight)
            caption.frame = Rect(x: 0, y: valueHeight, width: bounds.width, height: bounds.height - valueHeight)
        case .headline:
            let captionHeight = DropitLayout.captionLineHeight
            caption.frame = Rect(x: 0, y: 0, width: bounds.width, height: captionHeight)
            value.frame = Rect(x: 0, y: captionHeight, width: bounds.width, height: bounds.height - captionHeight)
        case .row:
            let captionWidth = TextMeasurement.width(of: caption.text, style: caption.style).rounded(.up)
            caption.frame = Rect(x: 0, y: 0, width: captionWidth, height: bounds.height)
            value.frame = Rect(
                x: captionWidth + Theme.spacing, y: 0, width: max(bounds.width - captionWidth - Theme.spacing, 0),
                height: bounds.height)
        }
    }
}
