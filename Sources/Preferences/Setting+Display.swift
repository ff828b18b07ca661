import DecimalText

#if canImport(Glibc)
    import Glibc
#endif

/// Text for a settings row's detail value, so every row formats numbers the same way.
extension Setting {
    /// The most fraction digits a step can ask for; steps finer than a millionth are not useful.
    static let maximumFractionDigits = 6

    /// E.g. "On", "12 px", "1.5 s", or a choice's title. The value is validated first.
    public func displayText(for value: SettingValue) -> String {
        switch (kind, validated(value)) {
        case (.bool, .bool(let isOn)):
            return isOn ? "On" : "Off"
        case (.int, .int(let number)):
            return withUnit("\(number)")
        case (.double(_, let step), .double(let number)):
            return withUnit(DecimalText.fixed(number, fractionDigits: Self.fractionDigits(for: step)))
        case (.choice(let options), .string(let choice)):
            return options.first { $0.value == choice }?.title ?? choice
        default:
            return value.description
        }
    }

    /// As many fraction digits as the step has: 0.1 → 1, 0.25 → 2, 5 → 0.
    static func fractionDigits(for step: Double) -> Int {
        let tolerance = 1e-9
        for digits in 0..<maximumFractionDigits {
            let scaled = step * pow(10, Double(digits))
            if abs(scaled - scaled.rounded()) < tolerance * max(1, scaled) {
                return digits
            }
        }
        return maximumFractionDigits
    }

    private func withUnit(_ number: String) -> String {
        guard let unit, !unit.isEmpty else { return number }
        return "\(number) \(unit)"
    }
}
