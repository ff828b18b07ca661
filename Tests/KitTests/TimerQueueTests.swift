import Testing

@testable import Kit

@MainActor
@Suite("Timers")
struct TimerQueueTests {
    @Test("Timers fire in deadline order once due, and cancelled ones never fire")
    func orderAndCancel() {
        let timers = TimerQueue()
        var fired: [String] = []
        timers.schedule(at: 2) { fired.append("b") }
        timers.schedule(at: 1) { fired.append("a") }
        let cancelled = timers.schedule(at: 1.5) { fired.append("x") }
        timers.cancel(cancelled)
        #expect(timers.nextDeadline == 1)
        timers.fire(now: 0.5)
        #expect(fired.isEmpty)
        timers.fire(now: 2)
        #expect(fired == ["a", "b"])
        #expect(timers.nextDeadline == nil)
    }

    @Test("Pending timers all run at quit")
    func fireAllAtQuit() {
        let timers = TimerQueue()
        var fired = 0
        timers.schedule(at: 100) { fired += 1 }
        timers.schedule(at: 200) { fired += 1 }
        timers.fireAll()
        #expect(fired == 2)
        #expect(timers.isEmpty)
    }
}
