import Kit
import Preferences

/// Which clicks bring a notification: every `every`-th counted click schedules a "Click Count" notification
/// `delay` seconds later, saying how many times the user has clicked.
public struct ClickCountNotification: Hashable, Sendable {
    /// Clicks between notifications.
    public var every: Int
    /// Seconds from the click to the notification.
    public var delay: Double

    public init(
        every: Int = CrossfadeSettings.notifyEvery.defaultValue,
        delay: Double = Double(CrossfadeSettings.notificationDelay.defaultValue)
    ) {
        self.every = every
        self.delay = delay
    }

    /// The notification a click with this count schedules, or nil when the count is not a multiple of `every`.
    public func notification(forCount count: Int) -> LocalNotification? {
        guard every > 0, count > 0, count % every == 0 else { return nil }
        return LocalNotification(
            title: "Click Count", subtitle: "Crossfade is keeping score", body: "You have clicked \(count) times")
    }
}
