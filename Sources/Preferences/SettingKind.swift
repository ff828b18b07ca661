/// What a setting holds and which values are valid; the Settings tab picks its control from it
/// (switch, stepper, slider, segmented control or picker).
public enum SettingKind: Sendable, Hashable {
    case bool
    case int(range: ClosedRange<Int>, step: Int)
    case double(range: ClosedRange<Double>, step: Double)
    case choice(options: [SettingOption])
}
