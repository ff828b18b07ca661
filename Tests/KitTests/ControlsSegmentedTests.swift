import Testing

@testable import Kit

@MainActor
@Suite("Segmented control")
struct ControlsSegmentedTests {
    /// Three 100-pt segments at x = 100…400.
    private func makeControl() -> (ControlHarness, SegmentedControl, ValueLog<Int>) {
        let harness = ControlHarness()
        let control = harness.add(
            SegmentedControl(items: ["Easy", "Normal", "Hard"], selectedIndex: 1),
            frame: Rect(x: 100, y: 100, width: 300, height: 32))
        let log = ValueLog<Int>()
        control.onValueChanged = { log.record($0) }
        return (harness, control, log)
    }

    private func segmentCenter(_ index: Int) -> Point { Point(x: 150 + 100 * Double(index), y: 116) }

    @Test("A click on a segment selects it and reports the index")
    func clickSelects() {
        let (harness, control, log) = makeControl()
        harness.click(segmentCenter(2))
        #expect(control.selectedIndex == 2)
        harness.advance(by: 0.05)
        harness.click(segmentCenter(0))
        #expect(control.selectedIndex == 0)
        #expect(log.values == [2, 0])
    }

    @Test("Clicking the selected segment again reports nothing")
    func clickSelected() {
        let (harness, control, log) = makeControl()
        harness.click(segmentCenter(1))
        #expect(control.selectedIndex == 1)
        #expect(log.values.isEmpty)
    }

    @Test("The selection follows the segment under the release, not the press")
    func releaseDecides() {
        let (harness, control, log) = makeControl()
        harness.press(segmentCenter(0))
        #expect(control.pressedIndex == 0)
        harness.move(to: segmentCenter(2))
        #expect(control.pressedIndex == 2)
        harness.release(segmentCenter(2))
        #expect(control.selectedIndex == 2)
        #expect(log.values == [2])
    }

    @Test("A press released off the control changes nothing")
    func releaseOutside() {
        let (harness, control, log) = makeControl()
        harness.press(segmentCenter(0))
        harness.move(to: Point(x: 150, y: 300))
        harness.release(Point(x: 150, y: 300))
        #expect(control.selectedIndex == 1)
        #expect(control.pressedIndex == nil)
        #expect(log.values.isEmpty)
    }

    @Test("The indicator springs to the new segment, overshooting by a few points at most")
    func indicatorSprings() {
        let (harness, control, _) = makeControl()
        harness.click(segmentCenter(2))
        var centres: [Double] = []
        for _ in 0..<50 {
            harness.advance(by: 0.01)
            centres.append(control.indicator.presentedCenter.x)
        }
        #expect(centres[0] > 150 && centres[0] < 250)
        #expect((centres.max() ?? 0) <= 250 + 5)
        #expect(centres.last == 250)
    }

    @Test("Arrow keys move the selection one segment and stop at the ends; Home and End jump")
    func arrowKeys() {
        let (harness, control, log) = makeControl()
        harness.tab()
        harness.key(.right)
        harness.key(.right)
        #expect(control.selectedIndex == 2)
        harness.key(.left)
        harness.key(.left)
        harness.key(.left)
        #expect(control.selectedIndex == 0)
        harness.key(.end)
        harness.key(.home)
        #expect(log.values == [2, 1, 0, 2, 0])
    }

    @Test("Setting the selection in code does not call back")
    func programmatic() {
        let (_, control, log) = makeControl()
        control.selectedIndex = 0
        #expect(control.indicator.frame.midX == 50)
        #expect(log.values.isEmpty)
    }

    @Test("A disabled control ignores clicks and keys")
    func disabled() {
        let (harness, control, log) = makeControl()
        control.isEnabled = false
        harness.click(segmentCenter(0))
        harness.tab()
        harness.key(.left)
        #expect(control.selectedIndex == 1)
        #expect(log.values.isEmpty)
    }

    @Test("The automation tree reports the selected index and each segment's title and id")
    func automation() throws {
        let (harness, control, _) = makeControl()
        control.accessibilityIdentifier = "settings.difficulty"
        defer { withExtendedLifetime(harness) {} }  // the window holds the view tree the frames are measured in
        #expect(control.automationFields["type"] == .string("SegmentedControl"))
        #expect(control.automationFields["value"] == .int(1))
        let hard = try #require(control.view(withIdentifier: "settings.difficulty.2"))
        #expect(hard.automationFields["value"] == .string("Hard"))
        #expect(hard.frameInWindow.contains(segmentCenter(2)))
    }

    @Test("The intrinsic size gives every segment the widest title's width")
    func intrinsicSize() {
        TextMeasurement.measurer = EstimatedTextMeasurer()
        let control = SegmentedControl(items: ["A", "Widest"])
        let segment = (6 * Theme.TypeSize.body * EstimatedTextMeasurer.advance + 2 * SegmentedControl.segmentPadding)
            .rounded(.up)
        #expect(control.intrinsicContentSize == Size(width: 2 * segment, height: Theme.ControlMetrics.height))
    }

    @Test("Replacing the items keeps a selection that still exists and resets one that does not")
    func replacingItems() {
        let (_, control, _) = makeControl()
        control.setItems(["One", "Two"])
        #expect(control.selectedIndex == 1)
        control.setItems(["Only"])
        #expect(control.selectedIndex == 0)
        #expect(control.titleLabels.map(\.text) == ["Only"])
    }
}
