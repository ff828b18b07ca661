import DecimalText
import FoundationEssentials

/// One thing a Snowman animation changes (or one of its timing parameters): its name, unit, the stepper's
/// bounds and step, the value at rest, and how its value reads in the editor ("Width ×1.50", "Duration 1.5 s").
public struct AnimationDimension: Hashable, Sendable, Identifiable {
    /// Every dimension's key; also its key in `animations.plist`.
    public enum Key: String, CaseIterable, Codable, Sendable {
        case widthMultiplier, heightMultiplier, horizontalOffset, verticalOffset
        case rotationX, rotationY, rotationZ, opacity
        case duration, repeatCount, autoreverses, timingCurve
    }

    /// How a value is written for people.
    public enum Format: Hashable, Sendable {
        /// "×1.50"
        case multiplier
        /// A fraction shown as a signed percentage of the stage: "+25 %"
        case stageFraction
        /// "45°"
        case degrees
        /// A fraction shown as a percentage: "80 %"
        case percent
        /// "1.5 s"
        case seconds
        /// "∞" for 0, else "3×"
        case repeatCount
        /// "On" / "Off"
        case onOff
        /// One of `TimingCurveChoice`'s names
        case curve
    }

    public let key: Key
    public let name: String
    public let minimum: Double
    public let maximum: Double
    public let step: Double
    /// The value at rest (and of a new setting).
    public let defaultValue: Double
    public let format: Format

    public var id: Key { key }
    public var range: ClosedRange<Double> { minimum...maximum }

    /// `value` limited to the dimension's bounds (files from elsewhere may hold anything).
    public func clamped(_ value: Double) -> Double {
        value.isFinite ? min(max(value, minimum), maximum) : defaultValue
    }

    /// The value as the editor shows it, with its unit.
    public func formatted(_ value: Double) -> String {
        switch format {
        case .multiplier: return "×" + DecimalText.fixed(value, fractionDigits: 2)
        case .stageFraction:
            let percent = Int((value * 100).rounded())
            return (percent > 0 ? "+" : "") + "\(percent) %"
        case .degrees: return "\(Int(value.rounded()))°"
        case .percent: return "\(Int((value * 100).rounded())) %"
        case .seconds: return Self.trimmed(value) + " s"
        case .repeatCount: return value < 1 ? "∞" : "\(Int(value.rounded()))×"
        case .onOff: return value >= 0.5 ? "On" : "Off"
        case .curve: return TimingCurveChoice(value: value).name
        }
    }

    /// "1.5", "2", "0.25": no trailing zeros.
    static func trimmed(_ value: Double) -> String {
        var text = DecimalText.fixed(value, fractionDigits: 2)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

/// The timing curves a setting can pick, stored as their index.
public enum TimingCurveChoice: Int, CaseIterable, Sendable {
    case linear, easeIn, easeOut, easeInOut

    public init(value: Double) {
        self = Self(rawValue: Int(value.rounded())) ?? .easeInOut
    }

    public var name: String {
        switch self {
        case .linear: return "Linear"
        case .easeIn: return "Ease in"
        case .easeOut: return "Ease out"
        case .easeInOut: return "Ease in-out"
        }
    }
}

extension AnimationDimension {
    /// All dimensions in the editor's order: size and place first, then the turns and opacity, then timing.
    public static let all: [AnimationDimension] = [
        AnimationDimension(
            key: .widthMultiplier, name: "Width", minimum: 0.25, maximum: 3, step: 0.05, defaultValue: 1,
            format: .multiplier),
        AnimationDimension(
            key: .heightMultiplier, name: "Height", minimum: 0.25, maximum: 3, step: 0.05, defaultValue: 1,
            format: .multiplier),
        AnimationDimension(
            key: .horizontalOffset, name: "Horizontal offset", minimum: -0.5, maximum: 0.5, step: 0.05,
            defaultValue: 0, format: .stageFraction),
        AnimationDimension(
            key: .verticalOffset, name: "Vertical offset", minimum: -0.5, maximum: 0.5, step: 0.05, defaultValue: 0,
            format: .stageFraction),
        AnimationDimension(
            key: .rotationX, name: "Rotation X", minimum: -360, maximum: 360, step: 15, defaultValue: 0,
            format: .degrees),
        AnimationDimension(
            key: .rotationY, name: "Rotation Y", minimum: -360, maximum: 360, step: 15, defaultValue: 0,
            format: .degrees),
        AnimationDimension(
            key: .rotationZ, name: "Rotation Z", minimum: -720, maximum: 720, step: 15, defaultValue: 0,
            format: .degrees),
        AnimationDimension(
            key: .opacity, name: "Opacity", minimum: 0, maximum: 1, step: 0.05, defaultValue: 1, format: .percent),
        AnimationDimension(
            key: .duration, name: "Duration", minimum: 0.25, maximum: 10, step: 0.25, defaultValue: 1,
            format: .seconds),
        AnimationDimension(
            key: .repeatCount, name: "Repeat", minimum: 0, maximum: 20, step: 1, defaultValue: 1,
            format: .repeatCount),
        AnimationDimension(
            key: .autoreverses, name: "Autoreverse", minimum: 0, maximum: 1, step: 1, defaultValue: 0,
            format: .onOff),
        AnimationDimension(
            key: .timingCurve, name: "Timing curve", minimum: 0, maximum: 3, step: 1,
            defaultValue: Double(TimingCurveChoice.easeInOut.rawValue), format: .curve),
    ]

    /// The dimension with `key`.
    public static func named(_ key: Key) -> AnimationDimension {
        guard let dimension = all.first(where: { $0.key == key }) else {
            preconditionFailure("No dimension for \(key): add it to AnimationDimension.all.")
        }
        return dimension
    }
}
