import CSystemdBus
import Dispatch
import FoundationEssentials
import Kit

/// Posts freedesktop notifications (`org.freedesktop.Notifications.Notify`) over the D-Bus session bus with
/// sd-bus. Each call runs on a background queue with a time-out, so the frame loop never waits for the bus;
/// the result comes back through the main-loop mailbox. Each notification is one call, sent once: a call that
/// timed out is reported as possibly delivered, never retried.
@MainActor
public final class DesktopNotifier: SystemNotifier {
    /// The longest a Notify call may take before it counts as failed, in seconds.
    nonisolated static let callTimeout = 2.0
    /// How long the desktop shows a notification, in milliseconds (-1 would leave it to the server).
    nonisolated static let expireMilliseconds: Int32 = 10_000
    nonisolated static let applicationName = "Kinetic"
    /// The `desktop-entry` hint: the installed `.desktop` file's name, so the desktop shows the launcher's icon and name.
    nonisolated static let desktopEntry = ApplicationIdentity.id

    private let mailbox: MainLoopMailbox
    private let iconPath: String
    /// Concurrent, so the posts still under way at quit all run within the one bounded wait.
    private let queue = DispatchQueue(label: "kinetic.notifications", attributes: .concurrent)
    private let group = DispatchGroup()

    /// `iconPath`: the app icon (an absolute path; freedesktop servers accept file paths as icons).
    public init(mailbox: MainLoopMailbox, iconPath: String) {
        self.mailbox = mailbox
        self.iconPath = iconPath
    }

    public func post(
        _ notification: LocalNotification,
        completion: @escaping @MainActor (Result<UInt32, SystemNotifierError>) -> Void
    ) {
        let body = "\(notification.subtitle)\n\(notification.body)"
        let request = NotifyRequest(icon: iconPath, summary: notification.title, body: body)
        let mailbox = self.mailbox
        let done = UncheckedSendable(completion)
        group.enter()
        queue.async { [group] in
            let result = request.send()
            mailbox.post { done.value(result) }
            group.leave()
        }
    }

    public func waitForPendingPosts(timeout: Double) {
        _ = group.wait(timeout: .now() + timeout)
        mailbox.drain()
    }
}

/// One Notify call's arguments, sent from the background queue.
private struct NotifyRequest: Sendable {
    let icon: String
    let summary: String
    let body: String

    func send() -> Result<UInt32, SystemNotifierError> {
        var id: UInt32 = 0
        var errorName = [CChar](repeating: 0, count: 256)
        var mayHaveBeenDelivered: Int32 = 0
        let status = kinetic_notify(
            DesktopNotifier.applicationName, icon, summary, body, DesktopNotifier.desktopEntry,
            DesktopNotifier.expireMilliseconds, UInt64(DesktopNotifier.callTimeout * 1_000_000), &id, &errorName,
            errorName.count, &mayHaveBeenDelivered)
        guard status >= 0 else {
            let name = String(decoding: errorName.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(
                SystemNotifierError(
                    reason: name.isEmpty ? "error \(status)" : name, mayHaveBeenDelivered: mayHaveBeenDelivered != 0))
        }
        return .success(id)
    }
}
