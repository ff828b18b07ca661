/// Schedules notifications on the window's timers and delivers each when it falls due: as a desktop
/// notification when the window is not focused (as iOS shows notifications only outside the app), as an
/// in-app banner when it is — the choice is made when it fires. A desktop post the service refused falls back to
/// the banner; one it may have received (no answer in time) does not, so no notification shows twice.
@MainActor
public final class NotificationScheduler {
    public struct Pending: Hashable, Sendable {
        public let notification: LocalNotification
        public let dueTime: Double
        public let tag: Int
    }

    public private(set) var pending: [Pending] = []
    /// Desktop notifications on/off (off: every notification is a banner).
    public var usesSystemNotifications = true

    private weak var window: Window?
    private let notifier: SystemNotifier?
    private let events: EventLog
    private var tokens: [Int: TimerQueue.Token] = [:]
    private var reportedFailure = false
    private let log: @MainActor (String) -> Void

    public init(
        window: Window, notifier: SystemNotifier?, events: EventLog,
        log: @escaping @MainActor (String) -> Void = { _ in }
    ) {
        self.window = window
        self.notifier = notifier
        self.events = events
        self.log = log
    }

    /// Schedules `notification` `delay` seconds from now; `tag` is reported in the events (e.g. the click count).
    public func schedule(_ notification: LocalNotification, after delay: Double, tag: Int) {
        guard let window else { return }
        let due = window.now + delay
        let entry = Pending(notification: notification, dueTime: due, tag: tag)
        pending.append(entry)
        tokens[tag] = window.timers.schedule(at: due) { [weak self] in self?.deliver(entry) }
        events.emit("notification.scheduled", ["count": .int(tag), "due_in": .double(delay)])
        window.setNeedsDisplay()
    }

    /// Delivers every pending notification now, at quit, so none is lost: to the desktop even when the window
    /// is focused (a banner would close with the window), waiting at most `quitDeliveryTimeout` for the posts.
    public func deliverAllNow() {
        guard let window else { return }
        for entry in pending {
            if let token = tokens[entry.tag] { window.timers.cancel(token) }
            deliver(entry, quitting: true)
        }
        notifier?.waitForPendingPosts(timeout: Self.quitDeliveryTimeout)
    }

    /// How long quitting waits for desktop notifications still being posted, in seconds.
    public static let quitDeliveryTimeout = 2.0

    /// Posts `entry` to the desktop when the window is not focused (or the app is quitting), else shows the
    /// banner. Each notification is sent at most once.
    private func deliver(_ entry: Pending, quitting: Bool = false) {
        pending.removeAll { $0 == entry }
        tokens[entry.tag] = nil
        let focused = window?.hasFocus ?? false
        guard usesSystemNotifications, let notifier else {
            if quitting {
                reportUndelivered(entry, reason: "desktop notifications are off")
            } else {
                showBanner(entry)
            }
            return
        }
        guard !focused || quitting else {
            showBanner(entry)
            return
        }
        notifier.post(entry.notification) { [weak self] result in
            self?.handle(result, of: entry, quitting: quitting)
        }
    }

    private func handle(_ result: Result<UInt32, SystemNotifierError>, of entry: Pending, quitting: Bool) {
        switch result {
        case .success(let id):
            events.emit("notification.posted", ["count": .int(entry.tag), "via": "dbus", "id": .int(Int(id))])
        case .failure(let error) where error.mayHaveBeenDelivered:
            // The service holds the call and may show it when it wakes: sending it again, or showing the banner
            // too, would show it twice.
            events.emit("notification.posted", ["count": .int(entry.tag), "via": "dbus", "id": .null])
            log(
                "kinetic: the notification service did not answer in time (\(error.reason)); "
                    + "it may still show \"\(entry.notification.body)\", so it is not sent again")
        case .failure(let error) where quitting:
            reportUndelivered(entry, reason: error.reason)
        case .failure(let error):
            reportFailureOnce(error)
            showBanner(entry)
        }
    }

    private func showBanner(_ entry: Pending) {
        guard let window else { return }
        window.banners.show(BannerView(notification: entry.notification))
        events.emit("notification.posted", ["count": .int(entry.tag), "via": "banner", "id": .null])
    }

    /// At quit a banner would close with the window, so a notification that cannot go to the desktop is named
    /// on stderr instead.
    private func reportUndelivered(_ entry: Pending, reason: String) {
        log("kinetic: notification \"\(entry.notification.body)\" not delivered at quit: \(reason)")
    }

    private func reportFailureOnce(_ error: SystemNotifierError) {
        guard !reportedFailure else { return }
        reportedFailure = true
        log("kinetic: desktop notifications unavailable (\(error.reason)); showing them in the window instead")
    }
}
