/// A setting whose value has a Swift type: one declaration gives the Settings tab its row (title, range, step,
/// unit, footer), the file its key and default, validation its bounds, and the scene a typed value.
///
/// ```swift
/// static let brickRows = TypedSetting.int("breakout.brickRows", title: "Brick rows", default: 5, range: 1...12)
/// let rows = preferences[brickRows]   // an Int, clamped to 1...12, 5 when the file has none
/// ```
public struct TypedSetting<Value: SettingValueConvertible>: SettingDeclaration {
    /// The untyped declaration the Settings tab and the file work with.
    public let setting: Setting

    init(_ setting: Setting) {
        precondition(
            Value(settingValue: setting.defaultValue) != nil,
            "\(setting.key): the default \(setting.defaultValue) is not a \(Value.self); declare it with the matching kind"
        )
        self.setting = setting
    }

    public var key: String { setting.key }

    /// The value used when the file has none (or an invalid one).
    public var defaultValue: Value { Value(settingValue: setting.defaultValue)! }

    /// `value` made valid for this setting: clamped into range, or the default for an unknown choice or a NaN.
    public func validated(_ value: Value) -> Value {
        Value(settingValue: setting.validated(value.settingValue)) ?? defaultValue
    }

    /// This setting, in effect only while `condition` holds (see `Setting.enabled(when:)`).
    public func enabled(when condition: SettingCondition) -> Self {
        Self(setting.enabled(when: condition))
    }
}

/// Anything a settings section can list: an untyped `Setting` or a `TypedSetting`.
public protocol SettingDeclaration: Sendable, Hashable {
    var setting: Setting { get }
}

extension Setting: SettingDeclaration {
    public var setting: Setting { self }
}

extension TypedSetting where Value == Bool {
    public static func bool(_ key: String, title: String, default defaultValue: Bool, footer: String? = nil) -> Self {
        Self(Setting.bool(key, title: title, default: defaultValue, footer: footer))
    }
}

extension TypedSetting where Value == Int {
    public static func int(
        _ key: String, title: String, default defaultValue: Int, range: ClosedRange<Int>, step: Int = 1,
        unit: String? = nil, footer: String? = nil
    ) -> Self {
        Self(
            Setting.int(
                key, title: title, default: defaultValue, range: range, step: step, unit: unit, footer: footer))
    }
}

extension TypedSetting where Value == Double {
    public static func double(
        _ key: String, title: String, default defaultValue: Double, range: ClosedRange<Double>, step: Double,
        unit: String? = nil, footer: String? = nil
    ) -> Self {
        Self(
            Setting.double(
                key, title: title, default: defaultValue, range: range, step: step, unit: unit, footer: footer))
    }
}

extension TypedSetting where Value: SettingChoice {
    /// A segmented control over every case of `Value`, in declaration order.
    public static func choice(_ key: String, title: String, default defaultValue: Value, footer: String? = nil) -> Self
    {
        Self(
            Setting.choice(
                key, title: title, default: defaultValue.rawValue, options: Value.settingOptions, footer: footer))
    }
}

extension SettingsSection {
    /// A section of typed (or untyped) declarations, in the order the Settings tab shows them.
    public init(_ title: String, footer: String? = nil, declarations: [any SettingDeclaration]) {
        self.init(title, footer: footer, settings: declarations.map(\.setting))
    }
}
