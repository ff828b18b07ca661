import KitTestSupport
import Testing

@testable import Crossfade
@testable import Kit

@MainActor
@Suite("Click-count notifications")
struct ClickNotificationTests {
    /// Records posts instead of talking to D-Bus; answers with a fixed result.
    private final class FakeNotifier: SystemNotifier {
        var posted: [LocalNotification] = []
        var result: Result<UInt32, SystemNotifierError> = .success(7)
        func post(
            _ notification: LocalNotification,
            completion: @escaping @MainActor (Result<UInt32, SystemNotifierError>) -> Void
        ) {
            posted.append(notification)
            completion(result)
        }
        func waitForPendingPosts(timeout: Double) {}
    }

    private let art = Image(path: "/art/a.svg", naturalSize: Size(width: 120, height: 80))

    /// A Crossfade scene in a window on a fake clock, wired to a scheduler with a fake desktop notifier.
    @MainActor
    private final class Fixture {
        let clock = TestClock()
        let window: Window
        let notifier = FakeNotifier()
        let scene: CrossfadeScene
        let scheduler: NotificationScheduler

        init(image: Image) {
            window = Window(size: Size(width: 800, height: 600), clock: clock)
            scene = CrossfadeScene(first: image, second: image, tabIcon: nil, events: .disabled())
            scheduler = NotificationScheduler(window: window, notifier: notifier, events: .disabled())
            scene.notificationScheduler = scheduler
            window.setRootScene(scene)
            clock.tick(window, at: 0)
        }

        /// Clicks, then lets the 2 s crossfade finish.
        func clickAndWait() {
            scene.crossfade()
            clock.tick(window, at: clock.now + 1)
            clock.tick(window, at: clock.now + 1.01)
        }
    }

    @Test("Only multiples of four make a notification, titled Click Count and saying the count")
    func rule() {
        let rule = ClickCountNotification()
        #expect(rule.notification(forCount: 3) == nil)
        let fourth = rule.notification(forCount: 4)
        #expect(fourth?.title == "Click Count")
        #expect(fourth?.body == "You have clicked 4 times")
        #expect(rule.notification(forCount: 8)?.body == "You have clicked 8 times")
    }

    @Test("Four clicks schedule one notification 8 s after the fourth, and clicks during a fade do not count")
    func fourClicksScheduleOne() {
        let f = Fixture(image: art)
        for _ in 0..<3 { f.clickAndWait() }
        f.scene.crossfade()
        f.scene.crossfade()  // during the fade: ignored
        let fourthClick = f.clock.now
        #expect(f.scene.clickCount == 4)
        #expect(f.scheduler.pending.count == 1)
        #expect(f.scheduler.pending.first?.dueTime == fourthClick + 8)
        // The loop sleeps until the caption's countdown next changes, a whole second on, not in a busy wait.
        #expect(f.window.nextDeadline.map { $0 > fourthClick && $0 <= fourthClick + 1 } == true)
    }

    @Test("Eight clicks schedule two: the fourth's has fired by the eighth click, the eighth's is pending")
    func eightClicksScheduleTwo() {
        let f = Fixture(image: art)
        f.window.hasFocus = false
        for _ in 0..<8 { f.clickAndWait() }
        #expect(f.notifier.posted.map(\.body) == ["You have clicked 4 times"])
        #expect(f.scheduler.pending.map(\.tag) == [8])
    }

    @Test("An unfocused window posts to the desktop when the notification falls due, not before")
    func unfocusedPostsToDesktop() {
        let f = Fixture(image: art)
        for _ in 0..<4 { f.clickAndWait() }
        f.window.hasFocus = false
        f.clock.tick(f.window, at: f.clock.now + 5)
        #expect(f.notifier.posted.isEmpty)
        f.clock.tick(f.window, at: f.clock.now + 3)
        #expect(f.notifier.posted.map(\.body) == ["You have clicked 4 times"])
        #expect(f.scheduler.pending.isEmpty)
    }

    @Test("A focused window shows the banner instead, decided when it fires")
    func focusedShowsBanner() {
        let f = Fixture(image: art)
        f.window.hasFocus = false
        for _ in 0..<4 { f.clickAndWait() }
        f.window.hasFocus = true
        f.clock.tick(f.window, at: f.clock.now + 8)
        #expect(f.notifier.posted.isEmpty)
        #expect(f.window.rootView.view(withIdentifier: "notification.banner") != nil)
    }

    @Test("A failed desktop post falls back to the banner")
    func failureFallsBackToBanner() {
        let f = Fixture(image: art)
        f.notifier.result = .failure(SystemNotifierError(reason: "org.freedesktop.DBus.Error.ServiceUnknown"))
        f.window.hasFocus = false
        for _ in 0..<4 { f.clickAndWait() }
        f.clock.tick(f.window, at: f.clock.now + 8)
        #expect(f.notifier.posted.count == 1)
        #expect(f.window.rootView.view(withIdentifier: "notification.banner") != nil)
    }

    @Test("Pending notifications are delivered at quit rather than lost")
    func deliveredAtQuit() {
        let f = Fixture(image: art)
        f.window.hasFocus = false
        for _ in 0..<4 { f.clickAndWait() }
        f.scheduler.deliverAllNow()
        #expect(f.notifier.posted.count == 1)
        #expect(f.scheduler.pending.isEmpty)
        #expect(f.window.timers.isEmpty)
    }

    @Test("The banner dismisses itself after its display time")
    func bannerDismisses() {
        let f = Fixture(image: art)
        for _ in 0..<4 { f.clickAndWait() }
        f.clock.tick(f.window, at: f.clock.now + 8)
        #expect(f.window.rootView.view(withIdentifier: "notification.banner") != nil)
        f.clock.tick(f.window, at: f.clock.now + BannerView.displayDuration)
        f.clock.tick(f.window, at: f.clock.now + BannerView.slideDuration + 0.01)
        #expect(f.window.rootView.view(withIdentifier: "notification.banner") == nil)
    }
}
