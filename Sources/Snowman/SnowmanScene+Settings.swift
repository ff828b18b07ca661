import Kit
import Preferences

/// The Snowman's setting in the Settings tab: how strong the perspective of its 3D turns is.
extension SnowmanScene {
    public nonisolated static let perspectiveDistance = TypedSetting.double(
        "snowman.perspectiveDistance", title: "Perspective distance", default: 800, range: 300...3000, step: 100,
        unit: "pt", footer: "how far the eye is from the snowman: nearer makes its 3D turns more dramatic.")

    public nonisolated static let settingsSection = SettingsSection(
        "Snowman", footer: "Saved animations are kept in animations.plist in Kinetic's data folder.",
        declarations: [perspectiveDistance])

    /// Reads the current value and follows every later change.
    func applySettings(from preferences: PreferencesStore) {
        studio.perspectiveDistance = preferences[Self.perspectiveDistance]
        settingObservations = [
            preferences.observe(Self.perspectiveDistance) { [weak self] distance in
                guard let self else { return }
                self.studio.perspectiveDistance = distance
                self.editor?.perspectiveDistance = distance
            }
        ]
    }
}
