import Foundation
import KitTestSupport
import Preferences

@testable import Breakout
@testable import Crossfade
@testable import Dropit
@testable import Kit
@testable import Pentominoes
@testable import Settings
@testable import Snowman

/// The whole app as `AppComposition` builds it — every scene in the real tab bar, one settings store, the
/// notification scheduler (banners: no desktop notifier) — in a Kit window on a fake clock, with its files in a
/// fresh temporary folder. Artwork is plain Kit `Image` values, so no SDL is needed.
@MainActor
final class FuzzApp {
    /// The window's size at the start of every run, in points (the app's default).
    static let startSize = Size(width: 1024, height: 720)

    let clock = TestClock()
    let window: Window
    let folder: URL
    let preferences: PreferencesStore
    let notifications: NotificationScheduler
    let tabs: TabBarController
    let breakout: BreakoutScene
    let crossfade: CrossfadeScene
    let snowman: SnowmanScene
    /// Event names emitted since `takeEmittedEvents()` was last called.
    private let recorder = EmittedEvents()

    /// - Parameter seed: fixes the games' own randomness (Breakout's launches, Dropit's columns) too.
    init(selecting sceneName: String, seed: UInt64) {
        window = Window(size: Self.startSize, clock: clock)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-fuzz-\(UUID().uuidString)")
        let recorder = recorder
        let events = EventLog(clock: { [clock] in clock.now }, sink: { recorder.record($0) })
        window.events = events
        preferences = PreferencesStore(
            sections: Self.settingsSections, directory: folder, clock: { [clock] in clock.now })
        notifications = NotificationScheduler(window: window, notifier: nil, events: events)
        crossfade = CrossfadeScene(
            first: Self.artwork("tower-dusk.svg", 1600, 1000), second: Self.artwork("monogram.svg", 1000, 1000),
            tabIcon: Self.icon("crossfade"), events: events, preferences: preferences)
        crossfade.notificationScheduler = notifications
        crossfade.loadImage = Self.loadDroppedImage
        breakout = BreakoutScene(
            tabIcon: Self.icon("breakout"), events: events, preferences: preferences, randomSeed: seed)
        snowman = SnowmanScene(
            figureImage: Self.artwork("snowman.svg", 300, 400), dataDirectory: folder.appendingPathComponent("data"),
            tabIcon: Self.icon("snowman"), events: events, preferences: preferences)
        let scenes: [Scene] = [
            breakout,
            PentominoesScene(tabIcon: Self.icon("pentominoes"), events: events, preferences: preferences),
            crossfade, snowman,
            DropitScene(tabIcon: Self.icon("dropit"), events: events, preferences: preferences, seed: seed),
            SettingsScene(preferences: preferences, tabIcon: Self.icon("settings"), events: events),
        ]
        tabs = TabBarController(scenes: scenes, selectedName: sceneName)
        window.setRootScene(tabs)
        clock.tick(window, at: 0)
    }

    /// Every scene's settings, in the Settings tab's order (as the app declares them).
    static let settingsSections: [SettingsSection] = [
        BreakoutScene.settingsSection, PentominoesScene.settingsSection, CrossfadeScene.settingsSection,
        SnowmanScene.settingsSection, DropitScene.settingsSection,
    ]

    /// The scenes' names in tab order (digit keys 1–6 select them).
    nonisolated static let sceneNames = ["breakout", "pentominoes", "crossfade", "snowman", "dropit", "settings"]

    /// Seconds since the run started, on the fake clock.
    var elapsed: Double { clock.now }
    var now: Double { clock.now }

    /// Moves the fake clock forward by `seconds` in one frame: timers due, display links, animations, layout.
    func advance(by seconds: Double) {
        clock.tick(window, at: clock.now + seconds)
    }

    /// The names of the semantic events emitted since the last call.
    func takeEmittedEvents() -> [String] { recorder.take() }

    /// Removes the run's files.
    func removeFiles() {
        try? FileManager.default.removeItem(at: folder)
    }

    private static func artwork(_ name: String, _ width: Double, _ height: Double) -> Image {
        Image(path: "/fuzz/images/\(name)", naturalSize: Size(width: width, height: height))
    }

    private static func icon(_ name: String) -> Image {
        Image(path: "/fuzz/icons/\(name).svg", naturalSize: Size(width: 24, height: 24))
    }

    /// Stands in for the platform's image loader: a path naming a picture loads, anything else is refused as an
    /// unreadable file is.
    private static func loadDroppedImage(
        _ path: String, completion: @escaping @MainActor (Result<Image, ImageLoadError>) -> Void
    ) {
        guard path.hasSuffix(".png") || path.hasSuffix(".svg") else {
            completion(.failure(ImageLoadError(.unsupportedFormat, "Not a PNG, JPEG, GIF, BMP, WebP or SVG picture")))
            return
        }
        completion(.success(Image(path: path, naturalSize: Size(width: 640, height: 480))))
    }
}

/// Collects the names of emitted events (the log's sink runs on the main actor with the scenes).
@MainActor
private final class EmittedEvents {
    private var names: [String] = []

    func record(_ line: String) {
        guard let start = line.range(of: "\"event\":\"") else { return }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return }
        names.append(String(rest[..<end]))
    }

    func take() -> [String] {
        defer { names.removeAll() }
        return names
    }
}
