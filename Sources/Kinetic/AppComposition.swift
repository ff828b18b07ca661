import Breakout
import Crossfade
import Dropit
import Kit
import Pentominoes
import Platform
import Preferences
import Settings
import Snowman
import Sound

/// Builds the tabs from the scenes that exist, loading what each needs from the resources.
@MainActor
struct AppComposition {
    /// Every tab's lowercase name, in tab-bar order (`--tab` accepts these).
    nonisolated static let sceneNames = ["breakout", "pentominoes", "crossfade", "snowman", "dropit", "settings"]

    /// Every scene's settings, then the app's own, in the Settings tab's order.
    static let settingsSections: [SettingsSection] = [
        BreakoutScene.settingsSection, PentominoesScene.settingsSection, CrossfadeScene.settingsSection,
        SnowmanScene.settingsSection, DropitScene.settingsSection, SoundSettings.section,
    ]

    let scenes: [Scene]

    init(
        resources: ResourceLocator, events: EventLog, notifications: NotificationScheduler, state: AppStateStore,
        preferences: PreferencesStore
    ) throws {
        func image(_ name: String) throws -> Image {
            try ImageLoader.image(at: resources.path(for: name))
        }
        let builtIn = [try image("images/tower-dusk.svg"), try image("images/monogram.svg")]
        let crossfade = CrossfadeScene(
            first: builtIn[0], second: builtIn[1], tabIcon: try image("icons/crossfade.svg"), events: events,
            preferences: preferences)
        crossfade.notificationScheduler = notifications
        Self.restoreDroppedImages(into: crossfade, builtIn: builtIn, state: state)
        let dropit = DropitScene(tabIcon: try image("icons/dropit.svg"), events: events, preferences: preferences)
        let breakout = BreakoutScene(
            tabIcon: try image("icons/breakout.svg"), events: events, preferences: preferences)
        let pentominoes = PentominoesScene(
            tabIcon: try image("icons/pentominoes.svg"), events: events, preferences: preferences)
        let snowman = SnowmanScene(
            figureImage: try image("images/snowman.svg"), dataDirectory: DataLocation.directory(),
            tabIcon: try image("icons/snowman.svg"), events: events, preferences: preferences)
        let settings = SettingsScene(
            preferences: preferences, tabIcon: try image("icons/settings.svg"), events: events)
        scenes = [breakout, pentominoes, crossfade, snowman, dropit, settings]
    }

    /// Dropped pictures are remembered by path; one that is gone now falls back to the built-in artwork.
    private static func restoreDroppedImages(into scene: CrossfadeScene, builtIn: [Image], state: AppStateStore) {
        scene.loadImage = { try ImageLoader.image(at: $0) }
        for (slot, path) in (state.value.crossfadeImagePaths ?? []).prefix(builtIn.count).enumerated() {
            if let path, let custom = try? ImageLoader.image(at: path) { scene.replaceImage(at: slot, with: custom) }
        }
        scene.onImagesChanged = { images in
            state.value.crossfadeImagePaths = zip(images, builtIn).map { shown, original in
                shown == original ? nil : shown.path
            }
        }
    }
}

/// The app state shared by the parts that change it while the app runs; saved once, at quit.
@MainActor
final class AppStateStore {
    var value: AppState

    init(_ value: AppState) {
        self.value = value
    }
}
