import Preferences

/// Crossfade's section of the Settings tab: how long each fade lasts, how often and how late the click-count
/// notification comes, and whether it may go to the desktop. Each applies at once.
public enum CrossfadeSettings {
    public static let fadeDuration = TypedSetting.double(
        "crossfade.fadeDuration", title: "Fade duration", default: 1.0, range: 0.2...3.0, step: 0.1, unit: "s",
        footer: "each half of the crossfade, the fade out and then the fade in.")
    public static let notifyEvery = TypedSetting.int(
        "crossfade.notifyEvery", title: "Notify every", default: 4, range: 1...20, unit: "clicks")
    public static let notificationDelay = TypedSetting.int(
        "crossfade.notificationDelay", title: "Notification delay", default: 8, range: 1...60, unit: "s")
    public static let systemNotifications = TypedSetting.bool(
        "crossfade.systemNotifications", title: "Desktop notifications", default: true,
        footer: "when off, notifications always show as a banner inside the window.")

    public static let section = SettingsSection(
        "Crossfade",
        footer: "A notification counts your clicks; it shows on the desktop when Kinetic is not the active window.",
        declarations: [fadeDuration, notifyEvery, notificationDelay, systemNotifications])
}
