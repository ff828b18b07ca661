#if canImport(Glibc)
    import Glibc
#endif

/// Numbers as fixed-point text ("1.50"), rounded the way C's `printf("%.2f")` rounds, so every screen that shows a
/// number with a set count of fraction digits reads the same. C's formatter rather than Foundation's
/// `String(format:)`, which would link the whole of Foundation for one function.
public enum DecimalText {
    /// Room for any `Double` written out in full (about 310 integral digits) with the most fraction digits asked.
    private static let bufferSize = 512
    /// The most fraction digits a caller can ask for; more is clamped, as no screen shows more.
    public static let maximumFractionDigits = 17

    /// `value` with exactly `fractionDigits` digits after the point (none, and no point, for 0); "nan" and "inf"
    /// as C writes them.
    public static func fixed(_ value: Double, fractionDigits: Int) -> String {
        let digits = Int32(min(max(fractionDigits, 0), maximumFractionDigits))
        var buffer = [CChar](repeating: 0, count: bufferSize)
        let length = withVaList([digits, value]) { arguments in
            vsnprintf(&buffer, buffer.count, "%.*f", arguments)
        }
        guard length >= 0 else { return "\(value)" }
        let count = min(Int(length), buffer.count - 1)
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
