import Preferences

/// Watches Breakout's settings for the scene. A change made in the Settings tab is noted and handed over when the
/// game shows again (`takeChange`), so a game is never changed behind the player's back; a change made while the
/// game shows (a test, a script) is handed over at once.
@MainActor
final class SettingsWatch {
    let preferences: PreferencesStore
    private var observations: [SettingObservation] = []
    private var changed = false
    private var isOnScreen = false
    /// Called with the new configuration when a change is to apply.
    private let apply: @MainActor (BreakoutConfiguration) -> Void

    init(preferences: PreferencesStore, apply: @escaping @MainActor (BreakoutConfiguration) -> Void) {
        self.preferences = preferences
        self.apply = apply
        observations = BreakoutSettings.section.settings.map { setting in
            preferences.observe(setting) { [weak self] _ in self?.settingChanged() }
        }
    }

    var configuration: BreakoutConfiguration { BreakoutConfiguration(preferences: preferences) }

    /// The game shows (true) or goes (false); a change made while it was away applies now.
    func setOnScreen(_ onScreen: Bool) {
        isOnScreen = onScreen
        if onScreen, changed { handOver() }
    }

    private func settingChanged() {
        changed = true
        if isOnScreen { handOver() }
    }

    private func handOver() {
        changed = false
        apply(configuration)
    }
}
