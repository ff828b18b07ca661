import FoundationEssentials
import PathText

#if canImport(Glibc)
    import Glibc
#endif

/// Finds Kinetic's resource files at run time. The standard order:
/// 1. `$KINETIC_RESOURCES`, an explicit override;
/// 2. `<prefix>/share/kinetic` for the app installed as `<prefix>/libexec/kinetic/kinetic-app` (which the launcher
///    `<prefix>/bin/kinetic` runs), or for an executable directly in `<prefix>/bin/` (a build folder's
///    `.build/debug/kinetic-app` gives `.build/share/kinetic`). The executable is the one `/proc/self/exe` names, so
///    the working directory, a symlink to the binary and the way it was started (by name through the PATH, by the
///    desktop through the `.desktop` file's `Exec=`) change nothing;
/// 3. the source checkout's `Resources/`, only when the executable lives inside that checkout (a build run from
///    it), so an installed copy never silently draws its artwork from the tree it was built in.
public struct ResourceLocator: Sendable {
    let searchPaths: [String]
    /// The folder, under an installed prefix, holding the programs the `kinetic` launcher runs.
    static let installedProgramFolder = "libexec/kinetic"

    public init(searchPaths: [String]) {
        self.searchPaths = searchPaths
    }

    /// The standard search order for an executable at `executablePath` (nil: unknown, so only the override).
    /// `checkoutRoot` is the folder holding `Sources/` and `Resources/` of the tree this module was built from.
    public static func standard(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String? = runningExecutablePath(),
        checkoutRoot: String = sourceCheckoutRoot
    ) -> Self {
        var paths: [String] = []
        if let override = environment["KINETIC_RESOURCES"], !override.isEmpty { paths.append(override) }
        guard let executablePath else { return Self(searchPaths: paths) }
        let executable = resolvingSymlinks(executablePath)
        paths.append(PathText.joined(installPrefix(ofExecutable: executable), "share/kinetic"))
        if isPath(executable, inside: resolvingSymlinks(checkoutRoot)) {
            paths.append(PathText.joined(checkoutRoot, "Resources"))
        }
        return Self(searchPaths: paths)
    }

    /// The prefix an executable at `executable` (symlinks resolved) was installed under: three folders up from
    /// `<prefix>/libexec/kinetic/kinetic-app`, two up from anything else (`<prefix>/bin/kinetic`).
    static func installPrefix(ofExecutable executable: String) -> String {
        let folder = PathText.parent(of: executable)
        let prefix = PathText.parent(of: folder)
        guard folder.hasSuffix("/" + installedProgramFolder) else { return prefix }
        return PathText.parent(of: prefix)
    }

    /// The running executable's absolute path, read from `/proc/self/exe` — argv[0] may be a bare name found
    /// through the PATH or a path relative to some other working directory. Nil where `/proc` is not mounted.
    public static func runningExecutablePath() -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }

    /// The checkout this module was compiled from: the folder above `Sources/Platform/App/`.
    public static var sourceCheckoutRoot: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    /// The full path of `name` (e.g. "images/tower.svg") in the first folder that has it.
    public func path(for name: String) throws -> String {
        for folder in searchPaths {
            let candidate = PathText.joined(folder, name)
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
        }
        throw PlatformError.missingResource(
            name: name, searched: searchPaths.map { PathText.joined($0, name) })
    }

    /// `path` with every symlink along it resolved (as the kernel follows them); unchanged if it does not exist.
    static func resolvingSymlinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return PathText.standardized(path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isPath(_ path: String, inside folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
