import Kit

/// The notifications this scene scheduled, while they wait (`CrossfadeNotifications`): the caption counts down to
/// the soonest, a second at a time, and Reset Count cancels them.
extension CrossfadeScene {
    /// Whole seconds until the soonest waiting notification (rounded up), or nil when none waits.
    var secondsToNextNotification: Int? {
        view.window.flatMap { notifications.secondsToNext(from: $0.now) }
    }

    /// A notification was scheduled, delivered or cancelled, or the whole seconds left changed: the caption is
    /// rewritten, and the countdown's timer set for the next change.
    func notificationsChanged() {
        updateCounter()
        notifications.scheduleCountdownTick(in: view.window)
    }
}
