import Kit

/// One dimension of a setting in the editor's table: its name and its control (id `snowman.property.<key>`) —
/// a switch for an on/off value (autoreverse), a segmented control for the timing curve, and for every amount a
/// stepper bounded by the dimension's minimum, maximum and step, its value shown with its unit ("Width ×1.50").
@MainActor
public final class SnowmanPropertyCell: TableCell {
    public let dimension: AnimationDimension
    /// The control that edits the value.
    public let control: Control
    /// Called after the user changed the value, with the new value.
    public var onValueChanged: (@MainActor (_ value: Double) -> Void)?
    /// The value the control holds (always within the dimension's bounds).
    public private(set) var value: Double

    public init(dimension: AnimationDimension, value: Double) {
        self.dimension = dimension
        self.value = dimension.clamped(value)
        control = Self.makeControl(for: dimension, value: self.value)
        super.init(title: dimension.name, accessory: control)
        accessorySize = Self.accessorySize(for: control)
        control.accessibilityIdentifier = "snowman.property.\(dimension.key.rawValue)"
        control.accessibilityLabel = dimension.name
        detailLabel.style.color = Theme.Palette.textPrimary
        detailLabel.style.weight = .bold
        showValue()
        observeControl()
    }

    /// The stepper, for an amount (nil for a switch or the curve).
    public var stepper: Stepper? { control as? Stepper }

    /// Sets the value from code (no callback).
    public func setValue(_ newValue: Double) {
        value = dimension.clamped(newValue)
        switch control {
        case let stepper as Stepper: stepper.value = value
        case let toggle as Switch: toggle.setOn(value >= 0.5, animated: false)
        case let segments as SegmentedControl: segments.selectedIndex = TimingCurveChoice(value: value).rawValue
        default: break
        }
        showValue()
    }

    // MARK: Private

    private static func makeControl(for dimension: AnimationDimension, value: Double) -> Control {
        switch dimension.format {
        case .onOff:
            return Switch(isOn: value >= 0.5)
        case .curve:
            return SegmentedControl(
                items: TimingCurveChoice.allCases.map(\.name), selectedIndex: TimingCurveChoice(value: value).rawValue)
        default:
            return Stepper(
                value: value, minimumValue: dimension.minimum, maximumValue: dimension.maximum,
                stepValue: dimension.step)
        }
    }

    private static func accessorySize(for control: Control) -> Size {
        control is Stepper ? Stepper.standardSize : control.intrinsicContentSize
    }

    private func observeControl() {
        switch control {
        case let stepper as Stepper:
            stepper.onValueChanged = { [weak self] value in self?.userChanged(to: value) }
        case let toggle as Switch:
            toggle.onValueChanged = { [weak self] isOn in self?.userChanged(to: isOn ? 1 : 0) }
        case let segments as SegmentedControl:
            segments.onValueChanged = { [weak self] index in
                self?.userChanged(to: Double(TimingCurveChoice.allCases[index].rawValue))
            }
        default:
            break
        }
    }

    private func userChanged(to newValue: Double) {
        value = dimension.clamped(newValue)
        showValue()
        onValueChanged?(value)
    }

    /// A stepper's value needs words beside it; a switch and a segmented control show theirs themselves.
    private func showValue() {
        detailLabel.text = control is Stepper ? dimension.formatted(value) : ""
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
