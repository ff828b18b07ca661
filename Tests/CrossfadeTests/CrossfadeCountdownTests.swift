import KitTestSupport
import Testing

@testable import Crossfade
@testable import Kit

/// The caption while a notification is on its way, and Reset Count, on a fake clock.
@MainActor
@Suite("Crossfade: the caption while a notification waits, and Reset Count")
struct CrossfadeCountdownTests {
    private final class SilentNotifier: SystemNotifier {
        var posted: [LocalNotification] = []
        func post(
            _ notification: LocalNotification,
            completion: @escaping @MainActor (Result<UInt32, SystemNotifierError>) -> Void
        ) {
            posted.append(notification)
            completion(.success(1))
        }
        func waitForPendingPosts(timeout: Double) {}
    }

    @MainActor
    private final class Fixture {
        let clock = TestClock()
        let window: Window
        let notifier = SilentNotifier()
        let scene: CrossfadeScene
        let scheduler: NotificationScheduler
        var lines: [String] = []

        init() {
            window = Window(size: Size(width: 800, height: 600), clock: clock)
            let art = Image(path: "/art/a.svg", naturalSize: Size(width: 120, height: 80))
            let box = LineCollector()
            scene = CrossfadeScene(
                first: art, second: art, tabIcon: nil, events: EventLog(clock: { 0 }) { box.lines.append($0) })
            scheduler = NotificationScheduler(window: window, notifier: notifier, events: .disabled())
            scene.notificationScheduler = scheduler
            window.setRootScene(scene)
            collector = box
            clock.tick(window, at: 0)
        }

        private let collector: LineCollector
        var events: [String] { collector.lines }

        var caption: String {
            guard case .string(let text)? = window.rootView.view(withIdentifier: "crossfade.count")?.automationValue
            else { return "" }
            return text
        }

        var resetButton: Control { window.rootView.view(withIdentifier: "crossfade.reset") as! Control }

        func click(_ view: View) {
            let center = view.frameInWindow.center
            window.handle(PointerEvent(phase: .down, location: center, timestamp: clock.now))
            window.handle(PointerEvent(phase: .up, location: center, timestamp: clock.now + 0.05))
        }

        /// Four counted clicks, each after the previous 2 s crossfade; returns the time of the fourth.
        func clickFourTimes() -> Double {
            var fourth = 0.0
            for _ in 0..<4 {
                fourth = clock.now
                click(scene.button)
                advance(by: 2.1)
            }
            return fourth
        }

        func advance(by seconds: Double) {
            let end = clock.now + seconds
            while clock.now < end { clock.tick(window, at: min(clock.now + 0.1, end)) }
        }
    }

    @MainActor
    private final class LineCollector {
        var lines: [String] = []
    }

    @Test("While a notification waits the caption counts down to it and then counts to the next")
    func captionCountsDown() {
        let f = Fixture()
        let fourth = f.clickFourTimes()
        #expect(f.scheduler.pending.count == 1)
        let dueIn = Int((fourth + 8 - f.clock.now).rounded(.up))
        #expect(f.caption == "4 clicks · notification in \(dueIn) s · 4 more for the next")
        #expect(!f.caption.contains("until a notification"), "never “4 more until a notification” while one waits")
        f.advance(by: 3)
        #expect(f.caption == "4 clicks · notification in \(dueIn - 3) s · 4 more for the next", "a second at a time")
        f.advance(by: 4)
        #expect(f.scheduler.pending.isEmpty)
        #expect(f.caption == "4 clicks · 4 more until a notification", "delivered: back to counting")
        #expect(f.scene.notifications.countdownToken == nil, "no countdown timer left running")
    }

    @Test("The countdown needs no frames: between whole seconds the window can sleep until the next")
    func countdownSleeps() {
        let f = Fixture()
        _ = f.clickFourTimes()
        f.advance(by: 0.5)
        #expect(!f.window.isAnimating)
        let next = f.window.nextDeadline ?? 0
        #expect(next > f.clock.now && next <= f.clock.now + 1)
    }

    @Test("Reset Count sets the count to 0 and cancels the notification on its way: it is never delivered")
    func resetCancelsPending() throws {
        let f = Fixture()
        f.window.hasFocus = false
        _ = f.clickFourTimes()
        #expect(f.resetButton.isEnabled)
        f.click(f.resetButton)
        #expect(f.scene.clickCount == 0)
        #expect(f.scheduler.pending.isEmpty)
        #expect(f.caption == CrossfadeScene.resetCancelledNotice, "says what happened to the notification")
        #expect(
            f.events.contains { $0.contains("\"event\":\"crossfade.count.reset\"") && $0.contains("\"cancelled\":1") })
        f.advance(by: 10)
        #expect(f.notifier.posted.isEmpty, "cancelled: never posted")
        #expect(f.window.rootView.view(withIdentifier: "notification.banner") == nil)
        f.scheduler.deliverAllNow()
        #expect(f.notifier.posted.isEmpty, "nor at quit")
        #expect(f.caption.hasPrefix("Click the picture to crossfade"), "the notice gives way to the invitation")
        #expect(!f.resetButton.isEnabled, "nothing left to reset")
    }

    @Test("After a reset the count starts again at 1, and the 4th click schedules a new notification")
    func countsAgainAfterReset() {
        let f = Fixture()
        _ = f.clickFourTimes()
        f.scene.resetCount()
        f.click(f.scene.button)
        f.advance(by: 2.1)
        #expect(f.caption == "1 click · 3 more until a notification")
        for _ in 0..<3 {
            f.click(f.scene.button)
            f.advance(by: 2.1)
        }
        #expect(f.scheduler.pending.map(\.tag) == [4])
    }

    @Test("Resetting with nothing on its way just starts counting again, with no notice")
    func resetWithoutPending() {
        let f = Fixture()
        f.click(f.scene.button)
        f.advance(by: 2.1)
        f.click(f.resetButton)
        #expect(f.scene.clickCount == 0)
        #expect(f.caption.hasPrefix("Click the picture to crossfade"))
    }

    @Test("The caption's words for a waiting notification, at every count")
    func captionTexts() {
        var clicks = CrossfadeClicks()
        #expect(CrossfadeScene.counterText(for: clicks, pendingSeconds: 5) == "Notification in 5 s")
        for _ in 0..<5 {
            _ = clicks.click()
            clicks.crossfadeFinished()
        }
        #expect(
            CrossfadeScene.counterText(for: clicks, pendingSeconds: 2)
                == "5 clicks · notification in 2 s · 3 more for the next")
        #expect(
            CrossfadeScene.counterText(for: clicks, pendingSeconds: 0)
                == "5 clicks · notification in 1 s · 3 more for the next")
    }
}
