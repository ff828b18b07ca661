/// The value of one setting: the four shapes a settings row can edit.
///
/// Literals make call sites read naturally: `store.set(1.5, for: Crossfade.fadeDuration)`.
public enum SettingValue: Sendable, Hashable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
}

extension SettingValue {
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }

    /// Integers widen to doubles: a property list stores an integral real such as `2.0` as
    /// `<real>2</real>`, which reads back as an integer, and a double setting must still accept it.
    public var doubleValue: Double? {
        switch self {
        case .double(let value): value
        case .int(let value): Double(value)
        default: nil
        }
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}

extension SettingValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral
{
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
}

extension SettingValue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .bool(let value): "\(value)"
        case .int(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): value
        }
    }
}
