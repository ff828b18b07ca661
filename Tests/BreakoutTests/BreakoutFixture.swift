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
        size: Size = Size(width: 800, height: 600), seed: UInt64 = 7, settings: [TestSetting] = [],
        folder: URL? = nil, inTabBar: Bool = false
    ) {
        self.folder =
            folder
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-breakout-\(UUID().uuidString)")
        preferences = PreferencesStore(sections: [BreakoutScene.settingsSection], directory: self.folder)
        for setting in settings { setting.write(preferences) }
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

    /// A tap of a key: pressed and released at once.
    func key(_ key: KeyEvent.Key) {
        keyDown(key)
        keyUp(key)
    }

    /// A key goes down (or, with `isRepeat`, the desktop repeats it while it is held).
    func keyDown(_ key: KeyEvent.Key, isRepeat: Bool = false) {
        window.handle(KeyEvent(key: key, isRepeat: isRepeat, timestamp: clock.now))
    }

    func keyUp(_ key: KeyEvent.Key) {
        window.handleKeyRelease(KeyEvent(key: key, timestamp: clock.now))
    }

    /// Puts a new ball in play at `center` with `velocity` (pt/s), as an extra-ball brick would.
    @discardableResult
    func addBall(at center: Point, velocity: Point) -> BallView {
        let index = scene.model.addBall()
        let ball = scene.playfield.addBall(index, at: center, velocity: velocity)
        scene.updateDisplayLink()
        return ball
    }

    /// Replaces the wall with `rows` × `columns` plain one-hit bricks and the given special ones, on screen and in
    /// the physics, so a test knows which brick does what.
    func useWall(rows: Int, columns: Int, specials: [BrickPosition: BrickSpecial]) {
        let wall = BrickWall(rows: rows, columns: columns, hitsPerBrick: 1, level: 1, specials: specials)
        scene.model = BreakoutModel(configuration: scene.configuration, best: scene.game.best, wall: wall)
        scene.rebuildField()
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

/// A setting and the value a test gives it, typed by the setting's declaration.
struct TestSetting: Sendable {
    let write: @MainActor @Sendable (PreferencesStore) -> Void

    static func set<Value>(_ setting: TypedSetting<Value>, _ value: Value) -> TestSetting {
        TestSetting { $0[setting] = value }
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
