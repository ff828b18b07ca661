import Kit
import Preferences

/// The scene follows its settings (`CrossfadeSettings`) from launch on, each change at once.
extension CrossfadeScene {
    public static let settingsSection = CrossfadeSettings.section

    /// Reads the current values and follows every later change.
    func applySettings(from preferences: PreferencesStore) {
        fadeDuration = preferences[CrossfadeSettings.fadeDuration]
        clicks.rule.every = preferences[CrossfadeSettings.notifyEvery]
        clicks.rule.delay = Double(preferences[CrossfadeSettings.notificationDelay])
        usesSystemNotifications = preferences[CrossfadeSettings.systemNotifications]
        settingObservations = [
            preferences.observe(CrossfadeSettings.fadeDuration) { [weak self] in self?.fadeDuration = $0 },
            preferences.observe(CrossfadeSettings.notifyEvery) { [weak self] in self?.clicks.rule.every = $0 },
            preferences.observe(CrossfadeSettings.notificationDelay) { [weak self] in
                self?.clicks.rule.delay = Double($0)
            },
            preferences.observe(CrossfadeSettings.systemNotifications) { [weak self] in
                self?.usesSystemNotifications = $0
            },
        ]
    }
}
