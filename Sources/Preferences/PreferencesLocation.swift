import Foundation

/// Where the settings file lives, decided from the environment so tests and users can move it.
public enum PreferencesLocation {
    /// The file name inside the configuration directory.
    public static let fileName = "settings.plist"
    /// The folder under `$XDG_CONFIG_HOME` (or `~/.config`) that holds the app's files.
    public static let applicationFolder = "kinetic"

    /// `$KINETIC_CONFIG_DIR`, else `$XDG_CONFIG_HOME/kinetic`, else `~/.config/kinetic`.
    ///
    /// Empty variables count as unset, and a relative `XDG_CONFIG_HOME` is ignored, as the XDG
    /// Base Directory specification asks. `home` is used when `HOME` is unset too.
    public static func directory(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        home: URL = FileManager.default.homeDirectoryForCurrentUser
    ) -> URL {
        if let override = nonEmpty(environment["KINETIC_CONFIG_DIR"]) {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        if let xdg = nonEmpty(environment["XDG_CONFIG_HOME"]), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true)
                .appendingPathComponent(applicationFolder, isDirectory: true)
        }
        let homeDirectory =
            nonEmpty(environment["HOME"]).map { URL(fileURLWithPath: $0, isDirectory: true) } ?? home
        return homeDirectory.appendingPathComponent(".config", isDirectory: true)
            .appendingPathComponent(applicationFolder, isDirectory: true)
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
