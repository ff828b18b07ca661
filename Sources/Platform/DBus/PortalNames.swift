import FoundationEssentials
import Kit

/// The XDG desktop portal's names on the session bus, and the two conversions its requests need: the request
/// handle a call will get (so the answer can be listened for before the call is made) and a `file://` URI back
/// to a path.
enum PortalNames {
    static let service = "org.freedesktop.portal.Desktop"
    static let objectPath = "/org/freedesktop/portal/desktop"
    static let fileChooserInterface = "org.freedesktop.portal.FileChooser"
    static let requestInterface = "org.freedesktop.portal.Request"
    static let requestPathPrefix = "/org/freedesktop/portal/desktop/request"

    /// The request object the portal makes for a call from `sender` (our unique bus name, ":1.42") that passes
    /// `token` as its `handle_token`: `/org/freedesktop/portal/desktop/request/1_42/<token>`.
    static func requestPath(sender: String, token: String) -> String {
        let element = String(sender.drop { $0 == ":" }.map { $0 == "." ? "_" : $0 })
        return "\(requestPathPrefix)/\(element)/\(token)"
    }

    /// A fresh `handle_token`: a prefix naming us and a random number, as the portal asks, so two requests (or two
    /// libraries in one process) never share a handle. Only letters, digits and underscores: an object path element.
    static func newToken() -> String {
        "kinetic_\(UInt64.random(in: 0...UInt64.max))"
    }

    /// The local path a `file://` URI names (percent escapes decoded), or nil for any other URI.
    static func path(fromFileURI uri: String) -> String? {
        guard let url = URL(string: uri), url.scheme?.lowercased() == "file" else { return nil }
        guard url.host == nil || url.host == "" || url.host == "localhost" else { return nil }
        let path = url.path
        return path.hasPrefix("/") ? path : nil
    }
}

/// Why a portal call failed, sorted by what the user must be told: the portal is missing (nothing answers its
/// name, it has no file chooser, it did not answer in time, or there is no session bus at all), or it answered
/// with some other error.
enum PortalFailure {
    static let missingPortalErrors: Set<String> = [
        "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner",
        "org.freedesktop.DBus.Error.UnknownMethod", "org.freedesktop.DBus.Error.UnknownInterface",
        "org.freedesktop.DBus.Error.UnknownObject", "org.freedesktop.DBus.Error.NoReply",
        "org.freedesktop.DBus.Error.Timeout", "org.freedesktop.DBus.Error.TimedOut",
    ]

    static func noSessionBus(_ errnoText: String) -> FileChooserFailure {
        FileChooserFailure(
            isUnavailable: true, summary: "No D-Bus session bus to reach the desktop portal on",
            reason: "no session bus (\(errnoText))")
    }

    /// The failure for a call that ended with `reason` (a D-Bus error name, or errno's text).
    static func classify(_ reason: String) -> FileChooserFailure {
        let timedOut = reason.contains("NoReply") || reason.contains("Timeout") || reason.contains("timed out")
        if timedOut {
            return FileChooserFailure(
                isUnavailable: true, summary: "The desktop's file chooser portal did not answer", reason: reason)
        }
        if reason.hasPrefix("org.freedesktop.DBus.Error.Unknown") {
            return FileChooserFailure(
                isUnavailable: true, summary: "The desktop portal here has no file chooser", reason: reason)
        }
        if missingPortalErrors.contains(reason) || reason.hasPrefix("org.freedesktop.DBus.Error.Spawn") {
            return FileChooserFailure(
                isUnavailable: true, summary: "The desktop portal (xdg-desktop-portal) is not running",
                reason: reason)
        }
        return FileChooserFailure(
            isUnavailable: false, summary: "The desktop's file chooser failed", reason: reason)
    }
}
