import Kit
import Preferences

/// What the Settings tab logs. Names and fields are the automation contract (`docs/automation.md`).
public enum SettingsEvent: SemanticEvent, Equatable {
    /// `setting.changed`: the setting with this key now holds `value`.
    case changed(key: String, value: SettingValue)
    /// `settings.reset`: every setting went back to its default.
    case reset

    public var name: String {
        switch self {
        case .changed: "setting.changed"
        case .reset: "settings.reset"
        }
    }

    public var fields: [String: AutomationValue] {
        switch self {
        case .changed(let key, let value): ["key": .string(key), "value": AutomationValue(value)]
        case .reset: [:]
        }
    }
}

extension AutomationValue {
    init(_ value: SettingValue) {
        switch value {
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .string(let text): self = .string(text)
        }
    }
}
