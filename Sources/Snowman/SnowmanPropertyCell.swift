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

    /// A row too narrow for its title and control side by side (the four curves in a small window) puts the
    /// control on a line of its own under the title, as wide as the row.
    public override func preferredHeight(forWidth width: Double) -> Double {
        guard needsOwnLine(forWidth: width) else { return Self.standardHeight }
        return Self.titleLineHeight + accessorySize.height + Self.ownLineBottomInset
    }

    public override func layoutSubviews() {
        guard needsOwnLine(forWidth: bounds.width) else { return super.layoutSubviews() }
        let inner = bounds.insetBy(dx: Self.padding, dy: 0)
        titleLabel.frame = Rect(x: inner.minX, y: 0, width: inner.width, height: Self.titleLineHeight)
        detailLabel.frame = .zero
        control.frame = Rect(x: inner.minX, y: Self.titleLineHeight, width: inner.width, height: accessorySize.height)
    }

    /// The title line's height, and the space under the control, when the control has a line of its own.
    static let titleLineHeight = Theme.spacing * 5
    static let ownLineBottomInset = Theme.spacing * 1.5

    private func needsOwnLine(forWidth width: Double) -> Bool {
        let titleWidth = TextMeasurement.width(of: titleLabel.text, style: titleLabel.style)
        let detailWidth = TextMeasurement.width(of: detailLabel.text, style: detailLabel.style)
        let gaps = 2 * Self.padding + Theme.spacing * 3
        return titleWidth + detailWidth + accessorySize.width + gaps > width
    }

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
