import Testing

@testable import Kit

@MainActor
@Suite("Tap gestures")
struct GestureTapTests {
    @Test("A lone single tap is recognized on release, then resets")
    func loneTap() {
        let harness = GestureHarness()
        let tap = harness.attach(TapGestureRecognizer(), as: "tap")
        let states = tap.recordStates()
        harness.play(PointerScript.tap())
        #expect(harness.log == ["tap:ended@50"])
        #expect(states.values == [.ended, .possible])
        #expect(harness.window.nextDeadline == nil)
    }

    @Test("Without a failure requirement, single fires on the first tap and double on the second")
    func singleAndDoubleWithoutRequirement() {
        let harness = GestureHarness()
        harness.attach(TapGestureRecognizer(), as: "single")
        harness.attach(TapGestureRecognizer(taps: 2), as: "double")
        harness.play(PointerScript.twoTaps100msApart)
        harness.advance(to: 1)
        #expect(harness.log == ["single:ended@50", "double:ended@200"])
    }

    @Test("With require(toFail:), two taps 100 ms apart fire only the double")
    func doubleWinsWithRequirement() {
        let harness = GestureHarness()
        let single = harness.attach(TapGestureRecognizer(), as: "single")
        let double = harness.attach(TapGestureRecognizer(taps: 2), as: "double")
        single.require(toFail: double)
        let singleStates = single.recordStates()
        let doubleStates = double.recordStates()
        harness.play(PointerScript.twoTaps100msApart)
        harness.advance(to: 1)
        #expect(harness.log == ["double:ended@200"])
        #expect(singleStates.values == [.failed, .possible])
        #expect(doubleStates.values == [.ended, .possible])
    }

    @Test("With require(toFail:), a single tap fires when the 300 ms window after its lift closes")
    func singleWaitsForTheWindow() {
        let harness = GestureHarness()
        let single = harness.attach(TapGestureRecognizer(), as: "single")
        let double = harness.attach(TapGestureRecognizer(taps: 2), as: "double")
        single.require(toFail: double)
        harness.play(PointerScript.tap())
        #expect(abs((harness.window.nextDeadline ?? 0) - (0.35)) < 1e-9)
        harness.advance(to: 0.349)
        #expect(harness.log.isEmpty)
        harness.advance(to: 0.35)
        #expect(harness.log == ["single:ended@350"])
        #expect(harness.window.nextDeadline == nil)
    }

    @Test("Two taps 400 ms apart are two single taps, each 300 ms after its lift")
    func twoSlowTaps() {
        let harness = GestureHarness()
        let single = harness.attach(TapGestureRecognizer(), as: "single")
        let double = harness.attach(TapGestureRecognizer(taps: 2), as: "double")
        single.require(toFail: double)
        harness.play(PointerScript.twoTaps400msApart)
        harness.advance(to: 2)
        #expect(harness.log == ["single:ended@350", "single:ended@800"])
    }

    @Test("Two taps 150 pt apart are two single taps; the first fires as soon as the second lands far away")
    func twoFarTaps() {
        let harness = GestureHarness()
        let single = harness.attach(TapGestureRecognizer(), as: "single")
        let double = harness.attach(TapGestureRecognizer(taps: 2), as: "double")
        single.require(toFail: double)
        harness.play(PointerScript.twoTaps150ptApart)
        harness.advance(to: 2)
        #expect(harness.log == ["single:ended@150", "single:ended@200"])
    }

    @Test("A single tap fires on release when the double-tap recognizer is disabled")
    func disabledDoubleDoesNotDelay() {
        let harness = GestureHarness()
        let single = harness.attach(TapGestureRecognizer(), as: "single")
        let double = harness.attach(TapGestureRecognizer(taps: 2), as: "double")
        single.require(toFail: double)
        double.isEnabled = false
        harness.play(PointerScript.tap())
        #expect(harness.log == ["single:ended@50"])
    }

