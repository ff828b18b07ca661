import Foundation
import Testing

@testable import Preferences

/// A settings file the user keeps elsewhere (a dotfiles manager's symbolic link) is written through the link.
@MainActor
@Suite struct PropertyListFileLinkTests {
    private let temporary: TemporaryDirectory
    private var root: URL { temporary.url }
    private var config: URL { root.appendingPathComponent("config") }
    private var dotfiles: URL { root.appendingPathComponent("dotfiles") }

    init() throws {
        temporary = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
    }

    private func link(_ name: String = "settings.plist", to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: config.appendingPathComponent(name).path, withDestinationPath: destination)
    }

    private func isLink(_ url: URL) throws -> Bool {
        try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType == .typeSymbolicLink
    }

    @Test func aSavedSettingGoesThroughARelativeLinkAndTheLinkStaysALink() throws {
        try writeSettingsFile(in: dotfiles, dictionaryBody: "<key>test.lives</key><integer>4</integer>")
        try link(to: "../dotfiles/settings.plist")
        let store = makeStore(in: config)
        #expect(store.int(for: TestSettings.lives) == 4)

        store.set(6, for: TestSettings.lives)
        #expect(store.flush())

        #expect(try isLink(settingsFile(in: config)))
        #expect(try readSettingsFile(in: dotfiles)["test.lives"] == .int(6))
        #expect(try contentsOf(config) == ["settings.plist"], "no temporary file left in either folder")
        #expect(try contentsOf(dotfiles) == ["settings.plist"])
    }

    @Test func aChainOfAbsoluteLinksIsFollowedToTheEnd() throws {
        try writeSettingsFile(in: dotfiles, dictionaryBody: "")
        try FileManager.default.createSymbolicLink(
            atPath: dotfiles.appendingPathComponent("middle.plist").path,
            withDestinationPath: dotfiles.appendingPathComponent("settings.plist").path)
        try link(to: dotfiles.appendingPathComponent("middle.plist").path)
        let store = makeStore(in: config)
        store.set(2, for: TestSettings.lives)
        #expect(store.flush())
        #expect(try isLink(dotfiles.appendingPathComponent("middle.plist")))
        #expect(try readSettingsFile(in: dotfiles)["test.lives"] == .int(2))
    }

    @Test func aLinkToAFileNotMadeYetCreatesItThere() throws {
        try link(to: "../dotfiles/kinetic/settings.plist")
        let store = makeStore(in: config)
        store.set(9, for: TestSettings.lives)
        #expect(store.flush())
        #expect(try isLink(settingsFile(in: config)))
        #expect(try readSettingsFile(in: dotfiles.appendingPathComponent("kinetic"))["test.lives"] == .int(9))
    }

    @Test func linksInALoopAreAFailedSaveWithItsReason() throws {
        let status = FileSaveStatus()
        let changes = SaveChanges(status)
        let store = makeStore(in: config, saveStatus: status)
        try link(to: "other.plist")
        try link("other.plist", to: "settings.plist")
        store.set(2, for: TestSettings.lives)
        #expect(store.flush() == false)
        #expect(changes.reasons == ["its symbolic links go round in a loop"])
    }

    @Test func aPrivateFileStaysPrivate() throws {
        let store = makeStore(in: config)
        store.set(2, for: TestSettings.lives)
        store.flush()
        chmod(settingsFile(in: config).path, 0o600)
        store.set(3, for: TestSettings.lives)
        store.flush()
        let mode = try FileManager.default.attributesOfItem(atPath: settingsFile(in: config).path)[.posixPermissions]
        #expect(mode as? Int == 0o600)
    }
}

extension PropertyListFileLinkTests {
    @Test func aLinkInALoopAtLaunchIsMovedAsideLikeAnyUnreadableFile() throws {
        try link(to: "other.plist")
        try link("other.plist", to: "settings.plist")
        let lines = ReportedLines()
        let store = makeStore(in: config, lines: lines)
        #expect(store.takeNotices().count == 1)
        #expect(lines.lines.first?.contains("its symbolic links go round in a loop") == true)
        store.set(2, for: TestSettings.lives)
        #expect(store.flush())
    }
}
