import Testing

@testable import Kit

@MainActor
@Suite("Picker")
struct ControlsPickerTests {
    /// A 200×120 picker at (100, 100): three 40-pt rows show at a time.
    private func makePicker(count: Int = 10) -> (ControlHarness, Picker, ValueLog<Int>) {
        let harness = ControlHarness()
        let picker = harness.add(
            Picker(items: (0..<count).map { "Animation \($0)" }), frame: Rect(x: 100, y: 100, width: 200, height: 120))
        let log = ValueLog<Int>()
        picker.onValueChanged = { log.record($0) }
        return (harness, picker, log)
    }

    /// The centre of visible row slot `slot` (0 = top) in window space.
    private func slot(_ slot: Int) -> Point { Point(x: 200, y: 120 + 40 * Double(slot)) }

    @Test("The first row starts selected and a click on another row selects it")
    func clickSelects() {
        let (harness, picker, log) = makePicker()
        #expect(picker.selectedIndex == 0)
        harness.click(slot(2))
        #expect(picker.selectedIndex == 2)
        harness.click(slot(2))
        #expect(log.values == [2])
        #expect(picker.rows[2].isSelected && !picker.rows[0].isSelected)
    }

    @Test("A press that slides to another row of a short list selects nothing")
    func slideOffRow() {
        let (harness, picker, log) = makePicker(count: 3)
        harness.press(slot(0))
        harness.move(to: slot(2))
        #expect(!picker.rows[0].isPressed)
        harness.release(slot(2))
        #expect(picker.selectedIndex == 0)
        #expect(log.values.isEmpty)
    }

    @Test("The wheel scrolls a long list by whole rows, stops at the ends, and passes the turn on at an end")
    func wheel() {
        let (harness, picker, _) = makePicker()
        let down = ScrollEvent(location: slot(1), delta: Point(x: 0, y: 48), timestamp: 0)
        #expect(picker.scrollWheel(down))
        #expect(picker.contentOffset == 40)
        #expect(picker.scrollWheel(down))
        #expect(picker.contentOffset == 80)
        harness.window.handle(ScrollEvent(location: slot(1), delta: Point(x: 0, y: 1000), timestamp: 0))
        #expect(picker.contentOffset == 280)
        #expect(!picker.scrollWheel(down))
        #expect(picker.rows[9].frame.maxY == 120)
    }

    @Test("Small trackpad deltas add up to a row")
    func smallDeltas() {
        let (_, picker, _) = makePicker()
        let nudge = ScrollEvent(location: slot(1), delta: Point(x: 0, y: 8), timestamp: 0)
        for _ in 0..<2 { #expect(picker.scrollWheel(nudge)) }
        #expect(picker.contentOffset == 0)
        #expect(picker.scrollWheel(nudge))
        #expect(picker.contentOffset == 40)
    }

    @Test("A click after scrolling selects the row under the pointer, not the slot's original row")
    func clickAfterScroll() {
        let (harness, picker, _) = makePicker()
        picker.setContentOffset(80)
        harness.click(slot(0))
        #expect(picker.selectedIndex == 2)
    }

    @Test("A vertical drag scrolls the list instead of choosing a row")
    func dragScrolls() {
        let (harness, picker, log) = makePicker()
        harness.drag(from: slot(2), to: slot(2) + Point(x: 0, y: -60))
        #expect(picker.contentOffset == 60)
        #expect(picker.selectedIndex == 0)
        #expect(log.values.isEmpty)
    }

    @Test("Up/Down move the selection and keep it in view; Page keys and Home/End jump")
    func keyboard() {
        let (harness, picker, log) = makePicker()
        harness.tab()
        for _ in 0..<3 { harness.key(.down) }
        #expect(picker.selectedIndex == 3)
        #expect(picker.contentOffset == 40)
        harness.key(.end)
        #expect(picker.contentOffset == 280)
        harness.key(.pageUp)
        harness.key(.up)
        harness.key(.home)
        harness.key(.up)
        #expect(log.values == [1, 2, 3, 9, 7, 6, 0])
        #expect(picker.contentOffset == 0)
    }

    @Test("Rows out of view are hidden from drawing and from the automation tree")
    func offscreenRowsHidden() {
        let (_, picker, _) = makePicker()
        #expect(!picker.rows[2].isHidden)
        #expect(picker.rows[3].isHidden)
        picker.setContentOffset(100)
        #expect(picker.rows[1].isHidden && !picker.rows[2].isHidden && !picker.rows[5].isHidden)
    }

    @Test("An empty picker has no selection and ignores keys; adding items keeps a valid selection")
    func emptyAndChangingItems() {
        let (harness, picker, log) = makePicker(count: 0)
        #expect(picker.selectedIndex == nil)
        #expect(picker.automationFields["value"] == .null)
        harness.tab()
        harness.key(.down)
        #expect(log.values.isEmpty)
        picker.items = ["Wobble", "Spin"]
        #expect(picker.selectedIndex == nil)
        harness.key(.down)
        #expect(picker.selectedIndex == 0)
        picker.selectedIndex = 1
        picker.items = ["Wobble", "Spin", "Hop"]
        #expect(picker.selectedIndex == 1)
        picker.items = ["Wobble"]
        #expect(picker.selectedIndex == nil)
    }

    @Test("A disabled picker ignores clicks, keys and the wheel")
    func disabled() {
        let (harness, picker, log) = makePicker()
        picker.isEnabled = false
        harness.click(slot(1))
        harness.tab()
        harness.key(.down)
        harness.window.handle(ScrollEvent(location: slot(1), delta: Point(x: 0, y: 48), timestamp: 0))
        #expect(picker.selectedIndex == 0)
        #expect(picker.contentOffset == 0)
        #expect(log.values.isEmpty)
    }

    @Test("The automation tree reports the selected index and each row's title, id and selection")
    func automation() throws {
        let (harness, picker, _) = makePicker()
        picker.accessibilityIdentifier = "snowman.saved"
        harness.click(slot(1))
        #expect(picker.automationFields["type"] == .string("Picker"))
        #expect(picker.automationFields["value"] == .int(1))
        let row = try #require(harness.window.rootView.view(withIdentifier: "snowman.saved.1"))
        #expect(row.automationFields["value"] == .string("Animation 1"))
        #expect(row.automationFields["selected"] == .bool(true))
        #expect(row.frameInWindow.contains(slot(1)))
    }
}
