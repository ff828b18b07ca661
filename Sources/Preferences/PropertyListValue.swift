import FoundationEssentials

/// Any value a property list can hold, so entries this version of the app does not know (written by a newer
/// version, or by hand) survive a load and a save untouched.
///
/// Files are read into this tree in one pass (`PropertyListValue(propertyList:)`, after
/// `PropertyListNesting` has bounded the depth) and written from it, so `<real>2</real>` stays a real and
/// `<integer>2</integer>` an integer.
public indirect enum PropertyListValue: Sendable, Hashable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case date(Date)
    case data(Data)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])
}

extension PropertyListValue {
    /// The value a setting stores.
    public init(_ value: SettingValue) {
        switch value {
        case .bool(let value): self = .bool(value)
        case .int(let value): self = .int(value)
        case .double(let value): self = .double(value)
        case .string(let value): self = .string(value)
        }
    }

    /// The scalar a setting can use, or nil for containers, dates and data.
    public var settingValue: SettingValue? {
        switch self {
        case .bool(let value): .bool(value)
        case .int(let value): .int(value)
        case .double(let value): .double(value)
        case .string(let value): .string(value)
        case .date, .data, .array, .dictionary: nil
        }
    }

    /// What the value is, in the words a message to the user uses: "a string", "an integer".
    public var kindDescription: String {
        switch self {
        case .bool: "a true/false value"
        case .int: "an integer"
        case .double: "a number"
        case .string: "a string"
        case .date: "a date"
        case .data: "data"
        case .array: "a list"
        case .dictionary: "a dictionary"
        }
    }
}
