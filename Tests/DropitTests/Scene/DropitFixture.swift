import Foundation
import Kit
import KitTestSupport
import Preferences

@testable import Dropit

/// A window showing the Dropit scene on a fake clock, with its own settings folder and a recorded event log.
@MainActor
final class DropitFixture {
    static let frame = 1.0 / 60
    static let seed: UInt64 = 2024

    let window: Window
    let preferences: PreferencesStore
    let scene: DropitScene
    let clock = TestClock()
    let directory: URL
    let bestScoreFile: DropitBestScoreFile
    private let ownsDirectory: Bool

    /// `configure` sets settings before the scene reads them (e.g. `{ $0[DropitSettings.obstacle] = false }`).
    /// `directory` holds the settings and the best score; by default a new one, removed with the fixture (pass
    /// an earlier fixture's to launch again over its files).
    init(
        size: Size = Size(width: 800, height: 640), seed: UInt64 = DropitFixture.seed, directory: URL? = nil,
        configure: (PreferencesStore) -> Void = { _ in }
    ) {
        ownsDirectory = directory == nil
        self.directory =
            directory
            ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                "dropit-tests-\(UUID().uuidString)", isDirectory: true)
        preferences = PreferencesStore(sections: [DropitScene.settingsSection], directory: self.directory)
        configure(preferences)
        window = Window(size: size, clock: clock)
        let sink = LineSink()
        bestScoreFile = DropitBestScoreFile(directory: self.directory, report: { _ in })
        scene = DropitScene(
            tabIcon: nil, events: EventLog(clock: { 0 }, sink: { sink.lines.append($0) }), preferences: preferences,
            bestScoreFile: bestScoreFile, seed: seed)
        self.sink = sink
        window.setRootScene(scene)
        clock.tick(window, at: 0)
    }

    private let sink: LineSink

    deinit {
        if ownsDirectory { try? FileManager.default.removeItem(at: directory) }
    }

    /// The events emitted so far, as their names.
    var eventNames: [String] { sink.lines.compactMap { Self.name(of: $0) } }

    /// The events named `name`, as their JSON lines.
    func events(_ name: String) -> [String] { sink.lines.filter { Self.name(of: $0) == name } }

    /// Advances the fake clock by `seconds` in 60 Hz frames, ticking the window each frame.
    func run(seconds: Double) {
        let frames = Int((seconds / Self.frame).rounded())
        for _ in 0..<frames { tick() }
    }

    /// One frame.
    func tick() {
        clock.tick(window, at: clock.now + Self.frame)
    }

    /// Runs until the display link pauses (stasis), at most `limit` seconds; returns the seconds it took.
    @discardableResult
    func runUntilStasis(limit: Double = 20) -> Double? {
        var elapsed = 0.0
        while elapsed < limit {
            tick()
            elapsed += Self.frame
            if !scene.isLinkRunning { return elapsed }
        }
        return nil
    }

    /// A point of the field (field points) in window points.
    func windowPoint(_ fieldPoint: Point) -> Point {
        scene.field.convertToWindow(fieldPoint)
    }

    func press(_ key: KeyEvent.Key, isRepeat: Bool = false) {
        window.handle(KeyEvent(key: key, isRepeat: isRepeat, timestamp: clock.now))
    }

    /// A click (down and up at once) at a field point.
    func click(at fieldPoint: Point) {
        pointer(.down, at: fieldPoint)
        pointer(.up, at: fieldPoint)
    }

    func pointer(_ phase: PointerEvent.Phase, at fieldPoint: Point) {
        window.handle(PointerEvent(phase: phase, location: windowPoint(fieldPoint), timestamp: clock.now))
    }

    private static func name(of line: String) -> String? {
        guard let range = line.range(of: #""event":""#) else { return nil }
        let rest = line[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}

/// Collects event lines (a class, so the log's sink can append while the fixture is being built).
@MainActor
private final class LineSink {
    var lines: [String] = []
}
