import Foundation
import KitTestSupport
import Preferences
import Testing

@testable import Crossfade
@testable import Kit

@MainActor
@Suite("Crossfade settings")
struct CrossfadeSettingsTests {
    private let art = Image(path: "/art/a.svg", naturalSize: Size(width: 120, height: 80))

    /// The scene reading a real settings store in a temporary folder, in a window on a fake clock.
    @MainActor
    private final class Fixture {
        let clock = TestClock()
        let window: Window
        let preferences: PreferencesStore
        let scene: CrossfadeScene
        let scheduler: NotificationScheduler

        init(image: Image) {
            window = Window(size: Size(width: 800, height: 600), clock: clock)
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("kinetic-crossfade-\(UUID().uuidString)")
            preferences = PreferencesStore(sections: [CrossfadeScene.settingsSection], directory: folder)
            scene = CrossfadeScene(
                first: image, second: image, tabIcon: nil, events: .disabled(), preferences: preferences)
            scheduler = NotificationScheduler(window: window, notifier: nil, events: .disabled())
            scene.notificationScheduler = scheduler
            window.setRootScene(scene)
            clock.tick(window, at: 0)
        }

        func click() {
            let center = scene.button.frameInWindow.center
            window.handle(PointerEvent(phase: .down, location: center, timestamp: clock.now))
            window.handle(PointerEvent(phase: .up, location: center, timestamp: clock.now))
        }
    }

    @Test("The fade-duration setting applies to the next click at once: 0.5 s each way")
    func fadeDurationApplies() {
        let f = Fixture(image: art)
        f.preferences[CrossfadeSettings.fadeDuration] = 0.5
        f.click()
        f.clock.tick(f.window, at: 0.5)
        #expect(f.scene.button.presentedAlpha == 0, "faded out after 0.5 s")
        f.clock.tick(f.window, at: 1.0)
        #expect(f.scene.button.presentedAlpha == 1)
        #expect(!f.scene.isCrossfading, "the whole crossfade took 2 × 0.5 s")
    }

    @Test("Notify every 2 clicks with a 3 s delay schedules after the second click, due 3 s later")
    func notificationRuleApplies() {
        let f = Fixture(image: art)
        f.preferences[CrossfadeSettings.notifyEvery] = 2
        f.preferences[CrossfadeSettings.notificationDelay] = 3
        f.click()
        for second in [1.0, 2.0, 2.5] { f.clock.tick(f.window, at: second) }  // the two 1 s fades run out
        #expect(f.scheduler.pending.isEmpty)
        f.click()
        #expect(f.scene.clickCount == 2)
        #expect(f.scheduler.pending.count == 1)
        #expect(abs((f.scheduler.pending.first?.dueTime ?? 0) - (f.clock.now + 3)) < 1e-9)
    }

    @Test("Turning desktop notifications off makes every notification a banner")
    func systemNotificationsSwitch() {
        let f = Fixture(image: art)
        #expect(f.scheduler.usesSystemNotifications)
        f.preferences[CrossfadeSettings.systemNotifications] = false
        #expect(!f.scheduler.usesSystemNotifications)
    }
}
