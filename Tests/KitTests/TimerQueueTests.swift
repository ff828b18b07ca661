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

    @Test("An action that cancels another timer due in the same call stops it")
    func cancelDuringFire() {
        let timers = TimerQueue()
        var fired: [String] = []
        let later = timers.schedule(at: 1.5) { fired.append("dismissed banner's timeout") }
        timers.schedule(at: 1) {
            fired.append("dismiss")
            timers.cancel(later)
        }
        timers.fire(now: 2)
        #expect(fired == ["dismiss"])
        #expect(timers.isEmpty)
    }

    @Test("An action scheduled while timers fire waits for a later call, even when already due")
    func scheduledDuringFireWaits() {
        let timers = TimerQueue()
        var fired: [String] = []
        timers.schedule(at: 1) {
            fired.append("first")
            timers.schedule(at: 0.5) { fired.append("overdue") }
        }
        timers.fire(now: 1)
        #expect(fired == ["first"])
        timers.fire(now: 1)
        #expect(fired == ["first", "overdue"])
    }

    @Test("Timers due at the same time run in the order they were scheduled")
    func sameDeadlineKeepsOrder() {
        let timers = TimerQueue()
        var fired: [Int] = []
        for index in 0..<5 { timers.schedule(at: 1) { fired.append(index) } }
        timers.fire(now: 1)
        #expect(fired == [0, 1, 2, 3, 4])
    }

    @Test("An action run at quit that cancels another pending one stops it")
    func cancelDuringFireAll() {
        let timers = TimerQueue()
        var fired = 0
        let second = timers.schedule(at: 200) { fired += 1 }
        timers.schedule(at: 100) {
            fired += 1
            timers.cancel(second)
        }
        timers.fireAll()
        #expect(fired == 1)
    }
}
