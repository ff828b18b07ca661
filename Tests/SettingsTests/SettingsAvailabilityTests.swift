import Foundation
import KitTestSupport
import Preferences
import Testing

@testable import Kit
@testable import Settings

/// Rows whose setting has no effect while another is off: disabled, dimmed and explained, following the store.
@MainActor
@Suite("Settings tab: settings that depend on others")
struct SettingsAvailabilityTests {
    static let gravity = TypedSetting.bool("demo.gravity", title: "Gravity", default: false)
    static let strength = TypedSetting.double(
        "demo.strength", title: "Gravity strength", default: 0.2, range: 0.1...0.4, step: 0.1,
        footer: "how hard it pulls."
    ).enabled(when: gravity == true)
    static let section = SettingsSection("Demo", footer: "Changes apply at once.", declarations: [gravity, strength])

    @MainActor
    private final class Fixture {
        let clock = TestClock()
        let window: Window
        let preferences: PreferencesStore
        let scene: SettingsScene

        init() {
            window = Window(size: Size(width: 900, height: 1000), clock: clock)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-settings-\(UUID())")
            preferences = PreferencesStore(sections: [section], directory: folder)
            scene = SettingsScene(preferences: preferences, tabIcon: nil, events: EventLog(clock: { 0 }, sink: nil))
            window.setRootScene(scene)
            tick()
        }

        func tick() { clock.tick(window, at: clock.now + 0.5) }
        var strengthRow: SettingRow { scene.row(for: "demo.strength")! }
        var strengthControl: Control { strengthRow.control }

        func click(_ identifier: String) {
            let point = window.rootView.view(withIdentifier: identifier)!.frameInWindow.center
            window.handle(PointerEvent(phase: .down, location: point, timestamp: clock.now))
            window.handle(PointerEvent(phase: .up, location: point, timestamp: clock.now + 0.05))
            tick()
        }
    }

    @Test("With Gravity off, Gravity strength is disabled, its title dims and its note says why before its help")
    func disabledWithReason() {
        let f = Fixture()
        #expect(!f.strengthControl.isEnabled)
        #expect(!f.strengthControl.isEnabledForAutomation, "tree.json and AT-SPI show it disabled")
        #expect(f.strengthRow.titleLabel.style.color == Theme.Palette.textSecondary)
        #expect(f.strengthRow.noteLabel.text == "Has no effect while “Gravity” is off.\nHow hard it pulls.")
    }

    @Test("Switching Gravity on by a click enables the slider and drops the reason; off again disables it")
    func followsTheSwitch() {
        let f = Fixture()
        let disabledHeight = f.strengthRow.frame.height
        f.click("settings.demo.gravity")
        #expect(f.strengthControl.isEnabled)
        #expect(f.strengthRow.noteLabel.text == "How hard it pulls.")
        #expect(f.strengthRow.frame.height < disabledHeight, "the row shrinks to its note")
        #expect(f.strengthRow.noteLabel.frame.maxY <= f.strengthRow.bounds.height)
        f.click("settings.demo.gravity")
        #expect(!f.strengthControl.isEnabled)
        #expect(f.strengthRow.frame.height == disabledHeight)
    }

    @Test("A disabled slider ignores a drag: the stored strength stays")
    func disabledIgnoresInput() {
        let f = Fixture()
        let slider = f.strengthControl.frameInWindow
        f.window.handle(PointerEvent(phase: .down, location: slider.center, timestamp: f.clock.now))
        f.window.handle(
            PointerEvent(phase: .moved, location: Point(x: slider.maxX, y: slider.midY), timestamp: f.clock.now + 0.02))
        f.window.handle(
            PointerEvent(phase: .up, location: Point(x: slider.maxX, y: slider.midY), timestamp: f.clock.now + 0.04))
        #expect(f.preferences[Self.strength] == 0.2)
    }

    @Test("A screen reader hears the reason as the control's description, and hears it become enabled")
    func accessibleReason() {
        let f = Fixture()
        let tree = AccessibilityTree(window: f.window, applicationName: "Kinetic")
        tree.refresh()
        let node = tree.snapshot.node(withIdentifier: "settings.demo.strength")
        #expect(node?.states.contains(.enabled) == false)
        #expect(node?.description.hasPrefix("Has no effect while “Gravity” is off.") == true)
        f.click("settings.demo.gravity")
        let events = tree.refresh()
        let id = tree.snapshot.node(withIdentifier: "settings.demo.strength")!.id
        #expect(events.contains(.stateChanged(id: id, state: .enabled, isOn: true)))
        #expect(events.contains(.descriptionChanged(id: id, description: "How hard it pulls.")))
    }

    @Test("Notes and section footers are set at 13 pt or more, and lie inside their rows")
    func legibleNotes() {
        let f = Fixture()
        #expect(f.strengthRow.noteLabel.style.size >= 13)
        let footers = f.scene.table.contentView.subviews.compactMap { $0 as? Label }
            .filter { $0.text == "Changes apply at once." }
        #expect(footers.count == 1)
        #expect(footers.allSatisfy { $0.style.size >= 13 })
        let row = f.strengthRow
        #expect(row.noteLabel.frame.minY >= row.titleLabel.frame.maxY, "the note under the title, not over it")
        #expect(row.noteLabel.frame.minY >= row.control.frame.maxY)
        #expect(row.noteLabel.frame.maxY <= row.bounds.height)
    }
}
