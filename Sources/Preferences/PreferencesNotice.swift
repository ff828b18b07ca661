import FoundationEssentials

/// Something about reading the settings file the user should hear about once, in an alert at launch. The
/// store keeps working either way; a notice only explains what happened. (Failed saves go to `FileSaveStatus`.)
public struct PreferencesNotice: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// The file could not be read; it was renamed to the given file and defaults are in use.
        case corruptFileKeptAside(URL)
        /// The file could not be read nor renamed; defaults are in use and nothing is saved, so
        /// the unreadable file is not overwritten.
        case unreadableFileLeftInPlace(URL)
    }

    public let kind: Kind
    /// A sentence for the user that names the file involved.
    public let message: String

    static func corruptFileKeptAside(_ keptFile: URL, because failure: PropertyListFile.ReadFailure)
        -> PreferencesNotice
    {
        PreferencesNotice(
            kind: .corruptFileKeptAside(keptFile),
            message: "Your settings file \(failure.pastTense), so Kinetic is using its default settings. "
                + "The old file was kept as \(keptFile.path).")
    }

    static func unreadableFileLeftInPlace(_ file: URL, reason: String) -> PreferencesNotice {
        PreferencesNotice(
            kind: .unreadableFileLeftInPlace(file),
            message: "Your settings file \(file.path) could not be read or moved aside (\(reason)), "
                + "so Kinetic is using its default settings and will not save changes.")
    }
}
