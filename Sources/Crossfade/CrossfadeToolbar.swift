import Kit

/// The row under the picture: Open… (the desktop's file chooser, `crossfade.open`) with a reminder that a picture
/// can also be dropped on the window, and Reset Count (`crossfade.reset`) at the other end.
@MainActor
final class CrossfadeToolbar: View {
    static let hint = "or drop a picture on the window"
    /// Narrower than this, the hint has too little room to be read and is left out, in points.
    static let minimumHintWidth = Theme.spacing * 12

    let openButton = Button(title: "Open…", style: .gray)
    let resetButton = Button(title: "Reset Count", style: .gray)
    let hintLabel = Label(
        text: CrossfadeToolbar.hint,
        style: TextStyle(size: Theme.TypeSize.footnote, color: Theme.Palette.textSecondary))

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        openButton.accessibilityIdentifier = "crossfade.open"
        openButton.accessibilityLabel = "Open a picture"
        resetButton.accessibilityIdentifier = "crossfade.reset"
        resetButton.accessibilityLabel = "Reset the click count"
        hintLabel.accessibilityIdentifier = "crossfade.hint"
        hintLabel.truncatesTail = true
        for part in [openButton, hintLabel, resetButton] as [View] { addSubview(part) }
    }

    override func layoutSubviews() {
        let height = Theme.ControlMetrics.height
        let y = (bounds.height - height) / 2
        let openWidth = openButton.intrinsicContentSize.width
        let resetWidth = resetButton.intrinsicContentSize.width
        openButton.frame = Rect(x: 0, y: y, width: openWidth, height: height)
        resetButton.frame = Rect(x: bounds.width - resetWidth, y: y, width: resetWidth, height: height)
        let hintX = openButton.frame.maxX + Theme.spacing * 1.5
        let hintWidth = resetButton.frame.minX - Theme.spacing * 1.5 - hintX
        hintLabel.isHidden = hintWidth < Self.minimumHintWidth
        hintLabel.frame = Rect(x: hintX, y: 0, width: max(hintWidth, 0), height: bounds.height)
    }
}
