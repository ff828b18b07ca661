import ArgumentParser
import Kit
import Preferences
import Testing

@testable import Kinetic
@testable import KineticAssembly

/// The one list of scenes, and what the command line and the Settings tab derive from it.
@Suite("The scene registry is the one list of tabs")
struct SceneRegistryTests {
    @Test("Ids, titles and shortcuts are unique, and ids are lowercase")
    func uniqueEntries() {
        let entries = SceneRegistry.entries
        #expect(entries.count == 6)
        #expect(Set(entries.map(\.id)).count == entries.count)
        #expect(Set(entries.map(\.title)).count == entries.count)
        #expect(Set(entries.map(\.shortcut)).count == entries.count)
        for entry in entries { #expect(entry.id == entry.id.lowercased() && !entry.id.isEmpty) }
    }

    @Test("The tabs are in the order a user meets them, with the digits 1–6 as their keys")
    func order() {
        #expect(SceneRegistry.ids == ["breakout", "pentominoes", "crossfade", "snowman", "dropit", "settings"])
        #expect(SceneRegistry.entries.map(\.shortcut) == ["1", "2", "3", "4", "5", "6"])
    }

    @Test("--tab accepts every registered id and passes it on", arguments: SceneRegistry.ids)
    func everyIdIsAccepted(id: String) throws {
        let command = try #require(try KineticCommand.parseAsRoot(["--tab", id]) as? KineticCommand)
        #expect(command.tab == id)
    }

    @Test("An unknown tab is refused with one line listing every registered tab")
    func unknownTabListsTheTabs() throws {
        do {
            _ = try KineticCommand.parseAsRoot(["--tab", "foo"])
            Issue.record("--tab foo parsed")
        } catch {
            #expect(KineticCommand.exitCode(for: error) == .validationFailure)
            let message = KineticCommand.message(for: error)
            #expect(message == "Unknown tab 'foo'. Tabs: breakout, pentominoes, crossfade, snowman, dropit, settings.")
        }
    }

    @Test("--tab's help lists every tab")
    func helpListsTheTabs() {
        let help = KineticCommand.helpMessage(columns: 200)
        #expect(help.contains("Open on this tab: \(SceneRegistry.ids.joined(separator: ", "))."))
    }

    @Test("The Settings tab's sections are each scene's, in tab order, then Sound's; Settings has none of its own")
    func settingsSections() {
        let titles = SceneRegistry.settingsSections.map(\.title)
        #expect(titles == ["Breakout", "Pentominoes", "Crossfade", "Snowman", "Dropit", "Sound"])
        #expect(SceneRegistry.entry(id: "settings")?.settings == nil)
    }
}
