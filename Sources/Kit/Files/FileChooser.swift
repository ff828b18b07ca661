/// Asks the desktop to let the user pick a file to open (implemented by the Platform through the XDG desktop
/// portal, as sandboxed desktop apps do; a fake in unit tests). The desktop draws the dialog; the app only hears
/// the answer.
@MainActor
public protocol FileChooser: AnyObject {
    /// Shows the desktop's file chooser without blocking; `completion` runs once, on the main loop, with what the
    /// user did or why no chooser could be shown. Asking again while one is open closes the earlier one, whose
    /// completion then runs with `.cancelled`.
    func chooseFile(_ request: FileChooserRequest, completion: @escaping @MainActor (FileChooserOutcome) -> Void)
}

/// What the file chooser asks for: its title, its accept button, and the types of file it offers (the first is
/// selected when it opens).
public struct FileChooserRequest: Hashable, Sendable {
    public var title: String
    public var acceptLabel: String
    public var filters: [FileTypeFilter]

    public init(title: String, acceptLabel: String, filters: [FileTypeFilter]) {
        self.title = title
        self.acceptLabel = acceptLabel
        self.filters = filters
    }
}

/// One entry of a file chooser's type menu: its name and the file-name patterns and MIME types it shows.
public struct FileTypeFilter: Hashable, Sendable {
    public var name: String
    /// Shell-style patterns such as `*.png`.
    public var patterns: [String]
    /// Such as `image/png`.
    public var mimeTypes: [String]

    public init(name: String, patterns: [String], mimeTypes: [String]) {
        self.name = name
        self.patterns = patterns
        self.mimeTypes = mimeTypes
    }
}

/// How a file chooser ended.
public enum FileChooserOutcome: Hashable, Sendable {
    /// The user chose this file (an absolute path).
    case chosen(path: String)
    /// The user closed the chooser without choosing (or a newer request replaced it).
    case cancelled
    /// No chooser could be shown, or it could not hand back a file.
    case failed(FileChooserFailure)
}

/// Why a file chooser could not be used.
public struct FileChooserFailure: Error, Hashable, Sendable {
    /// The desktop has no file chooser service to ask (no portal on the session bus, or no session bus at all),
    /// rather than one that answered with an error.
    public var isUnavailable: Bool
    /// What is missing or went wrong, in a line a user can read ("xdg-desktop-portal is not running").
    public var summary: String
    /// The D-Bus error name or a short technical reason, for the event log.
    public var reason: String

    public init(isUnavailable: Bool, summary: String, reason: String) {
        self.isUnavailable = isUnavailable
        self.summary = summary
        self.reason = reason
    }
}
