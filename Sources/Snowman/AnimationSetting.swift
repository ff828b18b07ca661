import FoundationEssentials
import Preferences

/// A named Snowman animation: one value per `AnimationDimension`. Rotations are in degrees, offsets are
/// fractions of the stage (positive vertical offset is up), opacity 0…1, duration in seconds, repeat count 0 for
/// forever, autoreverse 0/1, timing curve a `TimingCurveChoice` index.
public struct AnimationSetting: Hashable, Sendable, Codable {
    public var name: String
    private var values: [AnimationDimension.Key: Double]
    /// Keys of its entry in `animations.plist` this version does not read (a newer version's), written back
    /// untouched. Not part of equality: they do not change how the animation plays.
    public var unknownFileEntries: [String: PropertyListValue] = [:]

    /// A setting with every dimension at rest (and the default timing).
    public init(name: String) {
        self.name = name
        values = [:]
    }

    public init(name: String, _ values: [AnimationDimension.Key: Double]) {
        self.init(name: name)
        for (key, value) in values { self[key] = value }
    }

    /// The value of one dimension, always within its bounds (setting clamps).
    public subscript(key: AnimationDimension.Key) -> Double {
        get { values[key] ?? AnimationDimension.named(key).defaultValue }
        set { values[key] = AnimationDimension.named(key).clamped(newValue) }
    }

    public var widthMultiplier: Double { self[.widthMultiplier] }
    public var heightMultiplier: Double { self[.heightMultiplier] }
    public var horizontalOffset: Double { self[.horizontalOffset] }
    public var verticalOffset: Double { self[.verticalOffset] }
    public var rotationX: Double { self[.rotationX] }
    public var rotationY: Double { self[.rotationY] }
    public var rotationZ: Double { self[.rotationZ] }
    public var opacity: Double { self[.opacity] }
    public var duration: Double { self[.duration] }
    /// Cycles to play; 0 plays forever.
    public var repeatCount: Int { Int(self[.repeatCount].rounded()) }
    public var autoreverses: Bool { self[.autoreverses] >= 0.5 }
    public var timingCurve: TimingCurveChoice { TimingCurveChoice(value: self[.timingCurve]) }

    /// The same values under another name.
    public func renamed(_ name: String) -> AnimationSetting {
        var copy = self
        copy.name = name
        return copy
    }

    /// A one-line summary of the timing ("1.5 s · 3× · autoreverse · Ease in-out").
    public var timingSummary: String {
        var parts = [AnimationDimension.named(.duration).formatted(duration)]
        parts.append(
            repeatCount == 0 ? "forever" : AnimationDimension.named(.repeatCount).formatted(Double(repeatCount)))
        if autoreverses { parts.append("autoreverse") }
        parts.append(timingCurve.name)
        return parts.joined(separator: " · ")
    }

    // MARK: Codable: a flat dictionary, name plus one number per dimension

    /// A key of the file's dictionary: "name" or a dimension's key.
    private struct FileKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
        static let name = FileKey(stringValue: "name")
        init(_ key: AnimationDimension.Key) { stringValue = key.rawValue }
    }

    /// Missing dimensions take their defaults (older files keep loading); out-of-range values are clamped.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: FileKey.self)
        name = try container.decode(String.self, forKey: .name)
        values = [:]
        unknownFileEntries = [:]
        for key in AnimationDimension.Key.allCases {
            if let value = try container.decodeIfPresent(Double.self, forKey: FileKey(key)) { self[key] = value }
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: FileKey.self)
        try container.encode(name, forKey: .name)
        for key in AnimationDimension.Key.allCases { try container.encode(self[key], forKey: FileKey(key)) }
    }

    public static func == (a: AnimationSetting, b: AnimationSetting) -> Bool {
        a.name == b.name && AnimationDimension.Key.allCases.allSatisfy { a[$0] == b[$0] }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        for key in AnimationDimension.Key.allCases { hasher.combine(self[key]) }
    }
}
