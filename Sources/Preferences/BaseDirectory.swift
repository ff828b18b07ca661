import FoundationEssentials

/// The XDG Base Directory rule both of the app's folders follow: an app-specific override variable, else an
/// absolute `$XDG_…_HOME` plus the app's folder, else the XDG default under the home folder.
enum BaseDirectory {
    /// The folder under the XDG base directories that holds the app's files.
    static let applicationFolder = "kinetic"

    /// Empty variables count as unset, and a relative XDG variable is ignored, as the specification asks.
    /// `home` is used when `HOME` is unset too.
    static func resolve(
        override overrideVariable: String, xdgVariable: String, homeDefault: String,
        environment: [String: String], home: URL
    ) -> URL {
        if let override = nonEmpty(environment[overrideVariable]) {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        if let xdg = nonEmpty(environment[xdgVariable]), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true)
                .appendingPathComponent(applicationFolder, isDirectory: true)
        }
        let homeDirectory =
            nonEmpty(environment["HOME"]).map { URL(fileURLWithPath: $0, isDirectory: true) } ?? home
        return homeDirectory.appendingPathComponent(homeDefault, isDirectory: true)
            .appendingPathComponent(applicationFolder, isDirectory: true)
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
