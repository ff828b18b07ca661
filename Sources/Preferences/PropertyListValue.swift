import Foundation

/// Any value a property list can hold, so entries this version of the app does not know
/// (written by a newer version, or by hand) survive a load and a save untouched.
///
/// Known limitation: a property list reader cannot tell `<real>2</real>` from
/// `<integer>2</integer>` through `Codable`, so an integral real reads back as `.int`.
/// The number is kept; `SettingValue.doubleValue` widens it again.
indirect enum PropertyListValue: Sendable, Hashable {
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
    init(_ value: SettingValue) {
        switch value {
        case .bool(let value): self = .bool(value)
        case .int(let value): self = .int(value)
        case .double(let value): self = .double(value)
        case .string(let value): self = .string(value)
        }
    }

    /// The scalar a setting can use, or nil for containers, dates and data.
    var settingValue: SettingValue? {
        switch self {
        case .bool(let value): .bool(value)
        case .int(let value): .int(value)
        case .double(let value): .double(value)
        case .string(let value): .string(value)
        case .date, .data, .array, .dictionary: nil
        }
    }
}

extension PropertyListValue: Codable {
    /// Tries the strict shapes first: the decoder reads `<true/>` only as a Bool and
    /// `<real>2.5</real>` only as a Double, so the order Bool, Int, Double keeps the file's types.
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Date.self) {
            self = .date(value)
        } else if let value = try? container.decode(Data.self) {
            self = .data(value)
        } else if let value = try? container.decode([PropertyListValue].self) {
            self = .array(value)
        } else {
            self = .dictionary(try container.decode([String: PropertyListValue].self))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .date(let value): try container.encode(value)
        case .data(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .dictionary(let value): try container.encode(value)
        }
    }
}
