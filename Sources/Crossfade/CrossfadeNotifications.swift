import Kit

/// The click-count notifications the scene scheduled, while they wait, and the countdown to the soonest. The
/// scheduler is the app's, shared with other scenes, so the scene's own are known by their tags (the click
/// counts). The countdown is a timer at each whole second, only while one waits, so an idle window still sleeps.
@MainActor
final class CrossfadeNotifications {
    /// Delivers the notifications; nil leaves them out (unit tests of the fades).
    var scheduler: NotificationScheduler? {
        didSet {
            scheduler?.usesSystemNotifications = usesSystemNotifications
            scheduler?.onPendingChange = { [weak self] in self?.pendingChanged() }
        }
    }
    /// Whether a due notification may go to the desktop (off: always the in-app banner).
    var usesSystemNotifications = true {
        didSet { scheduler?.usesSystemNotifications = usesSystemNotifications }
    }
    /// Called when the caption must be rewritten: a notification was scheduled, delivered or cancelled, or the
    /// whole seconds left to the soonest changed.
    var onChange: (@MainActor () -> Void)?
    /// The tags of the notifications scheduled here that may still be waiting.
    private var tags: Set<Int> = []
    /// The timer that rewrites the caption's countdown at the next whole second.
    private(set) var countdownToken: TimerQueue.Token?

    /// The notifications scheduled here still waiting to be delivered, soonest first.
    var waiting: [NotificationScheduler.Pending] {
        (scheduler?.pending ?? []).filter { tags.contains($0.tag) }.sorted { $0.dueTime < $1.dueTime }
    }

    /// Whole seconds from `now` until the soonest waiting notification (rounded up), or nil when none waits.
    func secondsToNext(from now: Double) -> Int? {
        guard let soonest = waiting.first else { return nil }
        return Int((soonest.dueTime - now).rounded(.up))
    }

    /// Schedules `notification` for the click numbered `count`; without a scheduler it is left out.
    func schedule(_ notification: LocalNotification, after delay: Double, count: Int) {
        guard let scheduler else { return }
        tags.insert(count)
        scheduler.schedule(notification, after: delay, tag: count)
    }

    /// Cancels every notification still waiting and returns the tags of those cancelled.
    func cancelWaiting() -> [Int] {
        let cancelled = waiting.map(\.tag).filter { scheduler?.cancel(tag: $0) ?? false }
        tags.subtract(cancelled)
        return cancelled
    }

    /// Forgets the tags of notifications no longer waiting (delivered, or cancelled elsewhere).
    func forgetDelivered() {
        tags.formIntersection(Set((scheduler?.pending ?? []).map(\.tag)))
    }

    /// Calls `onChange` the moment the whole seconds left change, while a notification waits on `window`'s clock.
    func scheduleCountdownTick(in window: Window?) {
        guard let window else { return }
        if let countdownToken { window.timers.cancel(countdownToken) }
        countdownToken = nil
        guard let soonest = waiting.first else { return }
        let secondsLeft = (soonest.dueTime - window.now).rounded(.up)
        let nextChange = soonest.dueTime - (secondsLeft - 1)
        guard nextChange < soonest.dueTime else { return }
        countdownToken = window.timers.schedule(at: nextChange) { [weak self] in
            self?.countdownToken = nil
            self?.onChange?()
        }
    }

    private func pendingChanged() {
        forgetDelivered()
        onChange?()
    }
}
