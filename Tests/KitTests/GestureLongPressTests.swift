import Testing

@testable import Kit

@MainActor
@Suite("Long press gestures")
struct GestureLongPressTests {
    @Test("Holding still for 0.5 s begins a long press; release ends it")
    func pressHold() {
        let harness = GestureHarness()
        let press = harness.attach(LongPressGestureRecognizer(), as: "press")
        let states = press.recordStates()
        harness.play(PointerScript.pressHold())
        #expect(harness.log == ["press:began@500", "press:ended@700"])
        #expect(states.values == [.began, .ended, .possible])
    }

    @Test("The long-press timer is the window's next deadline, so the run loop sleeps until it")
    func deadline() {
        let harness = GestureHarness()
        harness.attach(LongPressGestureRecognizer(), as: "press")
        harness.play([ScriptedEvent(time: 0, phase: .down, location: PointerScript.here)])
        #expect(abs((harness.window.nextDeadline ?? 0) - (0.5)) < 1e-9)
    }

    @Test("Drifting more than 10 pt before 0.5 s fails the long press; after it began, moves are changes")
    func drift() {
        let harness = GestureHarness()
        let press = harness.attach(LongPressGestureRecognizer(), as: "press")
        let states = press.recordStates()
        let start = PointerScript.here
        harness.play([
            ScriptedEvent(time: 0, phase: .down, location: start),
            ScriptedEvent(time: 0.2, phase: .moved, location: start + Point(x: 11, y: 0)),
            ScriptedEvent(time: 0.7, phase: .up, location: start + Point(x: 11, y: 0)),
        ])
        #expect(harness.log.isEmpty)
        #expect(states.values == [.failed, .possible])
        harness.play(
            [
                ScriptedEvent(time: 0, phase: .down, location: start),
                ScriptedEvent(time: 0.6, phase: .moved, location: start + Point(x: 50, y: 0)),
                ScriptedEvent(time: 0.7, phase: .up, location: start + Point(x: 50, y: 0)),
            ], offset: 1)
        #expect(harness.log == ["press:began@1500", "press:changed@1600", "press:ended@1700"])
    }

    @Test("A short press is a tap, not a long press; a held one is a long press, not a tap")
    func tapVersusLongPress() {
        let harness = GestureHarness()
        harness.attach(LongPressGestureRecognizer(), as: "press")
        harness.attach(TapGestureRecognizer(), as: "tap")
        harness.play(PointerScript.tap())
        #expect(harness.log == ["tap:ended@50"])
        harness.play(PointerScript.pressHold(), offset: 1)
        #expect(harness.log == ["tap:ended@50", "press:began@1500", "press:ended@1700"])
    }
}
