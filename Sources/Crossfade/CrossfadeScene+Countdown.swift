import Kit

/// The notifications this scene scheduled, while they wait: the caption counts down to the soonest, a second at
/// a time (a timer at each whole second, only while one waits, so an idle window still sleeps), and Reset Count
/// cancels them.
extension CrossfadeScene {
    /// The scene's notifications still waiting to be delivered, soonest first.
    var scheduledNotifications: [NotificationScheduler.Pending] {
        (notificationScheduler?.pending ?? []).filter { notificationTags.contains($0.tag) }.sorted {
            $0.dueTime < $1.dueTime
        }
    }

    /// Whole seconds until the soonest waiting notification (rounded up), or nil when none waits.
    var secondsToNextNotification: Int? {
        guard let soonest = scheduledNotifications.first, let now = view.window?.now else { return nil }
        return Int((soonest.dueTime - now).rounded(.up))
    }

    /// Follows the scheduler: the caption is rewritten when a notification is scheduled, delivered or cancelled.
    func followNotifications() {
        notificationScheduler?.onPendingChange = { [weak self] in self?.notificationsChanged() }
    }

    func notificationsChanged() {
        notificationTags.formIntersection(Set((notificationScheduler?.pending ?? []).map(\.tag)))
        updateCounter()
        scheduleCountdownTick()
    }

    /// Rewrites the caption the moment the whole seconds left change, while a notification waits.
    func scheduleCountdownTick() {
        guard let window = view.window else { return }
        if let countdownToken { window.timers.cancel(countdownToken) }
        countdownToken = nil
        guard let soonest = scheduledNotifications.first else { return }
        let secondsLeft = (soonest.dueTime - window.now).rounded(.up)
        let nextChange = soonest.dueTime - (secondsLeft - 1)
        guard nextChange < soonest.dueTime else { return }
        countdownToken = window.timers.schedule(at: nextChange) { [weak self] in
            self?.countdownToken = nil
            self?.updateCounter()
            self?.scheduleCountdownTick()
        }
    }
}
