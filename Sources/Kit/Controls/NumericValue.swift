/// Arithmetic shared by the numeric controls (stepper, slider): clamping and steps without floating-point dust.
enum NumericValue {
    /// `value` limited to `range`.
    static func clamped(_ value: Double, to range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }

    /// The nearest value `origin + k · step` inside `range` (the last step may fall short of the upper bound).
    static func nearestStep(_ value: Double, step: Double, in range: ClosedRange<Double>) -> Double {
        let origin = range.lowerBound
        let stepsBelowMaximum = ((range.upperBound - origin) / step + 1e-9).rounded(.down)
        let steps = min(max(((value - origin) / step).rounded(), 0), stepsBelowMaximum)
        return removingDust(origin + steps * step, step: step, origin: origin)
    }

    /// Removes floating-point dust (0.1 + 0.2 = 0.30000000000000004) by rounding to as many decimals as the
    /// step and origin use, when that moves the value by no more than the dust itself.
    static func removingDust(_ value: Double, step: Double, origin: Double) -> Double {
        let factor = max(decimalFactor(step), decimalFactor(origin))
        let rounded = (value * factor).rounded() / factor
        return abs(rounded - value) <= 1e-9 * max(1, abs(value)) ? rounded : value
    }

    /// 10^k for the fewest decimals k (at most 9) that write `number` to within a millionth of its last digit.
    static func decimalFactor(_ number: Double) -> Double {
        var factor = 1.0
        for _ in 0..<9 {
            let scaled = number * factor
            if abs(scaled - scaled.rounded()) < 1e-6 { break }
            factor *= 10
        }
        return factor
    }
}
