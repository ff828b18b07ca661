import Testing

@testable import Kit

/// A second finger landing while a first one drags or holds: the gesture in progress keeps its own finger.
@MainActor
@Suite("Gestures with a second finger")
struct GestureSecondFingerTests {
    /// Finger 0 drags 30 pt right (`PointerScript.pressDragRelease`, lifting at 105 ms); finger 1 lands at 45 ms on
    /// `start`, slides 40 pt left over 30 ms, and lifts at `liftTime`.
    private func dragWithSecondFinger(at start: Point, liftTime: Double = 0.075) -> [ScriptedEvent] {
        let second = [
            ScriptedEvent(time: 0.045, phase: .down, location: start, pointer: 1),
            ScriptedEvent(time: 0.055, phase: .moved, location: start - Point(x: 20, y: 0), pointer: 1),
            ScriptedEvent(time: 0.065, phase: .moved, location: start - Point(x: 40, y: 0), pointer: 1),
            ScriptedEvent(time: liftTime, phase: .up, location: start - Point(x: 40, y: 0), pointer: 1),
        ]
        // Stable: a second-finger event at the same time as a first-finger one comes after it.
        return (PointerScript.pressDragRelease() + second).enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    /// The translation and location a single finger's 30 pt drag reports at each action: the pan's begin at
    /// 9 pt, a change per 3 pt step, and the end where the finger lifted.
    private let oneFingerTranslations: [Double] = [9, 12, 15, 18, 21, 24, 27, 30, 30]

    @Test("A second finger that lands on a pan in progress, slides and lifts moves nothing: the pan follows the first")
    func secondFingerDuringPan() {
        let harness = GestureHarness()
        let pan = harness.attach(PanGestureRecognizer(), as: "pan")
        var translations: [Point] = []
        var locations: [Point] = []
        pan.addAction {
            translations.append($0.translation(in: nil))
            locations.append($0.location(in: nil))
        }
        harness.play(dragWithSecondFinger(at: Point(x: 200, y: 200)))
        #expect(translations == oneFingerTranslations.map { Point(x: $0, y: 0) })
        #expect(locations == oneFingerTranslations.map { PointerScript.here + Point(x: $0, y: 0) })
        #expect(harness.log.first == "pan:began@30")
        #expect(harness.log.last == "pan:ended@105")
        #expect(harness.log.count == oneFingerTranslations.count)
    }

    @Test("A pan ends where its first finger lifts, even while a later second finger is still down")
    func secondFingerLiftingLast() {
        let harness = GestureHarness()
        let pan = harness.attach(PanGestureRecognizer(), as: "pan")
        var last = Point.zero
        pan.addAction { last = $0.location(in: nil) }
        harness.play(dragWithSecondFinger(at: Point(x: 120, y: 150), liftTime: 0.2))
        #expect(harness.log.last == "pan:ended@105")
        #expect(last == PointerScript.here + Point(x: 30, y: 0))
    }

    @Test("A second finger on a button inside a panned view presses the button and leaves the pan alone")
    func secondFingerOnButtonDuringPan() {
        let harness = GestureHarness()
        let button = CountingControl(frame: Rect(x: 180, y: 180, width: 80, height: 80))
        harness.view.addSubview(button)
        let pan = harness.attach(PanGestureRecognizer(), as: "pan")
        var translations: [Double] = []
        pan.addAction { translations.append($0.translation(in: nil).x) }
        let onButton = Point(x: 240, y: 220)
        harness.play(
            dragWithSecondFinger(at: onButton).map { event in
                // Finger 1 taps the button where it landed instead of sliding off it.
                var event = event
                if event.pointer == 1 { event.location = onButton }
                return event
            })
        #expect(button.activations == 1)
        #expect(button.cancellations == 0)
        #expect(translations == oneFingerTranslations)
    }

    @Test("A second finger's tap during a long press neither ends nor fails it: the first finger's lift ends it")
    func secondFingerDuringLongPress() {
        let harness = GestureHarness()
        harness.attach(LongPressGestureRecognizer(), as: "press")
        let held = PointerScript.here
        harness.play(
            [ScriptedEvent(time: 0, phase: .down, location: held)]
                + PointerScript.tap(at: held + Point(x: 60, y: 0), time: 0.6, pointer: 1)
                + [ScriptedEvent(time: 0.8, phase: .up, location: held)])
        #expect(harness.log == ["press:began@500", "press:ended@800"])
    }
}
