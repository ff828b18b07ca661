import Breakout
import Crossfade
import Dropit
import Foundation
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
        preferences: PreferencesStore, pictures: BackgroundImageLoader
    ) throws {
        func image(_ name: String) throws -> Image {
            try ImageLoader.image(at: resources.path(for: name))
        }
        let builtIn = [try image("images/tower-dusk.svg"), try image("images/monogram.svg")]
        let crossfade = CrossfadeScene(
            first: builtIn[0], second: builtIn[1], tabIcon: try image("icons/crossfade.svg"), events: events,
            preferences: preferences)
        crossfade.notificationScheduler = notifications
        Self.restoreDroppedImages(into: crossfade, builtIn: builtIn, state: state, loader: pictures, events: events)
        let dropit = DropitScene(tabIcon: try image("icons/dropit.svg"), events: events, preferences: preferences)
        let breakout = BreakoutScene(
            tabIcon: try image("icons/breakout.svg"), events: events, preferences: preferences,
            bestScoreFile: BestScoreFile(
                directory: DataLocation.directory(), formerDirectory: preferences.fileURL.deletingLastPathComponent(),
                saveStatus: preferences.saveStatus))
        let pentominoes = PentominoesScene(
            tabIcon: try image("icons/pentominoes.svg"), events: events, preferences: preferences,
            puzzleFile: PuzzleFile(directory: DataLocation.directory(), saveStatus: preferences.saveStatus))
        let snowman = SnowmanScene(
            figureImage: try image("images/snowman.svg"), dataDirectory: DataLocation.directory(),
            tabIcon: try image("icons/snowman.svg"), events: events, preferences: preferences)
        let settings = SettingsScene(
            preferences: preferences, tabIcon: try image("icons/settings.svg"), events: events)
        scenes = [breakout, pentominoes, crossfade, snowman, dropit, settings]
    }

    /// Dropped pictures are remembered by path and loaded in the background after launch (the built-in artwork
    /// shows until each is ready). One that is gone, refused or damaged is forgotten with one line on stderr, so a
    /// bad file costs one launch at most.
    private static func restoreDroppedImages(
        into scene: CrossfadeScene, builtIn: [Image], state: AppStateStore, loader: BackgroundImageLoader,
        events: EventLog
    ) {
        scene.loadImage = { path, completion in loader.load(path, completion: completion) }
        for (slot, path) in (state.value.crossfadeImagePaths ?? []).prefix(builtIn.count).enumerated() {
            guard let path else { continue }
            loader.load(path) { result in
                switch result {
                case .success(let custom):
                    // A picture dropped while this one loaded wins.
                    guard scene.images[slot] == builtIn[slot] else { return }
                    scene.replaceImage(at: slot, with: custom)
                    events.emit("crossfade.image.restored", ["slot": .int(slot), "path": .string(path)])
                case .failure(let error):
                    FileHandle.standardError.write(
                        Data("kinetic: forgetting the remembered Crossfade picture \(path): \(error.message)\n".utf8))
                    if state.value.crossfadeImagePaths?[slot] == path { state.value.crossfadeImagePaths?[slot] = nil }
                    events.emit(
                        "crossfade.image.forgotten",
                        ["slot": .int(slot), "path": .string(path), "reason": .string(error.reason.rawValue)])
                }
            }
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
