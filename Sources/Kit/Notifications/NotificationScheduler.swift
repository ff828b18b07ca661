/// Schedules notifications on the window's timers and delivers each when it falls due: as a desktop
/// notification when the window is not focused (as iOS shows notifications only outside the app), as an
/// in-app banner when it is — the choice is made when it fires. A failed desktop post falls back to the banner.
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

    /// Delivers every pending notification now (at quit, so none is lost), and waits briefly for the posts.
    public func deliverAllNow() {
        guard let window else { return }
        for entry in pending {
            if let token = tokens[entry.tag] { window.timers.cancel(token) }
            deliver(entry)
        }
        notifier?.waitForPendingPosts(timeout: Self.quitDeliveryTimeout)
    }

    /// How long quitting waits for desktop notifications still being posted, in seconds.
    public static let quitDeliveryTimeout = 2.0

    private func deliver(_ entry: Pending) {
        pending.removeAll { $0 == entry }
        tokens[entry.tag] = nil
        let focused = window?.hasFocus ?? false
        guard !focused, usesSystemNotifications, let notifier else {
            showBanner(entry)
            return
        }
        notifier.post(entry.notification) { [weak self] result in
            switch result {
            case .success(let id):
                self?.events.emit(
                    "notification.posted", ["count": .int(entry.tag), "via": "dbus", "id": .int(Int(id))])
            case .failure(let error):
                self?.reportFailureOnce(error)
                self?.showBanner(entry)
            }
        }
    }

    private func showBanner(_ entry: Pending) {
        guard let window else { return }
        let banner = BannerView(notification: entry.notification)
        banner.present(in: window)
        events.emit("notification.posted", ["count": .int(entry.tag), "via": "banner", "id": .null])
    }

    private func reportFailureOnce(_ error: SystemNotifierError) {
        guard !reportedFailure else { return }
        reportedFailure = true
        log("kinetic: desktop notifications unavailable (\(error.reason)); showing them in the window instead")
    }
}
