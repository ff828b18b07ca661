import Preferences

/// Dropit's section of the Settings tab: one declaration per setting serves the table, the file, validation and
/// the scene (which reads `preferences[DropitSettings.gravity]` as a `Double`).
public enum DropitSettings {
    public static let gravity = TypedSetting.double(
        "dropit.gravity", title: "Gravity", default: 1, range: 0.25...3, step: 0.05, unit: "g",
        footer: "1 g pulls at 1,000 points per second squared.")
    public static let squareSize = TypedSetting.choice(
        "dropit.squareSize", title: "Square size", default: SquareSize.medium,
        footer: "A new size lays a new grid: the squares on the field are swept away.")
    public static let bounciness = TypedSetting.double(
        "dropit.bounciness", title: "Bounciness", default: 0.35, range: 0...0.9, step: 0.05)
    public static let obstacle = TypedSetting.bool("dropit.obstacle", title: "Round obstacle", default: true)
    public static let rotation = TypedSetting.bool(
        "dropit.rotation", title: "Squares can rotate", default: false,
        footer: "Tumbling squares rarely line up into full rows.")

    public static let section = SettingsSection(
        "Dropit", declarations: [gravity, squareSize, bounciness, obstacle, rotation])
}

/// The square-size setting: each size is a grid pitch (stored by raw value, as the file has always held it).
public enum SquareSize: String, SettingChoice {
    case small, medium, large

    public var title: String { rawValue.capitalized }

    /// Column width and square size, in points.
    public var pitch: Double {
        switch self {
        case .small: DropitTuning.smallPitch
        case .medium: DropitTuning.mediumPitch
        case .large: DropitTuning.largePitch
        }
    }
}
