import Foundation
import Testing

@testable import Platform

/// The app tags its window and notifications with `ApplicationIdentity.id`; a desktop only links them to the
/// launcher when the installed files carry the same id, so the checkout's files and the Makefile must agree.
@Suite("Application identity")
struct ApplicationIdentityTests {
    private let checkout = ResourceLocator.sourceCheckoutRoot
    private let id = ApplicationIdentity.id

    private func text(_ relativePath: String) throws -> String {
        try String(contentsOfFile: checkout + "/" + relativePath, encoding: .utf8)
    }

    @Test("The .desktop file is named after the id and names it as its icon and window class")
    func desktopFile() throws {
        let lines = try text("Resources/desktop/\(id).desktop").split(separator: "\n").map(String.init)
        #expect(lines.contains("Icon=\(id)"))
        #expect(lines.contains("StartupWMClass=\(id)"))
    }

    @Test("The AppStream metainfo is named after the id, has it as its id and launches the .desktop file")
    func metainfo() throws {
        let metainfo = try text("Resources/desktop/\(id).metainfo.xml")
        #expect(metainfo.contains("<id>\(id)</id>"))
        #expect(metainfo.contains("<launchable type=\"desktop-id\">\(id).desktop</launchable>"))
    }

    @Test("make install names the installed files with the same id")
    func makefile() throws {
        let lines = try text("Makefile").split(separator: "\n").map(String.init)
        #expect(lines.contains("APP_ID := \(id)"))
    }
}
