import Kit

/// Reset Count: the count starts again from 0, and a notification still on its way is cancelled — it counted
/// clicks that no longer count, and would arrive saying "You have clicked 4 times" after the caption said 0. One
/// already shown stays. The caption says so for a few seconds when one was cancelled.
extension CrossfadeScene {
    /// How long the caption says what the reset did before counting again, in seconds.
    static let resetNoticeDuration = 4.0
    static let resetCancelledNotice = "Count reset · the notification on its way is cancelled"

    public func resetCount() {
        let cancelled = scheduledNotifications.map(\.tag).filter { notificationScheduler?.cancel(tag: $0) ?? false }
        notificationTags.subtract(cancelled)
        clicks.resetCount()
        events.emit(CrossfadeEvent.countReset(cancelled: cancelled.count))
        if !cancelled.isEmpty { showTransientCaption(Self.resetCancelledNotice) }
    }

    /// Shows `text` in the caption for `resetNoticeDuration`, or until the next counted click.
    func showTransientCaption(_ text: String) {
        clearTransientCaption()
        transientCaption = text
        updateCounter()
        guard let window = view.window else { return }
        transientCaptionToken = window.timers.schedule(at: window.now + Self.resetNoticeDuration) { [weak self] in
            self?.transientCaptionToken = nil
            self?.clearTransientCaption()
        }
    }

    func clearTransientCaption() {
        if let transientCaptionToken { view.window?.timers.cancel(transientCaptionToken) }
        transientCaptionToken = nil
        guard transientCaption != nil else { return }
        transientCaption = nil
        updateCounter()
    }
}
