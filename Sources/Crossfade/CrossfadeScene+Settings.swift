import Kit
import Preferences

/// The scene's four settings (the notification issue): how long each fade lasts, how often and how late the
/// click-count notification comes, and whether it may go to the desktop. Each applies at once.
extension CrossfadeScene {
    public static let fadeDuration = Setting.double(
        "crossfade.fadeDuration", title: "Fade duration", default: 1.0, range: 0.2...3.0, step: 0.1, unit: "s",
        footer: "each half of the crossfade, the fade out and then the fade in.")
    public static let notifyEvery = Setting.int(
        "crossfade.notifyEvery", title: "Notify every", default: 4, range: 1...20, unit: "clicks")
    public static let notificationDelay = Setting.int(
        "crossfade.notificationDelay", title: "Notification delay", default: 8, range: 1...60, unit: "s")
    public static let systemNotifications = Setting.bool(
        "crossfade.systemNotifications", title: "Desktop notifications", default: true,
        footer: "when off, notifications always show as a banner inside the window.")

    public static let settingsSection = SettingsSection(
        "Crossfade",
        footer: "A notification counts your clicks; it shows on the desktop when Kinetic is not the active window.",
        settings: [fadeDuration, notifyEvery, notificationDelay, systemNotifications])

    /// Reads the current values and follows every later change.
    func applySettings(from preferences: PreferencesStore) {
        apply(fadeDurationSetting: preferences.double(for: Self.fadeDuration))
        clickNotification.every = preferences.int(for: Self.notifyEvery)
        clickNotification.delay = Double(preferences.int(for: Self.notificationDelay))
        usesSystemNotifications = preferences.bool(for: Self.systemNotifications)
        settingObservations = [
            preferences.observe(Self.fadeDuration) { [weak self] in
                self?.apply(fadeDurationSetting: $0.doubleValue)
            },
            preferences.observe(Self.notifyEvery) { [weak self] in
                self?.clickNotification.every = $0.intValue ?? 4
            },
            preferences.observe(Self.notificationDelay) { [weak self] in
                self?.clickNotification.delay = Double($0.intValue ?? 8)
            },
            preferences.observe(Self.systemNotifications) { [weak self] in
                self?.usesSystemNotifications = $0.boolValue ?? true
            },
        ]
    }

    private func apply(fadeDurationSetting value: Double?) {
        fadeDuration = value ?? 1
    }
}
