import Kit
import Preferences

/// One setting as a table row: its title, its value in words, and the control that edits it — a switch for
/// on/off, a stepper for whole numbers, a slider for measures, a segmented control for a few choices — with the
/// setting's note under them. The control's id is `settings.<key>`. The row follows the store, so a reset or
/// another editor shows at once; a setting with no effect now (`Setting.enabledCondition`) is disabled and its
/// note says why (`SettingRow+Availability.swift`).
@MainActor
final class SettingRow: TableCell {
    /// Accessory widths, in points: a slider needs room to be precise; a segment fits a short title.
    static let sliderWidth = 220.0
    static let segmentWidth = 84.0

    let setting: Setting
    let control: Control
    /// The setting's help and, while it has no effect, why: under the title and the control.
    let noteLabel = Label(
        style: TextStyle(size: Theme.TypeSize.footnote, color: Theme.Palette.textSecondary, isMultiline: true))
    let preferences: PreferencesStore
    private let onChange: @MainActor (Setting, SettingValue) -> Void
    private var observation: SettingObservation?
    /// The settings this one's effect depends on, followed so the row enables itself when they change.
    var conditionObservations: [SettingObservation] = []

    init(
        setting: Setting, preferences: PreferencesStore,
        onChange: @escaping @MainActor (Setting, SettingValue) -> Void
    ) {
        self.setting = setting
        self.preferences = preferences
        self.onChange = onChange
        control = Self.makeControl(for: setting)
        super.init(title: setting.title)
        control.accessibilityIdentifier = "settings.\(setting.key)"
        control.accessibilityLabel = setting.title
        accessory = control
        addSubview(control)
        accessorySize = Self.accessorySize(for: setting, control: control)
        show(preferences.value(for: setting))
        wireControl()
        observation = preferences.observe(setting) { [weak self] value in self?.show(value) }
        addSubview(noteLabel)
        followAvailability()
    }

    override var automationValue: AutomationValue? { AutomationValue(preferences.value(for: setting)) }
    override func preferredHeight(forWidth width: Double) -> Double { heightWithNote(forWidth: width) }
    override func layoutSubviews() { layOutLineAndNote() }

    /// A switch and a segmented control show their value themselves; numbers need the text (with the unit).
    private var showsDetail: Bool {
        switch setting.kind {
        case .bool, .choice: false
        case .int, .double: true
        }
    }

    /// Puts `value` into the control and the detail text.
    func show(_ value: SettingValue) {
        detailLabel.text = showsDetail ? setting.displayText(for: value) : ""
        switch (control, value) {
        case (let toggle as Switch, .bool(let isOn)):
            if toggle.isOn != isOn { toggle.setOn(isOn, animated: window != nil) }
        case (let stepper as Stepper, .int(let number)):
            stepper.value = Double(number)
        case (let slider as Slider, _):
            slider.value = value.doubleValue ?? slider.value
        case (let segments as SegmentedControl, .string(let choice)):
            if case .choice(let options) = setting.kind, let index = options.firstIndex(where: { $0.value == choice }) {
                segments.selectedIndex = index
            }
        default:
            break
        }
    }

    private func store(_ value: SettingValue) {
        preferences.set(value, for: setting)
        onChange(setting, preferences.value(for: setting))
    }

    private func wireControl() {
        switch control {
        case let toggle as Switch:
            toggle.onValueChanged = { [weak self] isOn in self?.store(.bool(isOn)) }
        case let stepper as Stepper:
            stepper.onValueChanged = { [weak self] value in self?.store(.int(Int(value.rounded()))) }
        case let slider as Slider:
            slider.onValueChanged = { [weak self] value in self?.store(.double(value)) }
        case let segments as SegmentedControl:
            segments.onValueChanged = { [weak self] index in
                guard let self else { return }
                guard case .choice(let options) = self.setting.kind else { return }
                self.store(.string(options[index].value))
            }
        default:
            break
        }
    }

    private static func makeControl(for setting: Setting) -> Control {
        switch setting.kind {
        case .bool:
            return Switch()
        case .int(let range, let step):
            return Stepper(
                minimumValue: Double(range.lowerBound), maximumValue: Double(range.upperBound),
                stepValue: Double(step))
        case .double(let range, let step):
            // Both bounds at once: set one by one, a range above the default 0…1 (1.0…1.3) trips the slider's
            // minimum-below-maximum check halfway.
            return Slider(
                value: range.lowerBound, minimumValue: range.lowerBound, maximumValue: range.upperBound, step: step)
        case .choice(let options):
            return SegmentedControl(items: options.map(\.title))
        }
    }

    private static func accessorySize(for setting: Setting, control: Control) -> Size {
        switch setting.kind {
        case .double: Size(width: sliderWidth, height: Theme.ControlMetrics.height)
        case .choice(let options):
            Size(
                width: max(control.intrinsicContentSize.width, segmentWidth * Double(options.count)),
                height: Theme.ControlMetrics.height)
        case .bool, .int: control.intrinsicContentSize
        }
    }
}
