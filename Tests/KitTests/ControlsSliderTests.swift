import Testing

@testable import Kit

@MainActor
@Suite("Slider")
struct ControlsSliderTests {
    /// A 0…100 slider whose thumb centre travels x = 111…311 in the window: 2 points per unit.
    private func makeSlider(value: Double = 50, step: Double? = nil) -> (ControlHarness, Slider, Logs) {
        let harness = ControlHarness()
        let slider = harness.add(
            Slider(value: value, minimumValue: 0, maximumValue: 100, step: step),
            frame: Rect(x: 100, y: 100, width: 222, height: 32))
        let logs = Logs()
        slider.onValueChanged = { logs.changed.record($0) }
        slider.onEditingEnded = { logs.ended.record($0) }
        return (harness, slider, logs)
    }

    @MainActor
    final class Logs {
        let changed = ValueLog<Double>()
        let ended = ValueLog<Double>()
    }

    private func x(for value: Double) -> Double { 111 + 2 * value }
    private let y = 116.0

    @Test("The thumb follows a drag from where it was grabbed, reporting values as it goes")
    func dragThumb() {
        let (harness, slider, logs) = makeSlider()
        harness.drag(from: Point(x: x(for: 50) + 3, y: y), to: Point(x: x(for: 70) + 3, y: y), steps: 4)
        #expect(slider.value == 70)
        #expect(logs.changed.values == [55, 60, 65, 70])
        #expect(logs.ended.values == [70])
    }

    @Test("A press on the track away from the thumb jumps there")
    func clickTrack() {
        let (harness, slider, logs) = makeSlider()
        harness.click(Point(x: x(for: 80), y: y))
        #expect(slider.value == 80)
        #expect(logs.changed.values == [80])
        #expect(logs.ended.values == [80])
        harness.advance(by: Slider.jumpDuration + Theme.feedbackDuration)
        #expect(slider.thumb.presentedCenter.x == x(for: 80) - 100)
    }

    @Test("Dragging past the ends, or far off the track, clamps to the range and keeps tracking")
    func clamps() {
        let (harness, slider, _) = makeSlider()
        harness.press(Point(x: x(for: 50), y: y))
        harness.move(to: Point(x: 500, y: 300))
        #expect(slider.value == 100)
        harness.move(to: Point(x: 0, y: 300))
        #expect(slider.value == 0)
        harness.move(to: Point(x: x(for: 25), y: 390))
        #expect(slider.value == 25)
        harness.release(Point(x: x(for: 25), y: 390))
    }

    @Test("A stepped slider rests only on steps and reports each step once")
    func stepped() {
        let (harness, slider, logs) = makeSlider(value: 50, step: 10)
        harness.drag(from: Point(x: x(for: 50), y: y), to: Point(x: x(for: 73), y: y), steps: 23)
        #expect(slider.value == 70)
        #expect(logs.changed.values == [60, 70])
        slider.value = 44
        #expect(slider.value == 40)
    }

    @Test("A slider that is not continuous reports once, when the drag ends")
    func notContinuous() {
        let (harness, slider, logs) = makeSlider()
        slider.isContinuous = false
        harness.press(Point(x: x(for: 50), y: y))
        harness.move(to: Point(x: x(for: 60), y: y))
        harness.move(to: Point(x: x(for: 90), y: y))
        #expect(logs.changed.values.isEmpty)
        harness.release(Point(x: x(for: 90), y: y))
        #expect(logs.changed.values == [90])
        #expect(logs.ended.values == [90])
    }

    @Test("Grabbing the thumb and letting go without moving reports nothing")
    func clickOnThumb() {
        let (harness, slider, logs) = makeSlider()
        harness.click(Point(x: x(for: 50) + 4, y: y))
        #expect(slider.value == 50)
        #expect(logs.changed.values.isEmpty && logs.ended.values.isEmpty)
    }

    @Test("The thumb grows while held and returns to size after release")
    func thumbGrows() {
        let (harness, slider, _) = makeSlider()
        harness.press(Point(x: x(for: 50), y: y))
        #expect(slider.thumb.bounds.width == Slider.thumbDiameter + Slider.pressedThumbGrowth)
        harness.release(Point(x: x(for: 50), y: y))
        #expect(slider.thumb.bounds.width == Slider.thumbDiameter)
    }

    @Test("Arrows move a twentieth of the range (or a step), Page keys five times that, Home and End to the ends")
    func keyboard() {
        let (harness, slider, logs) = makeSlider()
        harness.tab()
        harness.key(.right)
        harness.key(.up)
        harness.key(.left)
        harness.key(.pageUp)
        harness.key(.pageDown)
        harness.key(.end)
        harness.key(.right)
        harness.key(.home)
        #expect(logs.changed.values == [55, 60, 55, 80, 55, 100, 0])
        #expect(logs.ended.values == logs.changed.values)
        slider.step = 10
        harness.key(.right)
        #expect(slider.value == 10)
    }

    @Test("Values set in code are clamped and do not call back")
    func programmatic() {
        let (_, slider, logs) = makeSlider()
        slider.value = 140
        #expect(slider.value == 100)
        slider.value = -3
        #expect(slider.value == 0)
        #expect(slider.fill.frame.width == 0)
        #expect(logs.changed.values.isEmpty)
    }

    @Test("A disabled slider ignores drags and keys")
    func disabled() {
        let (harness, slider, logs) = makeSlider()
        slider.isEnabled = false
        harness.drag(from: Point(x: x(for: 50), y: y), to: Point(x: x(for: 90), y: y))
        harness.tab()
        harness.key(.right)
        #expect(slider.value == 50)
        #expect(logs.changed.values.isEmpty)
    }

    @Test("The automation tree reports a Slider and its value")
    func automation() {
        let (harness, slider, _) = makeSlider()
        #expect(slider.automationFields["type"] == .string("Slider"))
        harness.click(Point(x: x(for: 30), y: y))
        #expect(slider.automationFields["value"] == .double(30))
    }

    @Test("The filled part of the track ends under the thumb")
    func fillEndsAtThumb() {
        let (_, slider, _) = makeSlider(value: 25)
        #expect(slider.fill.frame.maxX == slider.thumb.frame.midX)
        #expect(slider.fill.frame.minX == slider.trackRect.minX)
    }
}
