import KineticAssembly
import Sound
import Testing

@testable import Kit

/// The fuzz app is the app: built through the registry and composition, so a scene added to the registry is
/// fuzzed with nothing else to change.
@MainActor
@Suite("The fuzz app is built as the app is")
struct FuzzAppTests {
    @Test("Every registered tab is in its tab bar, and only the selected scene is built until another is shown")
    func everyTab() {
        let app = FuzzApp(selecting: "dropit", seed: 1)
        defer { app.removeFiles() }
        #expect(FuzzApp.sceneNames == SceneRegistry.ids)
        for id in SceneRegistry.ids { #expect(app.window.rootView.view(withIdentifier: "tab.\(id)") != nil, "\(id)") }
        #expect(app.tabs.loadedScenes.map(\.name) == ["dropit"])
        app.tabs.select(index: 0)
        #expect(app.breakout != nil)
    }

    @Test("Its settings are every registered section, Sound's included")
    func everySettingsSection() {
        let app = FuzzApp(selecting: "settings", seed: 1)
        defer { app.removeFiles() }
        #expect(app.preferences.sections.map(\.title) == SceneRegistry.settingsSections.map(\.title))
        #expect(app.preferences.sections.contains { $0.title == SoundSettings.section.title })
    }
}
