import Kit
import Preferences

/// The Pentominoes settings, applied to the scene when it is made and again whenever one changes: the snap
/// animation and the drag scale to the pieces' motion, the grid to the board, the hint step to the game.
@MainActor
final class SettingsLink {
    private let preferences: PreferencesStore
    private var observations: [SettingObservation] = []

    init(preferences: PreferencesStore) {
        self.preferences = preferences
    }

    var snapStyle: MotionStyle {
        let stored = preferences.string(for: PentominoesSettings.snapStyle)
        return (PentominoesSettings.SnapStyle(rawValue: stored) ?? .spring).motion
    }

    var liftScale: Double { preferences.double(for: PentominoesSettings.dragScale) }
    var showsGrid: Bool { preferences.bool(for: PentominoesSettings.showGrid) }
    var hintStep: Int { preferences.int(for: PentominoesSettings.hintPiecesPerPress) }

    /// Calls `apply` now and after every change of one of the scene's settings.
    func observe(_ apply: @escaping @MainActor (SettingsLink) -> Void) {
        apply(self)
        let settings = PentominoesSettings.section.settings
        observations = settings.map { setting in
            preferences.observe(setting) { [weak self] _ in
                guard let self else { return }
                apply(self)
            }
        }
    }
}
