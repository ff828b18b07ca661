import Foundation
import KitTestSupport
import Preferences
import Testing

@testable import Kit
@testable import Settings

@MainActor
@Suite("Settings tab")
struct SettingsSceneTests {
    static let sound = Setting.bool("demo.sound", title: "Sound", default: true)
    static let lives = Setting.int("demo.lives", title: "Lives", default: 3, range: 1...5)
    static let speed = Setting.double(
        "demo.speed", title: "Speed", default: 1.0, range: 0.5...2.0, step: 0.5, unit: "×")
    static let size = Setting.choice(
        "demo.size", title: "Size", default: "medium",
        options: [
            SettingOption("small", title: "Small"), SettingOption("medium", title: "Medium"),
            SettingOption("large", title: "Large"),
        ])

    /// The Settings scene over a real store in a temporary folder, in a window on a fake clock.
    @MainActor
    private final class Fixture {
        let clock = TestClock()
        let window: Window
        let preferences: PreferencesStore
        let scene: SettingsScene
        var lines: [String] = []

        init() {
            window = Window(size: Size(width: 900, height: 1000), clock: clock)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-settings-\(UUID())")
            preferences = PreferencesStore(
                sections: [SettingsSection("Demo", settings: [sound, lives, speed, size])], directory: folder)
            let events = EventLog(clock: { 0 }, sink: nil)
            scene = SettingsScene(preferences: preferences, tabIcon: nil, events: events)
            window.setRootScene(scene)
            clock.tick(window, at: 0)
        }

        func control(_ key: String) -> View { window.rootView.view(withIdentifier: "settings.\(key)")! }

        func click(_ point: Point) {
            window.handle(PointerEvent(phase: .down, location: point, timestamp: clock.now))
            window.handle(PointerEvent(phase: .up, location: point, timestamp: clock.now + 0.05))
            clock.tick(window, at: clock.now + 0.1)
        }
    }

    @Test("Each setting gets the control its kind calls for, with the id settings.<key>")
    func controlsMatchKinds() {
        let f = Fixture()
        #expect(f.control("demo.sound") is Switch)
        #expect(f.control("demo.lives") is Stepper)
        #expect(f.control("demo.speed") is Slider)
        #expect(f.control("demo.size") is SegmentedControl)
        #expect((f.control("demo.sound") as? Switch)?.isOn == true, "controls show the stored values")
        #expect(f.scene.row(for: "demo.lives")?.detailLabel.text == "3")
    }

    @Test("Clicking a switch, a stepper's + and a segment stores the new values at once")
    func clicksStore() {
        let f = Fixture()
        f.click(f.control("demo.sound").frameInWindow.center)
        #expect(f.preferences.bool(for: Self.sound) == false)
        let stepper = f.control("demo.lives").frameInWindow
        f.click(Point(x: stepper.minX + stepper.width * 0.75, y: stepper.midY))
        #expect(f.preferences.int(for: Self.lives) == 4)
        #expect(f.scene.row(for: "demo.lives")?.detailLabel.text == "4", "the detail follows the value")
        let segments = f.control("demo.size").frameInWindow
        f.click(Point(x: segments.maxX - 10, y: segments.midY))
        #expect(f.preferences.string(for: Self.size) == "large")
        #expect(f.preferences.needsSave, "the change waits to be written")
    }

    @Test("Dragging the slider to its end stores the maximum, on the setting's steps")
    func sliderDrag() {
        let f = Fixture()
        let slider = f.control("demo.speed").frameInWindow
        let start = Point(x: slider.minX + slider.width / 3, y: slider.midY)
        f.window.handle(PointerEvent(phase: .down, location: start, timestamp: f.clock.now))
        for step in 1...5 {
            let point = Point(x: start.x + Double(step) * 60, y: start.y)
            f.window.handle(PointerEvent(phase: .moved, location: point, timestamp: f.clock.now + Double(step) * 0.01))
        }
        f.window.handle(
            PointerEvent(phase: .up, location: Point(x: slider.maxX + 50, y: slider.midY), timestamp: f.clock.now + 0.1)
        )
        #expect(f.preferences.double(for: Self.speed) == 2.0)
    }

    @Test("A slider whose whole range lies above 1 (a scale of 1.0…1.3) is built with that range and value")
    func sliderRangeAboveOne() {
        let scale = Setting.double("demo.scale", title: "Scale", default: 1.15, range: 1.0...1.3, step: 0.05)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-settings-\(UUID())")
        let preferences = PreferencesStore(sections: [SettingsSection("Demo", settings: [scale])], directory: folder)
        let scene = SettingsScene(preferences: preferences, tabIcon: nil, events: EventLog(clock: { 0 }, sink: nil))
        let slider = scene.view.view(withIdentifier: "settings.demo.scale") as? Slider
        #expect(slider?.minimumValue == 1.0 && slider?.maximumValue == 1.3)
        #expect(abs((slider?.value ?? 0) - 1.15) < 1e-9)
    }

    @Test("Reset to Defaults asks first; confirming puts every control back")
    func resetToDefaults() {
        let f = Fixture()
        f.preferences.set(false, for: Self.sound)
        f.preferences.set(5, for: Self.lives)
        #expect((f.control("demo.sound") as? Switch)?.isOn == false, "a change from elsewhere shows at once")
        f.click(f.control("reset").frameInWindow.center)
        #expect(f.preferences.int(for: Self.lives) == 5, "nothing changes before the user confirms")
        f.clock.tick(f.window, at: f.clock.now + 1)
        f.click(f.window.rootView.view(withIdentifier: "alert.reset")!.frameInWindow.center)
        #expect(f.preferences.int(for: Self.lives) == 3)
        #expect((f.control("demo.sound") as? Switch)?.isOn == true)
        #expect((f.control("demo.lives") as? Stepper)?.value == 3)
    }

    @Test("Return on the Reset alert cancels it and keeps every setting; Escape does too")
    func returnDoesNotReset() {
        for key in [KeyEvent.Key.enter, .escape] {
            let f = Fixture()
            f.preferences.set(5, for: Self.lives)
            f.click(f.control("reset").frameInWindow.center)
            f.clock.tick(f.window, at: f.clock.now + 1)
            #expect(f.window.topPresentation != nil)
            f.window.handle(KeyEvent(key: key, timestamp: f.clock.now))
            f.clock.tick(f.window, at: f.clock.now + 1)
            #expect(f.window.topPresentation == nil, "the key answered the alert")
            #expect(f.preferences.int(for: Self.lives) == 5)
        }
    }
}
