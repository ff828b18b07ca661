/// JSON text written by hand, without Foundation: the automation files and `kinetic solve --json` both print JSON,
/// and the solver's program links no Foundation so that it starts small.
public enum JSONText {
    /// `value` as a JSON string literal: quotes, backslashes and control characters escaped, the rest as is.
    @inlinable
    public static func stringLiteral(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += "\\u" + paddedHex(scalar.value, digits: 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    @usableFromInline
    static func paddedHex(_ value: UInt32, digits: Int) -> String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - hex.count)) + hex
    }
}
