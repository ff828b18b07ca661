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
    private let directory: URL

    /// `configure` sets settings before the scene reads them (e.g. `{ $0[DropitSettings.obstacle] = false }`).
    init(
        size: Size = Size(width: 800, height: 640), seed: UInt64 = DropitFixture.seed,
        configure: (PreferencesStore) -> Void = { _ in }
    ) {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dropit-tests-\(UUID().uuidString)", isDirectory: true)
        preferences = PreferencesStore(sections: [DropitScene.settingsSection], directory: directory)
        configure(preferences)
        window = Window(size: size, clock: clock)
        let sink = LineSink()
        scene = DropitScene(
            tabIcon: nil, events: EventLog(clock: { 0 }, sink: { sink.lines.append($0) }), preferences: preferences,
            seed: seed)
        self.sink = sink
        window.setRootScene(scene)
        clock.tick(window, at: 0)
    }

    private let sink: LineSink

    deinit {
        try? FileManager.default.removeItem(at: directory)
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
