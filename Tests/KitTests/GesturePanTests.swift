import Testing

@testable import Kit

@MainActor
@Suite("Pan gestures")
struct GesturePanTests {
    @Test("A pan begins once the finger has travelled 8 pt, changes with each move, and ends on release")
    func stateSequence() {
        let harness = GestureHarness()
        let pan = harness.attach(PanGestureRecognizer(), as: "pan")
        let states = pan.recordStates()
        var translations: [Double] = []
        pan.addAction { translations.append($0.translation(in: nil).x) }
        harness.play(PointerScript.pressDragRelease())
        #expect(states.values == [.began] + Array(repeating: .changed, count: 7) + [.ended, .possible])
        #expect(harness.log.first == "pan:began@30")
        #expect(harness.log.last == "pan:ended@105")
        #expect(translations == [9, 12, 15, 18, 21, 24, 27, 30, 30])
    }

    @Test("The start distance is per recognizer: 0 makes an instant pan that begins on touch-down")
    func instantPan() {
        let harness = GestureHarness()
        let pan = harness.attach(PanGestureRecognizer(), as: "pan")
        pan.minimumDistance = 0
        harness.play([ScriptedEvent(time: 0, phase: .down, location: PointerScript.here)])
        #expect(harness.log == ["pan:began@0"])
    }

    @Test("A press released without travelling fails the pan and never calls its action")
    func noTravelFails() {
        let harness = GestureHarness()
        let pan = harness.attach(PanGestureRecognizer(), as: "pan")
        let states = pan.recordStates()
        harness.play(PointerScript.pressDragRelease(steps: 2))
        #expect(harness.log.isEmpty)
        #expect(states.values == [.failed, .possible])
    }

    @Test("Translation and velocity are in the asked view's coordinates")
    func coordinates() {
        let harness = GestureHarness()
        let scaled = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = AffineTransform.identity.scaledBy(x: 2, y: 2)
        harness.view.addSubview(scaled)
        var translation = Point.zero
        var velocity = Point.zero
        harness.attach(PanGestureRecognizer(), as: "pan").addAction {
            translation = $0.translation(in: scaled)
            velocity = $0.velocity(in: scaled)
        }
        harness.play(PointerScript.pressDragRelease())
        #expect(translation == Point(x: 15, y: 0))
        #expect(abs(velocity.x - 150) < 1e-6 && velocity.y == 0)
    }

    @Test("Velocity is the recent speed in points per second, and zero after a pause before release")
    func velocity() {
        let harness = GestureHarness()
        var velocities: [Double] = []
        harness.attach(PanGestureRecognizer(), as: "pan").addAction { velocities.append($0.velocity(in: nil).x) }
        harness.play(PointerScript.pressDragRelease())
        #expect(abs((velocities.last ?? 0) - 300) < 1e-6)
        var paused = PointerScript.pressDragRelease()
        paused[paused.count - 1].time += 0.1
        harness.play(paused, offset: 1)
        #expect(velocities.last == 0)
    }

    @Test("setTranslation resets the translation and zeroes the velocity")
    func setTranslation() {
        let harness = GestureHarness()
        var samples: [(Double, Double)] = []
        harness.attach(PanGestureRecognizer(), as: "pan").addAction { pan in
            samples.append((pan.translation(in: nil).x, pan.velocity(in: nil).x))
            pan.setTranslation(.zero, in: nil)
            #expect(pan.translation(in: nil) == .zero)
            #expect(pan.velocity(in: nil) == .zero)
        }
        harness.play(PointerScript.pressDragRelease(steps: 4))
        #expect(samples.map(\.0) == [9, 3, 0])
        #expect(abs(samples[1].1 - 300) < 1e-6)
    }

    @Test("A two-finger pan follows the centroid and waits for its second finger")
    func twoFingers() {
        let harness = GestureHarness()
        let pan = harness.attach(PanGestureRecognizer(), as: "pan")
        pan.minimumNumberOfTouches = 2
        var translations: [Point] = []
        pan.addAction { translations.append($0.translation(in: nil)) }
        let a = PointerScript.here
        let b = a + Point(x: 40, y: 0)
        harness.play([
            ScriptedEvent(time: 0, phase: .down, location: a),
            ScriptedEvent(time: 0.01, phase: .moved, location: a + Point(x: 20, y: 0)),
            ScriptedEvent(time: 0.02, phase: .down, location: b, pointer: 1),
            ScriptedEvent(time: 0.03, phase: .moved, location: a + Point(x: 20, y: 10)),
            ScriptedEvent(time: 0.04, phase: .moved, location: b + Point(x: 0, y: 10), pointer: 1),
            ScriptedEvent(time: 0.05, phase: .up, location: b + Point(x: 0, y: 10), pointer: 1),
        ])
        #expect(harness.log == ["pan:began@40", "pan:ended@50"])
        #expect(translations == [Point(x: 0, y: 10), Point(x: 0, y: 10)])
    }

    @Test("A pan starting over a button cancels the button's touch, so the button does not fire")
    func panOverButton() {
        let harness = GestureHarness()
        let button = CountingControl(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        harness.view.addSubview(button)
        harness.attach(PanGestureRecognizer(), as: "pan")
        harness.play([ScriptedEvent(time: 0, phase: .down, location: PointerScript.here)])
        #expect(button.isHighlighted)
        harness.play(PointerScript.pressDragRelease().dropFirst().map { $0 })
        #expect(harness.log.first == "pan:began@30")
        #expect(button.cancellations == 1)
        #expect(!button.isHighlighted)
        #expect(button.activations == 0)
    }

    @Test("A click on a button inside a panned view still fires the button")
    func clickOnButtonInsidePannedView() {
        let harness = GestureHarness()
        let button = CountingControl(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        harness.view.addSubview(button)
        harness.attach(PanGestureRecognizer(), as: "pan")
        harness.attach(TapGestureRecognizer(), as: "tap")
        harness.play(PointerScript.tap())
        #expect(button.activations == 1)
        #expect(harness.log.isEmpty)
    }

    @Test("Dragging fails a tap on the same view and the pan wins")
    func dragFailsTap() {
        let harness = GestureHarness()
        harness.attach(TapGestureRecognizer(), as: "tap")
        harness.attach(PanGestureRecognizer(), as: "pan")
        harness.play(PointerScript.pressDragRelease())
        #expect(harness.log.first == "pan:began@30")
        #expect(!harness.log.contains { $0.hasPrefix("tap") })
    }
}
