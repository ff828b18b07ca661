import FoundationEssentials

/// Where the settings file lives, decided from the environment so tests and users can move it.
public enum PreferencesLocation {
    /// The file name inside the configuration directory.
    public static let fileName = "settings.plist"
    /// `$KINETIC_CONFIG_DIR`, else `$XDG_CONFIG_HOME/kinetic`, else `~/.config/kinetic`.
    ///
    /// Empty variables count as unset, and a relative `XDG_CONFIG_HOME` is ignored, as the XDG
    /// Base Directory specification asks. `home` is used when `HOME` is unset too.
    public static func directory(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        home: URL = FileManager.default.homeDirectoryForCurrentUser
    ) -> URL {
        BaseDirectory.resolve(
            override: "KINETIC_CONFIG_DIR", xdgVariable: "XDG_CONFIG_HOME", homeDefault: ".config",
            environment: environment, home: home)
    }
}
