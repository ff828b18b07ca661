import Testing

@testable import Kit

@MainActor
@Suite("Switch")
struct ControlsSwitchTests {
    private func makeSwitch(isOn: Bool = false) -> (ControlHarness, Switch, ValueLog<Bool>) {
        let harness = ControlHarness()
        let toggle = harness.add(Switch(isOn: isOn), frame: Rect(x: 100, y: 100, width: 48, height: 28))
        let log = ValueLog<Bool>()
        toggle.onValueChanged = { log.record($0) }
        return (harness, toggle, log)
    }

    /// Where the thumb's centre rests for each value, in the switch's space.
    private func restingThumbX(_ toggle: Switch, on: Bool) -> Double { toggle.thumbFrame(on: on).midX }

    @Test("A click turns it on, another turns it off, reporting each new value")
    func clickToggles() {
        let (harness, toggle, log) = makeSwitch()
        harness.click(toggle.centerInWindow)
        #expect(toggle.isOn)
        harness.advance(by: 0.05)
        harness.click(toggle.centerInWindow)
        #expect(!toggle.isOn)
        #expect(log.values == [true, false])
    }

    @Test("The thumb springs across: it starts at once, passes its end by a point at most, and settles there")
    func thumbSprings() {
        let (harness, toggle, _) = makeSwitch()
        let end = restingThumbX(toggle, on: true)
        harness.click(toggle.centerInWindow)
        var positions: [Double] = []
        for _ in 0..<50 {
            harness.advance(by: 0.01)
            positions.append(toggle.thumb.presentedCenter.x)
        }
        #expect(positions[0] > restingThumbX(toggle, on: false) + 1 && positions[0] < end - 1)
        let farthest = positions.max() ?? 0
        #expect(farthest > end && farthest <= end + 1.5)
        #expect(positions.last == end)
        #expect(toggle.track.presentedBackgroundColor == Theme.Palette.accent)
    }

    @Test("The on track is the accent colour and the off track is not")
    func trackColours() {
        #expect(Switch(isOn: true).track.backgroundColor == Theme.Palette.accent)
        #expect(Switch(isOn: false).track.backgroundColor == Theme.Palette.controlTrack)
    }

    @Test("Setting the value in code moves the thumb without calling back")
    func programmaticChange() {
        let (_, toggle, log) = makeSwitch()
        toggle.setOn(true, animated: false)
        #expect(toggle.isOn)
        #expect(toggle.thumb.frame.midX == restingThumbX(toggle, on: true))
        #expect(log.values.isEmpty)
    }

    @Test("A press released off the switch changes nothing")
    func releaseOutside() {
        let (harness, toggle, log) = makeSwitch()
        harness.press(toggle.centerInWindow)
        harness.move(to: Point(x: 124, y: 200))
        harness.release(Point(x: 124, y: 200))
        #expect(!toggle.isOn)
        #expect(log.values.isEmpty)
    }

    @Test("Dragging the thumb to the right turns it on once, without a second toggle on release")
    func dragOn() {
        let (harness, toggle, log) = makeSwitch()
        harness.drag(from: Point(x: 108, y: 114), to: Point(x: 140, y: 114))
        #expect(toggle.isOn)
        #expect(log.values == [true])
    }

    @Test("Dragging the thumb across and back leaves it where it started")
    func dragAndBack() {
        let (harness, toggle, log) = makeSwitch(isOn: true)
        harness.press(Point(x: 140, y: 114))
        harness.move(to: Point(x: 105, y: 114))
        harness.move(to: Point(x: 142, y: 114))
        harness.release(Point(x: 142, y: 114))
        #expect(toggle.isOn)
        #expect(log.values.isEmpty)
    }

    @Test("Space and Enter toggle the focused switch; Left and Right set off and on")
    func keyboard() {
        let (harness, toggle, log) = makeSwitch()
        harness.tab()
        #expect(toggle.isFocused)
        harness.key(.space)
        harness.key(.enter)
        harness.key(.right)
        harness.key(.right)
        harness.key(.left)
        #expect(log.values == [true, false, true, false])
    }

    @Test("A disabled switch ignores clicks and keys and dims")
    func disabled() {
        let (harness, toggle, log) = makeSwitch()
        toggle.isEnabled = false
        harness.click(toggle.centerInWindow)
        harness.tab()
        harness.key(.space)
        #expect(!toggle.isOn)
        #expect(log.values.isEmpty)
        #expect(toggle.track.alpha == Theme.ControlMetrics.disabledAlpha)
    }

    @Test("The automation tree reports a Switch and its value")
    func automation() {
        let (harness, toggle, _) = makeSwitch()
        toggle.accessibilityIdentifier = "settings.sound"
        #expect(toggle.automationFields["type"] == .string("Switch"))
        #expect(toggle.automationFields["value"] == .bool(false))
        harness.click(toggle.centerInWindow)
        #expect(toggle.automationFields["value"] == .bool(true))
    }

    @Test("In a larger frame the track keeps its size, centred")
    func largerFrame() {
        let toggle = Switch(frame: Rect(x: 0, y: 0, width: 80, height: 44))
        toggle.layoutIfNeeded()
        #expect(toggle.track.frame == Rect(x: 16, y: 8, width: 48, height: 28))
    }
}
