import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("Notification delivery")
struct NotificationSchedulerTests {
    /// Records posts instead of talking to D-Bus and answers each with `result`.
    private final class FakeNotifier: SystemNotifier {
        var posted: [LocalNotification] = []
        var result: Result<UInt32, SystemNotifierError> = .success(7)
        var quitWaits: [Double] = []

        func post(
            _ notification: LocalNotification,
            completion: @escaping @MainActor (Result<UInt32, SystemNotifierError>) -> Void
        ) {
            posted.append(notification)
            completion(result)
        }

        func waitForPendingPosts(timeout: Double) { quitWaits.append(timeout) }
    }

    /// What the scheduler wrote: stderr lines and automation events.
    private final class Recorder {
        var lines: [String] = []
        var events: [String] = []
    }

    /// A scheduler on a window with a fake clock and a fake desktop notifier.
    @MainActor
    private final class Fixture {
        let clock = TestClock()
        let window: Window
        let notifier = FakeNotifier()
        let recorder = Recorder()
        let scheduler: NotificationScheduler

        init() {
            window = Window(size: Size(width: 800, height: 600), clock: clock)
            let recorder = recorder
            scheduler = NotificationScheduler(
                window: window, notifier: notifier, events: EventLog(clock: { 0 }, sink: { recorder.events.append($0) })
            ) { recorder.lines.append($0) }
            window.setRootScene(Scene(name: "test", title: "Test", tabIcon: nil))
            clock.tick(window, at: 0)
            scheduler.schedule(
                LocalNotification(title: "Click Count", subtitle: "Crossfade is keeping score", body: "4 clicks"),
                after: 8, tag: 4)
        }

        var banner: View? { window.rootView.view(withIdentifier: "notification.banner") }
        var postedEvents: [String] { recorder.events.filter { $0.contains("notification.posted") } }
    }

    private static let timedOut = SystemNotifierError(
        reason: "org.freedesktop.DBus.Error.Timeout", mayHaveBeenDelivered: true)

    @Test("A notification pending at quit goes to the desktop even while the window is focused")
    func pendingAtQuitGoesToDesktopWhenFocused() {
        let f = Fixture()
        f.window.hasFocus = true
        f.scheduler.deliverAllNow()
        #expect(f.notifier.posted.map(\.body) == ["4 clicks"])
        #expect(f.banner == nil)
        #expect(f.scheduler.pending.isEmpty)
        #expect(f.notifier.quitWaits == [NotificationScheduler.quitDeliveryTimeout])
        #expect(f.postedEvents.count == 1 && f.postedEvents[0].contains("\"dbus\""))
    }

    @Test("A desktop post that got no answer in time is neither shown as a banner nor sent again")
    func timedOutPostIsNotRepeated() {
        let f = Fixture()
        f.window.hasFocus = false
        f.notifier.result = .failure(Self.timedOut)
        f.clock.tick(f.window, at: 8)
        #expect(f.banner == nil)
        #expect(f.postedEvents.count == 1 && f.postedEvents[0].contains("\"dbus\""))
        #expect(f.postedEvents.first?.contains("\"id\":null") == true)
        f.clock.tick(f.window, at: 20)
        f.scheduler.deliverAllNow()
        #expect(f.notifier.posted.count == 1)
        #expect(f.recorder.lines.count == 1)
        #expect(f.recorder.lines.first?.contains("did not answer in time") == true)
    }

    @Test("A post the service refused still falls back to the banner, once")
    func refusedPostFallsBackToBanner() {
        let f = Fixture()
        f.window.hasFocus = false
        f.notifier.result = .failure(SystemNotifierError(reason: "org.freedesktop.DBus.Error.ServiceUnknown"))
        f.clock.tick(f.window, at: 8)
        #expect(f.notifier.posted.count == 1)
        #expect(f.banner != nil)
        #expect(f.postedEvents.count == 1 && f.postedEvents[0].contains("\"banner\""))
    }

    @Test("At quit, a post the service refused is reported in one line instead of a banner that closes at once")
    func refusedAtQuitIsReported() {
        let f = Fixture()
        f.notifier.result = .failure(SystemNotifierError(reason: "org.freedesktop.DBus.Error.ServiceUnknown"))
        f.scheduler.deliverAllNow()
        #expect(f.banner == nil)
        #expect(f.postedEvents.isEmpty)
        #expect(
            f.recorder.lines == [
                "kinetic: notification \"4 clicks\" not delivered at quit: org.freedesktop.DBus.Error.ServiceUnknown"
            ])
    }

    @Test("With desktop notifications off, quitting says the pending one was not delivered")
    func desktopOffAtQuit() {
        let f = Fixture()
        f.scheduler.usesSystemNotifications = false
        f.scheduler.deliverAllNow()
        #expect(f.notifier.posted.isEmpty)
        #expect(f.recorder.lines.count == 1)
        #expect(f.recorder.lines.first?.contains("desktop notifications are off") == true)
    }
}
