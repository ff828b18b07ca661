import Kit

/// One dimension of a setting in the editor's table: its name and current value with its unit ("Width ×1.50")
/// and a stepper bounded by the dimension's minimum, maximum and step (id `snowman.property.<key>`).
@MainActor
public final class SnowmanPropertyCell: TableCell {
    public let dimension: AnimationDimension
    public let stepper: Stepper
    /// Called after the user stepped, with the new value.
    public var onValueChanged: (@MainActor (_ value: Double) -> Void)?

    public init(dimension: AnimationDimension, value: Double) {
        self.dimension = dimension
        stepper = Stepper(
            value: value, minimumValue: dimension.minimum, maximumValue: dimension.maximum,
            stepValue: dimension.step)
        super.init(title: dimension.name, detail: dimension.formatted(value), accessory: stepper)
        accessorySize = Stepper.standardSize
        stepper.accessibilityIdentifier = "snowman.property.\(dimension.key.rawValue)"
        stepper.accessibilityLabel = dimension.name
        detailLabel.style.color = Theme.Palette.textPrimary
        detailLabel.style.weight = .bold
        stepper.onValueChanged = { [weak self] value in
            guard let self else { return }
            self.showValue(value)
            self.onValueChanged?(value)
        }
    }

    /// The value the stepper holds (always within the dimension's bounds).
    public var value: Double { stepper.value }

    /// Sets the value from code (no callback).
    public func setValue(_ value: Double) {
        stepper.value = value
        showValue(stepper.value)
    }

    private func showValue(_ value: Double) {
        detailLabel.text = dimension.formatted(value)
    }
}

/// A saved setting in the editor's list: its name, and Rename… / Delete… for the user's own (a built-in preset
/// says so instead).
@MainActor
final class SavedSettingCell: TableCell {
    let renameButton: Button?
    let deleteButton: Button?

    init(name: String, isPreset: Bool, index: Int) {
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
        for button in [renameButton, deleteButton].compactMap({ $0 }) { addSubview(button) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let renameButton, let deleteButton else { return }
        let height = Theme.ControlMetrics.height
        let y = (bounds.height - height) / 2
        let deleteWidth = deleteButton.intrinsicContentSize.width
        let renameWidth = renameButton.intrinsicContentSize.width
        deleteButton.frame = Rect(
            x: bounds.width - Self.padding - deleteWidth, y: y, width: deleteWidth, height: height)
        renameButton.frame = Rect(
            x: deleteButton.frame.minX - Theme.spacing - renameWidth, y: y, width: renameWidth, height: height)
        titleLabel.frame.size.width = max(0, renameButton.frame.minX - Theme.spacing - titleLabel.frame.minX)
    }
}
