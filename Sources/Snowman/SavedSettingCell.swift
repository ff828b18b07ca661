import Kit

/// A saved animation in the editor's list: its name and Duplicate (ids `snowman.saved.<n>.duplicate`, n its place
/// in the list), with Rename… and Delete… for the user's own; a built-in preset says so instead of those two.
@MainActor
final class SavedSettingCell: TableCell {
    let duplicateButton: Button
    let renameButton: Button?
    let deleteButton: Button?

    init(name: String, isPreset: Bool, index: Int) {
        duplicateButton = Button(title: "Duplicate", style: .gray)
        duplicateButton.accessibilityIdentifier = "snowman.saved.\(index).duplicate"
        duplicateButton.accessibilityLabel = "Duplicate “\(name)”"
        if isPreset {
            renameButton = nil
            deleteButton = nil
        } else {
            let rename = Button(title: "Rename…", style: .gray)
            rename.accessibilityIdentifier = "snowman.saved.\(index).rename"
            let delete = Button(title: "Delete…", style: .plain)
            delete.titleColor = Theme.Palette.destructive
            delete.accessibilityIdentifier = "snowman.saved.\(index).delete"
            renameButton = rename
            deleteButton = delete
        }
        super.init(title: name, detail: isPreset ? "Built-in" : nil)
        titleLabel.truncatesTail = true
        for button in [duplicateButton, renameButton, deleteButton].compactMap({ $0 }) { addSubview(button) }
    }

    /// The buttons from the trailing edge inwards (Delete…, Rename…, Duplicate), each its own width, a grid step
    /// apart; the name takes the room left, and a preset's "Built-in" sits just before Duplicate.
    override func layoutSubviews() {
        let height = Theme.ControlMetrics.height
        let y = (bounds.height - height) / 2
        var trailing = bounds.width - Self.padding
        for button in [deleteButton, renameButton, duplicateButton].compactMap({ $0 }) {
            let width = button.intrinsicContentSize.width
            button.frame = Rect(x: trailing - width, y: y, width: width, height: height)
            trailing = button.frame.minX - Theme.spacing
        }
        let detailWidth =
            detailLabel.text.isEmpty
            ? 0 : TextMeasurement.width(of: detailLabel.text, style: detailLabel.style).rounded(.up)
        detailLabel.frame = Rect(x: trailing - detailWidth, y: 0, width: detailWidth, height: bounds.height)
        let titleEnd = detailWidth > 0 ? detailLabel.frame.minX - Theme.spacing * 2 : trailing
        titleLabel.frame = Rect(
            x: Self.padding, y: 0, width: max(0, titleEnd - Self.padding), height: bounds.height)
    }
}
