/// A notification for the user: what a desktop notification or the in-app banner shows.
public struct LocalNotification: Hashable, Sendable {
    public var title: String
    /// A second line under the title (freedesktop has no subtitle field: it leads the body there).
    public var subtitle: String
    public var body: String

    public init(title: String, subtitle: String, body: String) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
    }
}

/// Delivers notifications to the desktop (implemented by the Platform over D-Bus; a fake in unit tests).
@MainActor
public protocol SystemNotifier: AnyObject {
    /// Posts without blocking; `completion` runs on the main loop with the server's id, or the failure.
    func post(
        _ notification: LocalNotification,
        completion: @escaping @MainActor (Result<UInt32, SystemNotifierError>) -> Void)
    /// Blocks up to `timeout` seconds for posts still under way (used once, at quit).
    func waitForPendingPosts(timeout: Double)
}

/// Why a desktop notification could not be posted.
public struct SystemNotifierError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The D-Bus error name (e.g. `org.freedesktop.DBus.Error.ServiceUnknown`) or a short reason.
    public let reason: String
    /// The call reached the bus but no answer came within the time-out (a stalled notification service): the
    /// service may still show the notification once it wakes, so it must be neither sent again nor shown in the
    /// window, or the user would see it twice.
    public let mayHaveBeenDelivered: Bool

    public init(reason: String, mayHaveBeenDelivered: Bool = false) {
        self.reason = reason
        self.mayHaveBeenDelivered = mayHaveBeenDelivered
    }

    public var description: String { reason }
}
