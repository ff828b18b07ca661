import Preferences

/// The Pentominoes settings the Settings tab shows.
public enum PentominoesSettings {
    /// How pieces settle into a cell or fly home: a spring with a little overshoot, an ease-out, or at once.
    public static let snapStyle = Setting.choice(
        "pentominoes.snapStyle", title: "Snap animation", default: SnapStyle.spring.rawValue,
        options: SnapStyle.allCases.map { SettingOption($0.rawValue, title: $0.title) })
    public static let showGrid = Setting.bool("pentominoes.showGrid", title: "Show grid", default: true)
    public static let hintPiecesPerPress = Setting.int(
        "pentominoes.hintPieces", title: "Hint pieces per press", default: 1, range: 1...4,
        footer: "How many more pieces of a solution each press of Hint reveals.")
    public static let dragScale = Setting.double(
        "pentominoes.dragScale", title: "Piece drag scale", default: 1.15, range: 1.0...1.3, step: 0.05, unit: "×",
        footer: "How much a piece grows while you hold it.")

    public static let section = SettingsSection(
        "Pentominoes", settings: [snapStyle, showGrid, hintPiecesPerPress, dragScale])

    /// The snap animation choices, as stored in the settings file.
    public enum SnapStyle: String, CaseIterable, Sendable {
        case spring, ease, none

        var title: String {
            switch self {
            case .spring: "Spring"
            case .ease: "Ease"
            case .none: "None"
            }
        }

        var motion: MotionStyle {
            switch self {
            case .spring: .snapSpring
            case .ease: .snapEase
            case .none: .immediate
            }
        }
    }
}
