import Foundation

/// Finds Kinetic's resource files at run time: `$KINETIC_RESOURCES`, then `<exe>/../share/kinetic` (an
/// installed copy), then the source tree's `Resources/` (a build run from the checkout).
public struct ResourceLocator: Sendable {
    public let searchPaths: [String]

    public init(searchPaths: [String]) {
        self.searchPaths = searchPaths
    }

    /// The standard search order for this process.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> Self {
        var paths: [String] = []
        if let override = environment["KINETIC_RESOURCES"], !override.isEmpty { paths.append(override) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let prefix = executable.deletingLastPathComponent().deletingLastPathComponent()
        paths.append(prefix.appendingPathComponent("share/kinetic").path)
        paths.append(sourceTreeResources)
        return Self(searchPaths: paths)
    }

    /// `Resources/` beside `Sources/` in the checkout this module was compiled from.
    static var sourceTreeResources: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources").path
    }

    /// The full path of `name` (e.g. "images/tower.svg") in the first folder that has it.
    public func path(for name: String) throws -> String {
        for folder in searchPaths {
            let candidate = (folder as NSString).appendingPathComponent(name)
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
        }
        throw PlatformError.missingResource(
            name: name, searched: searchPaths.map { ($0 as NSString).appendingPathComponent(name) })
    }
}
