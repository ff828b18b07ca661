import Kit

/// Seed 004's notification rule: every `every`-th click schedules a "Click Count" notification `delay` seconds
/// later, saying how many times the user has clicked.
public struct ClickCountNotification: Hashable, Sendable {
    /// Clicks between notifications (the seed: 4).
    public var every: Int = 4
    /// Seconds from the click to the notification (the seed: 8).
    public var delay: Double = 8

    public init(every: Int = 4, delay: Double = 8) {
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
