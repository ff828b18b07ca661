import DecimalText
import FoundationEssentials

/// Where the snowman is and how it is turned, in the setting's units: size multipliers, offsets as fractions of
/// the stage from its centre (positive y is up), rotations in degrees, opacity 0…1. Rest is the identity.
public struct SnowmanPose: Equatable, Sendable {
    public var width = 1.0
    public var height = 1.0
    public var x = 0.0
    public var y = 0.0
    public var rotationX = 0.0
    public var rotationY = 0.0
    public var rotationZ = 0.0
    public var opacity = 1.0

    public static let rest = SnowmanPose()

    public init() {}

    /// The pose a setting animates to.
    public init(_ setting: AnimationSetting) {
        width = setting.widthMultiplier
        height = setting.heightMultiplier
        x = setting.horizontalOffset
        y = setting.verticalOffset
        rotationX = setting.rotationX
        rotationY = setting.rotationY
        rotationZ = setting.rotationZ
        opacity = setting.opacity
    }

    /// Compact, for tree.json: "w=1.20 h=0.90 x=0.10 y=-0.05 rx=30.0 ry=0.0 rz=0.0 o=1.00".
    public var automationText: String {
        func fixed(_ value: Double, _ digits: Int) -> String {
            let text = DecimalText.fixed(value, fractionDigits: digits)
            return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
        }
        return "w=\(fixed(width, 2)) h=\(fixed(height, 2)) x=\(fixed(x, 2)) y=\(fixed(y, 2)) "
            + "rx=\(fixed(rotationX, 1)) ry=\(fixed(rotationY, 1)) rz=\(fixed(rotationZ, 1)) o=\(fixed(opacity, 2))"
    }
}
