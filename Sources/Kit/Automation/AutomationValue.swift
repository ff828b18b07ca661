import JSONText

/// A value in the automation files (`tree.json`, `events.jsonl`): JSON's types, Sendable, built without `Any`.
public enum AutomationValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([AutomationValue])
    case object([String: AutomationValue])
    case null

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// Compact JSON with keys sorted, so equal trees serialise to equal text.
    public var json: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .string(let s): out += JSONText.stringLiteral(s)
        case .int(let i): out += String(i)
        case .double(let d): out += Self.number(d)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (index, key) in fields.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                out += JSONText.stringLiteral(key) + ":"
                fields[key]!.write(to: &out)
            }
            out += "}"
        }
    }

    /// Numbers with at most 3 decimals (a thousandth of a point or second is plenty) and no exponent.
    private static func number(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        let rounded = (d * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
