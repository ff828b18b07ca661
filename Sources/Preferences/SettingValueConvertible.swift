/// A Swift type a setting's value can be read as and written from, so a scene reads `store[rows]` as an `Int`
/// instead of unwrapping a `SettingValue` and repeating the default at each call site.
public protocol SettingValueConvertible: Sendable, Hashable {
    /// The typed value, or nil when `settingValue` has another shape.
    init?(settingValue: SettingValue)
    var settingValue: SettingValue { get }
}

extension Bool: SettingValueConvertible {
    public init?(settingValue: SettingValue) {
        guard let value = settingValue.boolValue else { return nil }
        self = value
    }

    public var settingValue: SettingValue { .bool(self) }
}

extension Int: SettingValueConvertible {
    public init?(settingValue: SettingValue) {
        guard let value = settingValue.intValue else { return nil }
        self = value
    }

    public var settingValue: SettingValue { .int(self) }
}

extension Double: SettingValueConvertible {
    /// Integers widen (see `SettingValue.doubleValue`).
    public init?(settingValue: SettingValue) {
        guard let value = settingValue.doubleValue else { return nil }
        self = value
    }

    public var settingValue: SettingValue { .double(self) }
}

/// The options of a choice setting as an enum: stored by raw value (stable across rewordings), shown by title.
///
/// ```swift
/// enum BallSpeed: String, SettingChoice { case slow, normal, fast; var title: String { rawValue.capitalized } }
/// static let ballSpeed = TypedSetting.choice("breakout.ballSpeed", title: "Ball speed", default: BallSpeed.normal)
/// ```
public protocol SettingChoice: SettingValueConvertible, RawRepresentable<String>, CaseIterable {
    /// What the segmented control shows for this option.
    var title: String { get }
}

extension SettingChoice {
    public init?(settingValue: SettingValue) {
        guard let raw = settingValue.stringValue else { return nil }
        self.init(rawValue: raw)
    }

    public var settingValue: SettingValue { .string(rawValue) }

    /// Every case as a segmented-control option, in declaration order.
    static var settingOptions: [SettingOption] { allCases.map { SettingOption($0.rawValue, title: $0.title) } }
}
