import Testing

@testable import Kit

@MainActor
@Suite("Gesture arbitration")
struct GestureArenaTests {
    private final class Delegate: GestureRecognizerDelegate {
        var allowBegin = true
        var allowReceive = true
        var simultaneous = false
        func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { allowBegin }
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive event: PointerEvent) -> Bool {
            allowReceive
        }
        func gestureRecognizer(
            _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
        ) -> Bool { simultaneous }
    }

    @Test("A disabled recognizer sees nothing")
    func disabled() {
        let harness = GestureHarness()
        let tap = harness.attach(TapGestureRecognizer(), as: "tap")
        tap.isEnabled = false
        harness.play(PointerScript.tap())
        #expect(harness.log.isEmpty)
    }

    @Test("Disabling a pan mid-gesture cancels it, and the rest of the drag is ignored")
    func disablingMidGestureCancels() {
        let harness = GestureHarness()
        let pan = harness.attach(PanGestureRecognizer(), as: "pan")
        let states = pan.recordStates()
        let drag = PointerScript.pressDragRelease()
        harness.play(Array(drag.prefix(5)))
        pan.isEnabled = false
        harness.play(Array(drag.dropFirst(5)))
        #expect(harness.log == ["pan:began@30", "pan:changed@40", "pan:cancelled@40"])
        #expect(states.values == [.began, .changed, .cancelled, .possible])
    }

    @Test("A recognizer whose view leaves the window mid-pan is cancelled at the next event")
    func removedViewCancels() {
        let harness = GestureHarness()
        let child = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        harness.view.addSubview(child)
        harness.attach(PanGestureRecognizer(), as: "pan", to: child)
        let drag = PointerScript.pressDragRelease()
        harness.play(Array(drag.prefix(4)))
        child.removeFromSuperview()
        harness.play(Array(drag.dropFirst(4)))
        #expect(harness.log == ["pan:began@30", "pan:cancelled@40"])
    }

    @Test("A long press whose view was removed before its timer never begins")
    func removedViewNeverBegins() {
        let harness = GestureHarness()
        let child = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        harness.view.addSubview(child)
        harness.attach(LongPressGestureRecognizer(), as: "press", to: child)
        harness.play([ScriptedEvent(time: 0, phase: .down, location: PointerScript.here)])
        child.removeFromSuperview()
        harness.advance(to: 1)
        #expect(harness.log.isEmpty)
    }

    @Test("A recognizer on a removed view gets no touches")
    func recognizerOnRemovedView() {
        let harness = GestureHarness()
        harness.attach(TapGestureRecognizer(), as: "tap")
        harness.view.removeFromSuperview()
        harness.play(PointerScript.tap())
        #expect(harness.log.isEmpty)
    }

    @Test("Removing a recognizer from its view mid-gesture cancels it")
    func removeRecognizerCancels() {
        let harness = GestureHarness()
        let pan = harness.attach(PanGestureRecognizer(), as: "pan")
        let drag = PointerScript.pressDragRelease()
        harness.play(Array(drag.prefix(4)))
        harness.view.removeGestureRecognizer(pan)
        harness.play(Array(drag.dropFirst(4)))
        #expect(harness.log == ["pan:began@30", "pan:cancelled@30"])
        #expect(pan.view == nil)
    }

    @Test("The deepest view's pan wins; its ancestor's pan fails")
    func exclusivity() {
        let harness = GestureHarness()
        let child = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        harness.view.addSubview(child)
        harness.attach(PanGestureRecognizer(), as: "parent")
        harness.attach(PanGestureRecognizer(), as: "child", to: child)
        harness.play(PointerScript.pressDragRelease())
        #expect(harness.log.allSatisfy { $0.hasPrefix("child") })
        #expect(harness.log.count == 9)
    }

    @Test("A delegate allowing simultaneous recognition lets both pans run")
    func simultaneous() {
        let harness = GestureHarness()
        let delegate = Delegate()
        delegate.simultaneous = true
        let child = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        harness.view.addSubview(child)
        harness.attach(PanGestureRecognizer(), as: "parent").delegate = delegate
        harness.attach(PanGestureRecognizer(), as: "child", to: child)
        harness.play(PointerScript.pressDragRelease())
        #expect(harness.log.prefix(2) == ["child:began@30", "parent:began@30"])
    }

    @Test("should-begin returning false fails the recognizer; should-receive false hides the touch")
    func vetoes() {
        let harness = GestureHarness()
        let delegate = Delegate()
        let tap = harness.attach(TapGestureRecognizer(), as: "tap")
        tap.delegate = delegate
        let states = tap.recordStates()
        delegate.allowBegin = false
        harness.play(PointerScript.tap())
        #expect(states.values == [.failed, .possible])
        delegate.allowBegin = true
        delegate.allowReceive = false
        harness.play(PointerScript.tap(), offset: 1)
        #expect(states.values == [.failed, .possible])
        #expect(harness.log.isEmpty)
    }

    @Test("A recognized tap cancels the view's own touch instead of ending it")
    func cancelsTouchesInView() {
        let harness = GestureHarness()
        let button = CountingControl(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        harness.view.addSubview(button)
        harness.attach(TapGestureRecognizer(), as: "tap", to: button)
        harness.play(PointerScript.tap())
        #expect(harness.log == ["tap:ended@50"])
        #expect(button.cancellations == 1)
        #expect(button.activations == 0)
    }

    @Test("With cancelsTouchesInView off, the view sees the whole touch as well")
    func keepsTouchesInView() {
        let harness = GestureHarness()
        let button = CountingControl(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        harness.view.addSubview(button)
        harness.attach(TapGestureRecognizer(), as: "tap", to: button).cancelsTouchesInView = false
        harness.play(PointerScript.tap())
        #expect(harness.log == ["tap:ended@50"])
        #expect(button.activations == 1)
    }

    @Test("Pan, then tap: each gesture is logged with kind, view and state")
    func automation() {
        let harness = GestureHarness()
        harness.attach(PanGestureRecognizer(), as: "pan")
        harness.attach(LongPressGestureRecognizer(), as: "press")
        harness.play(PointerScript.pressDragRelease())
        harness.play(PointerScript.pressHold(), offset: 1)
        let states = harness.automationLines.map { line in
            ["pan", "long_press"].first { line.contains(#""kind":"\#($0)""#) }.map { kind in
                kind + ":" + (line.split(separator: "\"state\":\"")[1].split(separator: "\"")[0])
            }
        }
        #expect(states == ["pan:began", "pan:ended", "long_press:began", "long_press:ended"])
    }
}