    @Test("A single tap fires on release when the double-tap recognizer is not on the touch path")
    func doubleElsewhereDoesNotDelay() {
        let harness = GestureHarness()
        let elsewhere = View(frame: Rect(x: 350, y: 350, width: 100, height: 100))
        harness.window.rootView.addSubview(elsewhere)
        let single = harness.attach(TapGestureRecognizer(), as: "single")
        let double = harness.attach(TapGestureRecognizer(taps: 2), as: "double", to: elsewhere)
        single.require(toFail: double)
        harness.play(PointerScript.tap())
        #expect(harness.log == ["single:ended@50"])
    }

    @Test("A tap that drifts more than 10 pt fails")
    func driftFails() {
        let harness = GestureHarness()
        let tap = harness.attach(TapGestureRecognizer(), as: "tap")
        let states = tap.recordStates()
        let start = PointerScript.here
        harness.play([
            ScriptedEvent(time: 0, phase: .down, location: start),
            ScriptedEvent(time: 0.02, phase: .moved, location: start + Point(x: 9, y: 0)),
            ScriptedEvent(time: 0.04, phase: .moved, location: start + Point(x: 11, y: 0)),
            ScriptedEvent(time: 0.06, phase: .up, location: start + Point(x: 11, y: 0)),
        ])
        #expect(harness.log.isEmpty)
        #expect(states.values == [.failed, .possible])
    }

    @Test("A two-finger tap needs both fingers; one finger is not enough")
    func twoFingerTap() {
        let harness = GestureHarness()
        let tap = harness.attach(TapGestureRecognizer(touches: 2), as: "two")
        var location: Point?
        tap.addAction { location = $0.location(in: nil) }
        let other = PointerScript.here + Point(x: 30, y: 0)
        harness.play(PointerScript.tap())
        #expect(harness.log.isEmpty)
        harness.play(
            [
                ScriptedEvent(time: 0, phase: .down, location: PointerScript.here),
                ScriptedEvent(time: 0.01, phase: .down, location: other, pointer: 1),
                ScriptedEvent(time: 0.05, phase: .up, location: PointerScript.here),
                ScriptedEvent(time: 0.06, phase: .up, location: other, pointer: 1),
            ], offset: 1)
        #expect(harness.log == ["two:ended@1060"])
        #expect(location == PointerScript.here)
    }

    @Test("A tap's location is its first press, in the asked view's coordinates")
    func location() {
        let harness = GestureHarness()
        harness.view.frame = Rect(x: 20, y: 10, width: 200, height: 200)
        var location = Point.zero
        harness.view.addGestureRecognizer(TapGestureRecognizer { location = $0.location(in: $0.view) })
        harness.play(PointerScript.tap())
        #expect(location == Point(x: 80, y: 90))
    }

    @Test("Touch-down feedback comes at once, before the tap is decided")
    func touchDownHook() {
        let harness = GestureHarness()
        let single = harness.attach(TapGestureRecognizer(), as: "single")
        single.require(toFail: harness.attach(TapGestureRecognizer(taps: 2), as: "double"))
        var pressed: [Int] = []
        single.onTouchDown = { _, event in pressed.append(event.pointerID) }
        harness.play([ScriptedEvent(time: 0, phase: .down, location: PointerScript.here)])
        #expect(pressed == [0])
        #expect(harness.log.isEmpty)
    }

    @Test("Recognized gestures are logged as gesture.recognized with kind, view and state")
    func automationLog() {
        let harness = GestureHarness()
        harness.attach(TapGestureRecognizer(), as: "single")
        harness.attach(TapGestureRecognizer(taps: 2), as: "double")
        harness.play(PointerScript.twoTaps100msApart)
        #expect(
            harness.automationLines == [
                #"{"event":"gesture.recognized","kind":"tap","state":"recognized","t":0,"view":"pad"}"#,
                #"{"event":"gesture.recognized","kind":"double_tap","state":"recognized","t":0,"view":"pad"}"#,
            ])
    }
}
