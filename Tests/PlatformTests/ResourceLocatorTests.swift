import Foundation
import Testing

@testable import Platform

/// A throw-away file system: an installed prefix (the launcher in bin/, the app in libexec/kinetic/), a source
/// checkout with a build inside it, and a folder holding symlinks to the installed launcher and app.
private struct InstallLayout {
    let root: String
    var prefix: String { root + "/prefix" }
    var installedBinary: String { prefix + "/bin/kinetic" }
    var installedApp: String { prefix + "/libexec/kinetic/kinetic-app" }
    var installedResources: String { prefix + "/share/kinetic" }
    var checkout: String { root + "/checkout" }
    var checkoutBinary: String { checkout + "/.build/debug/kinetic-app" }
    var symlinkToInstalled: String { root + "/elsewhere/kinetic" }
    var symlinkToInstalledApp: String { root + "/elsewhere/kinetic-app" }

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-locator-\(UUID())").path
        root = ResourceLocator.resolvingSymlinks(try Self.makeFolder(folder))
        try Self.makeFile(installedBinary)
        try Self.makeFile(installedApp)
        try Self.makeFile(installedResources + "/images/both.svg")
        try Self.makeFile(checkout + "/Resources/images/both.svg")
        try Self.makeFile(checkout + "/Resources/images/only-in-checkout.svg")
        try Self.makeFile(checkoutBinary)
        _ = try Self.makeFolder(root + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: symlinkToInstalled, withDestinationPath: installedBinary)
        try FileManager.default.createSymbolicLink(atPath: symlinkToInstalledApp, withDestinationPath: installedApp)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    func locator(executable: String?, environment: [String: String] = [:]) -> ResourceLocator {
        ResourceLocator.standard(environment: environment, executablePath: executable, checkoutRoot: checkout)
    }

    private static func makeFolder(_ path: String) throws -> String {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private static func makeFile(_ path: String) throws {
        _ = try makeFolder((path as NSString).deletingLastPathComponent)
        #expect(FileManager.default.createFile(atPath: path, contents: Data("<svg/>".utf8)))
    }
}

@Suite("Resource locator")
struct ResourceLocatorTests {
    @Test("An installed binary reads <prefix>/share/kinetic and never the checkout it was built from")
    func installedBinary() throws {
        let layout = try InstallLayout()
        defer { layout.remove() }
        let locator = layout.locator(executable: layout.installedBinary)
        #expect(locator.searchPaths == [layout.installedResources])
        #expect(try locator.path(for: "images/both.svg") == layout.installedResources + "/images/both.svg")
        #expect(
            throws: PlatformError.missingResource(
                name: "images/only-in-checkout.svg",
                searched: [layout.installedResources + "/images/only-in-checkout.svg"])
        ) {
            try locator.path(for: "images/only-in-checkout.svg")
        }
    }

    @Test("The installed app in <prefix>/libexec/kinetic reads <prefix>/share/kinetic, also through a symlink")
    func installedApp() throws {
        let layout = try InstallLayout()
        defer { layout.remove() }
        let locator = layout.locator(executable: layout.installedApp)
        #expect(locator.searchPaths == [layout.installedResources])
        #expect(try locator.path(for: "images/both.svg") == layout.installedResources + "/images/both.svg")
        #expect(layout.locator(executable: layout.symlinkToInstalledApp).searchPaths == [layout.installedResources])
    }

    @Test("Only a folder named libexec/kinetic is an installed program folder, not one that ends like it")
    func lookalikeProgramFolder() throws {
        let layout = try InstallLayout()
        defer { layout.remove() }
        let lookalike = layout.root + "/other/my-libexec/kinetic/kinetic-app"
        #expect(layout.locator(executable: lookalike).searchPaths == [layout.root + "/other/my-libexec/share/kinetic"])
        #expect(layout.locator(executable: "/libexec/kinetic/kinetic-app").searchPaths == ["/share/kinetic"])
    }

    @Test("A symlink to the installed binary finds the installed resources, not those beside the link")
    func symlinkedBinary() throws {
        let layout = try InstallLayout()
        defer { layout.remove() }
        let locator = layout.locator(executable: layout.symlinkToInstalled)
        #expect(locator.searchPaths == [layout.installedResources])
    }

    @Test("A build run from the checkout falls back to the checkout's Resources/")
    func buildInsideCheckout() throws {
        let layout = try InstallLayout()
        defer { layout.remove() }
        let locator = layout.locator(executable: layout.checkoutBinary)
        #expect(locator.searchPaths == [layout.checkout + "/.build/share/kinetic", layout.checkout + "/Resources"])
        #expect(
            try locator.path(for: "images/only-in-checkout.svg")
                == layout.checkout + "/Resources/images/only-in-checkout.svg")
    }

    @Test("A folder that merely starts with the checkout's name is not inside the checkout")
    func siblingOfCheckout() throws {
        let layout = try InstallLayout()
        defer { layout.remove() }
        let sibling = layout.checkout + "-copy/bin/kinetic"
        let locator = layout.locator(executable: sibling)
        #expect(locator.searchPaths == [layout.checkout + "-copy/share/kinetic"])
    }

    @Test("KINETIC_RESOURCES comes first; an empty one is ignored")
    func environmentOverride() throws {
        let layout = try InstallLayout()
        defer { layout.remove() }
        let overridden = layout.locator(
            executable: layout.installedBinary, environment: ["KINETIC_RESOURCES": layout.checkout + "/Resources"])
        #expect(overridden.searchPaths == [layout.checkout + "/Resources", layout.installedResources])
        #expect(
            try overridden.path(for: "images/both.svg") == layout.checkout + "/Resources/images/both.svg")
        let empty = layout.locator(executable: layout.installedBinary, environment: ["KINETIC_RESOURCES": ""])
        #expect(empty.searchPaths == [layout.installedResources])
    }

    @Test("Without a known executable only the override is searched, and a miss names it")
    func unknownExecutable() {
        let locator = ResourceLocator.standard(
            environment: ["KINETIC_RESOURCES": "/nowhere"], executablePath: nil, checkoutRoot: "/checkout")
        #expect(locator.searchPaths == ["/nowhere"])
        let message = PlatformError.missingResource(name: "x.svg", searched: ["/nowhere/x.svg"]).description
        #expect(message.contains("/nowhere/x.svg") && message.contains("KINETIC_RESOURCES"))
    }

    @Test("The running executable is found by absolute path, whatever argv[0] and the working directory are")
    func runningExecutable() throws {
        let path = try #require(ResourceLocator.runningExecutablePath())
        #expect(path.hasPrefix("/"))
        #expect(FileManager.default.isExecutableFile(atPath: path))
        // This test runner is a build inside the checkout, so the standard order reaches the checkout's artwork.
        let checkout = ResourceLocator.resolvingSymlinks(ResourceLocator.sourceCheckoutRoot)
        #expect(path.hasPrefix(checkout + "/"))
        #expect(ResourceLocator.standard(environment: [:]).searchPaths.last?.hasSuffix("/Resources") == true)
    }
}
