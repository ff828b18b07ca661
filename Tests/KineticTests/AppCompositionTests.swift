import Foundation
import Kit
import Preferences
import Testing

@testable import Kinetic
@testable import KineticAssembly

/// The tab bar shows every registered tab from the start, but only the scene on screen is built.
@MainActor
@Suite("Scenes are built when first shown")
struct AppCompositionTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-compose-\(UUID())")

    private func makeApp(openingOn tab: String? = nil) throws -> (Window, TabBarController, AppComposition) {
        let window = Window(size: Size(width: 900, height: 700), clock: { 0 })
        let events = EventLog(clock: { 0 }, sink: nil)
        let preferences = PreferencesStore(
            sections: SceneRegistry.settingsSections, directory: folder, clock: { 0 }, report: { _ in })
        let context = SceneContext(
            events: events, preferences: preferences,
            notifications: NotificationScheduler(window: window, notifier: nil, events: events),
            state: AppStateStore(AppState()), dataDirectory: folder,
            resourceImage: { name in Image(path: "/resources/\(name)", naturalSize: Size(width: 48, height: 48)) },
            loadPicture: { _, _ in })
        let composition = try AppComposition(context: context)
        let tabs = TabBarController(tabs: composition.tabs, selectedName: tab)
        window.setRootScene(tabs)
        window.rootView.layoutIfNeeded()
        return (window, tabs, composition)
    }

    @Test("At launch only the first tab's scene is built, yet the bar shows all six with titles and icons")
    func onlyTheFirstSceneAtLaunch() throws {
        let (window, tabs, composition) = try makeApp()
        #expect(composition.builtSceneIDs == ["breakout"])
        #expect(tabs.loadedScenes.map(\.name) == ["breakout"])
        for entry in SceneRegistry.entries {
            let item = try #require(window.rootView.view(withIdentifier: "tab.\(entry.id)"))
            #expect(item.accessibilityLabel == entry.title)
            #expect(item.automationNode().json.contains(#""label":"\#(entry.title)""#))
        }
        #expect(composition.tabs.map { $0.icon?.path } == SceneRegistry.entries.map { "/resources/\($0.iconResource)" })
    }

    @Test("--tab opens on its scene and builds only that one")
    func openingOnAnotherTab() throws {
        let (_, tabs, composition) = try makeApp(openingOn: "snowman")
        #expect(tabs.selectedScene.name == "snowman")
        #expect(composition.builtSceneIDs == ["snowman"])
    }

    @Test("A second tab's scene is built the first time it is shown, and only once")
    func builtOnFirstShowOnce() throws {
        let (window, tabs, composition) = try makeApp()
        window.handle(KeyEvent(key: .character("6")))
        #expect(tabs.selectedScene.name == "settings")
        #expect(composition.builtSceneIDs == ["breakout", "settings"])
        let settings = tabs.selectedScene
        window.handle(KeyEvent(key: .character("1")))
        window.handle(KeyEvent(key: .character("6")))
        #expect(tabs.selectedScene === settings)
        #expect(composition.builtSceneIDs == ["breakout", "settings"])
    }

    @Test("Every registered scene builds, named as its entry")
    func everySceneBuilds() throws {
        let (_, tabs, composition) = try makeApp()
        for index in tabs.tabs.indices { tabs.select(index: index) }
        #expect(composition.builtSceneIDs == SceneRegistry.ids)
        #expect(tabs.loadedScenes.map(\.name) == SceneRegistry.ids)
    }
}
