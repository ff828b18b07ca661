import Foundation
import KitTestSupport
import Preferences
import Sound

@testable import Breakout
@testable import KineticAssembly
@testable import Kit
@testable import Snowman

/// The whole app as the executable builds it — `AppComposition` over the one scene registry, in the real tab bar,
/// with one settings store holding every registered section (Sound's too), the notification scheduler (banners:
/// no desktop notifier) and the sound effects hearing every event — in a Kit window on a fake clock, with its
/// files in a fresh temporary folder. Artwork is plain Kit `Image` values, so no SDL is needed. A scene is built
/// when its tab is first shown, as in the app.
@MainActor
final class FuzzApp {
    /// The window's size at the start of every run, in points (the app's default).
    static let startSize = Size(width: 1024, height: 720)
    /// Natural sizes of the bundled pictures, in points, so scenes lay them out as in the app; anything else
    /// (the tab icons) is a small square.
    static let artworkSizes: [String: Size] = [
        "images/tower-dusk.svg": Size(width: 1600, height: 1000),
        "images/monogram.svg": Size(width: 1000, height: 1000),
        "images/snowman.svg": Size(width: 300, height: 400),
    ]
    static let iconSize = Size(width: 24, height: 24)

    let clock = TestClock()
    let window: Window
    let folder: URL
    let preferences: PreferencesStore
    let tabs: TabBarController
    /// Event names emitted since `takeEmittedEvents()` was last called.
    private let recorder = EmittedEvents()
    private let sound: SoundEffects

    /// - Parameter seed: fixes the games' own randomness (Breakout's launches, Dropit's columns) too.
    init(selecting sceneName: String, seed: UInt64) {
        window = Window(size: Self.startSize, clock: clock)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-fuzz-\(UUID().uuidString)")
        let recorder = recorder
        let events = EventLog(clock: { [clock] in clock.now }, sink: { recorder.record($0) })
        window.events = events
        preferences = PreferencesStore(
            sections: SceneRegistry.settingsSections, directory: folder, clock: { [clock] in clock.now })
        sound = SoundEffects(
            events: events, preferences: preferences, output: Self.heardOutput, table: SceneRegistry.cueTable)
        sound.start()
        let context = SceneContext(
            events: events, preferences: preferences,
            notifications: NotificationScheduler(window: window, notifier: nil, events: events),
            state: AppStateStore(AppState()), dataDirectory: folder.appendingPathComponent("data"),
            resourceImage: Self.resourceImage, loadPicture: Self.loadDroppedImage, randomSeed: seed)
        do {
            tabs = TabBarController(tabs: try AppComposition(context: context).tabs, selectedName: sceneName)
        } catch {
            preconditionFailure("the fuzz app's artwork is plain images and cannot fail to load: \(error)")
        }
        window.setRootScene(tabs)
        clock.tick(window, at: 0)
    }

    /// The scenes' names in tab order (digit keys 1–6 select them): the registry's.
    nonisolated static var sceneNames: [String] { SceneRegistry.ids }

    /// Seconds since the run started, on the fake clock.
    var elapsed: Double { clock.now }
    var now: Double { clock.now }

    /// The Breakout scene, once its tab has been shown.
    var breakout: BreakoutScene? { tabs.loadedScenes.lazy.compactMap { $0 as? BreakoutScene }.first }
    /// The Snowman scene when its tab is the one showing.
    var shownSnowman: SnowmanScene? { tabs.selectedScene as? SnowmanScene }

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

    private static func resourceImage(_ name: String) -> Image {
        Image(path: "/fuzz/\(name)", naturalSize: artworkSizes[name] ?? iconSize)
    }

    /// An output that hears every cue, so the cue rules and `sound.played` run as on a machine with a device.
    private static var heardOutput: SoundOutput {
        SoundOutput(prepare: {}, play: { _ in true }, setGain: { _ in }, stopAll: {})
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
