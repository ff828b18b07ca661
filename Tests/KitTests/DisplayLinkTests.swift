import Kit
import KitTestSupport
import Testing

@MainActor
@Suite("Display link")
struct DisplayLinkTests {
    @Test("a running link is called each tick with the time since the previous one, and keeps frames coming")
    func runningLinkSteps() {
        let clock = TestClock()
        let window = Window(size: Size(width: 100, height: 100), clock: clock)
        var steps: [Double] = []
        let link = DisplayLink(window: window) { _, elapsed in steps.append(elapsed) }
        #expect(!window.isAnimating, "a new link starts paused")
        link.isPaused = false
        #expect(window.isAnimating)
        clock.tick(window, at: 0.1)
        clock.tick(window, at: 0.125)
        clock.tick(window, at: 0.175)
        #expect(steps.count == 3)
        #expect(steps[0] == 0, "the first step after starting is empty, never the time since launch")
        #expect(abs(steps[1] - 0.025) < 1e-9)
        #expect(abs(steps[2] - 0.05) < 1e-9)
    }

    @Test("pausing stops the calls and lets the app sleep; resuming never makes one huge step")
    func pauseAndResume() {
        let clock = TestClock()
        let window = Window(size: Size(width: 100, height: 100), clock: clock)
        var steps: [Double] = []
        let link = DisplayLink(window: window) { _, elapsed in steps.append(elapsed) }
        link.isPaused = false
        clock.tick(window, at: 0)
        clock.tick(window, at: 0.016)
        link.isPaused = true
        #expect(!window.isAnimating)
        clock.tick(window, at: 5)
        #expect(steps.count == 2)
        link.isPaused = false
        clock.tick(window, at: 6)
        #expect(steps.last == 0)
    }

    @Test("a released link is dropped by the window")
    func releasedLinkIsDropped() {
        let clock = TestClock()
        let window = Window(size: Size(width: 100, height: 100), clock: clock)
        var calls = 0
        var link: DisplayLink? = DisplayLink(window: window) { _, _ in calls += 1 }
        link?.isPaused = false
        weak let weakLink = link
        link = nil
        #expect(weakLink == nil)
        #expect(!window.isAnimating)
        clock.tick(window, at: 1)
        #expect(calls == 0)
    }
}
