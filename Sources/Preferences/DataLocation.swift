import FoundationEssentials

/// Where the app keeps files the user makes (saved Snowman animations), decided from the environment so tests
/// and users can move it. Settings live apart, in `PreferencesLocation`.
public enum DataLocation {
    /// `$KINETIC_DATA_DIR`, else `$XDG_DATA_HOME/kinetic`, else `~/.local/share/kinetic`.
    ///
    /// Empty variables count as unset, and a relative `XDG_DATA_HOME` is ignored, as the XDG Base Directory
    /// specification asks. `home` is used when `HOME` is unset too.
    public static func directory(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        home: URL = FileManager.default.homeDirectoryForCurrentUser
    ) -> URL {
        BaseDirectory.resolve(
            override: "KINETIC_DATA_DIR", xdgVariable: "XDG_DATA_HOME", homeDefault: ".local/share",
            environment: environment, home: home)
    }
}
