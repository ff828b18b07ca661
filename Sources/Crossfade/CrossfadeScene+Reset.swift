import Kit

/// Reset Count: the count starts again from 0, and a notification still on its way is cancelled — it counted
/// clicks that no longer count, and would arrive saying "You have clicked 4 times" after the caption said 0. One
/// already shown stays. The caption says so for a few seconds when one was cancelled.
extension CrossfadeScene {
    /// How long the caption says what the reset did before counting again, in seconds.
    static let resetNoticeDuration = 4.0
    static let resetCancelledNotice = "Count reset · the notification on its way is cancelled"

    public func resetCount() {
        let cancelled = notifications.cancelWaiting()
        clicks.resetCount()
        events.emit(CrossfadeEvent.countReset(cancelled: cancelled.count))
        if !cancelled.isEmpty {
            transientCaption.show(Self.resetCancelledNotice, for: Self.resetNoticeDuration, in: view.window)
        }
    }
}
