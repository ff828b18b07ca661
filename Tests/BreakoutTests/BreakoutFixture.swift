import Foundation
import KitTestSupport
import Preferences

@testable import Breakout
@testable import Kit

/// The scene in a window on a fake clock, with a settings store and a best-score file in a temporary folder and
/// every automation event recorded. Frames are 1/60 s; `run(seconds:)` ticks the window as the run loop would.
@MainActor
final class BreakoutFixture {
    static let frameDuration = 1.0 / 60

    let window: Window
    let folder: URL
    let preferences: PreferencesStore
    let events = EventRecorder()
    let scene: BreakoutScene
    /// The tab bar when the fixture has one (the scene first, a blank tab second).
    let tabs: TabBarController?
    let clock = TestClock()
    private(set) var frames = 0

    init(
        size: Size = Size(width: 800, height: 600), seed: UInt64 = 7, settings: [(Setting, SettingValue)] = [],
        folder: URL? = nil, inTabBar: Bool = false
    ) {
        self.folder =
            folder
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-breakout-\(UUID().uuidString)")
        preferences = PreferencesStore(sections: [BreakoutScene.settingsSection], directory: self.folder)
        for (setting, value) in settings { preferences.set(value, for: setting) }
        window = Window(size: size, clock: clock)
        let recorder = events
        let log = EventLog(clock: { 0 }, sink: { recorder.record($0) })
        window.events = log
        scene = BreakoutScene(tabIcon: nil, events: log, preferences: preferences, randomSeed: seed)
        tabs = inTabBar ? TabBarController(scenes: [scene, Scene(name: "other", title: "Other", tabIcon: nil)]) : nil
        window.setRootScene(tabs ?? scene)
        clock.tick(window, at: 0)
    }

    var now: Double { Double(frames) * Self.frameDuration }

    /// One frame: the window's tick (display link, animations, layout).
    func tick() {
        frames += 1
        clock.tick(window, at: now)
    }

    func run(seconds: Double) {
        for _ in 0..<Int((seconds / Self.frameDuration).rounded()) { tick() }
    }

    /// Ticks until `condition` holds or `seconds` pass; returns whether it held.
    @discardableResult
    func run(upTo seconds: Double, until condition: () -> Bool) -> Bool {
        for _ in 0..<Int((seconds / Self.frameDuration).rounded()) {
            if condition() { return true }
            tick()
        }
        return condition()
    }

    func key(_ key: KeyEvent.Key) {
        window.handle(KeyEvent(key: key, timestamp: clock.now))
    }

    /// Puts a new ball in play at `center` with `velocity` (pt/s), as a launch would.
    @discardableResult
    func addBall(at center: Point, velocity: Point) -> LiveBall {
        let view = BallView(index: scene.nextBallIndex)
        scene.nextBallIndex += 1
        view.center = center
        scene.field.ballLayer.addSubview(view)
        scene.putInPlay(view, velocity: velocity)
        return scene.balls.last!
    }

    /// The centre of a view in window points, for pointer events.
    func windowPoint(of view: View) -> Point { view.frameInWindow.center }

    /// The field's point `point` in window points.
    func windowPoint(inField point: Point) -> Point { scene.field.convertToWindow(point) }

    /// A click (press and release 10 ms apart) at the current time.
    func click(at point: Point) {
        press(at: point, time: now)
        release(at: point, time: now + 0.01)
    }

    func press(at point: Point, time: Double) {
        window.handle(PointerEvent(phase: .down, location: point, timestamp: time))
    }

    func drag(to point: Point, time: Double) {
        window.handle(PointerEvent(phase: .moved, location: point, timestamp: time))
    }

    func release(at point: Point, time: Double) {
        window.handle(PointerEvent(phase: .up, location: point, timestamp: time))
    }
}

/// Automation events as parsed JSON objects.
@MainActor
final class EventRecorder {
    private(set) var all: [[String: Any]] = []

    func record(_ line: String) {
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        all.append(object ?? [:])
    }

    func named(_ name: String) -> [[String: Any]] {
        all.filter { $0["event"] as? String == name }
    }

    func count(_ name: String) -> Int { named(name).count }

    /// A `velocities` field as pairs of doubles.
    static func velocities(_ event: [String: Any]) -> [[Double]] {
        (event["velocities"] as? [[Any]] ?? []).map { pair in pair.compactMap { ($0 as? NSNumber)?.doubleValue } }
    }
}
