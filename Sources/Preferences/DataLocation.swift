import Foundation

/// Where the app keeps files the user makes (saved Snowman animations), decided from the environment so tests
/// and users can move it. Settings live apart, in `PreferencesLocation`.
public enum DataLocation {
    /// The folder under `$XDG_DATA_HOME` (or `~/.local/share`) that holds the app's data.
    public static let applicationFolder = "kinetic"

    /// `$KINETIC_DATA_DIR`, else `$XDG_DATA_HOME/kinetic`, else `~/.local/share/kinetic`.
    ///
    /// Empty variables count as unset, and a relative `XDG_DATA_HOME` is ignored, as the XDG Base Directory
    /// specification asks. `home` is used when `HOME` is unset too.
    public static func directory(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        home: URL = FileManager.default.homeDirectoryForCurrentUser
    ) -> URL {
        if let override = nonEmpty(environment["KINETIC_DATA_DIR"]) {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        if let xdg = nonEmpty(environment["XDG_DATA_HOME"]), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true)
                .appendingPathComponent(applicationFolder, isDirectory: true)
        }
        let homeDirectory =
            nonEmpty(environment["HOME"]).map { URL(fileURLWithPath: $0, isDirectory: true) } ?? home
        return homeDirectory.appendingPathComponent(".local/share", isDirectory: true)
            .appendingPathComponent(applicationFolder, isDirectory: true)
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
