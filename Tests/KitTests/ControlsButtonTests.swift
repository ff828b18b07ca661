import Testing

@testable import Kit

@MainActor
@Suite("Button")
struct ControlsButtonTests {
    private func makeButton(_ style: Button.Style = .filled) -> (ControlHarness, Button, ValueLog<Void>) {
        let harness = ControlHarness()
        let button = harness.add(
            Button(title: "Save", style: style), frame: Rect(x: 100, y: 100, width: 120, height: 32))
        button.accessibilityIdentifier = "test.save"
        let log = ValueLog<Void>()
        button.onActivate = { log.record(()) }
        return (harness, button, log)
    }

    @Test("A press highlights at once; a release inside fires once and clears the highlight")
    func clickInside() {
        let (harness, button, log) = makeButton()
        harness.press(button.centerInWindow)
        #expect(button.isHighlighted)
        #expect(button.face.backgroundColor == Theme.Palette.accentPressed)
        #expect(log.values.isEmpty)
        harness.advance(by: 0.05)
        harness.release(button.centerInWindow)
        #expect(!button.isHighlighted)
        #expect(log.values.count == 1)
    }

    @Test("The face eases back to its colour after a release instead of snapping")
    func highlightFadesOut() {
        let (harness, button, _) = makeButton()
        harness.click(button.centerInWindow)
        harness.advance(by: Theme.feedbackDuration / 2)
        let midway = button.face.presentedBackgroundColor
        #expect(midway != Theme.Palette.accent && midway != Theme.Palette.accentPressed)
        harness.advance(by: Theme.feedbackDuration)
        #expect(button.face.presentedBackgroundColor == Theme.Palette.accent)
    }

    @Test("Dragging off the button drops the highlight and a release outside does nothing")
    func releaseOutside() {
        let (harness, button, log) = makeButton()
        harness.press(button.centerInWindow)
        harness.move(to: Point(x: 300, y: 300))
        #expect(!button.isHighlighted)
        harness.release(Point(x: 300, y: 300))
        #expect(log.values.isEmpty)
    }

    @Test("Dragging off and back on highlights again and a release then fires")
    func dragBackInside() {
        let (harness, button, log) = makeButton()
        harness.press(button.centerInWindow)
        harness.move(to: Point(x: 300, y: 300))
        harness.move(to: button.centerInWindow)
        #expect(button.isHighlighted)
        harness.release(button.centerInWindow)
        #expect(log.values.count == 1)
    }

    @Test("A disabled button ignores clicks and keys, is skipped by Tab, and dims")
    func disabled() {
        let (harness, button, log) = makeButton()
        button.isEnabled = false
        harness.click(button.centerInWindow)
        #expect(!button.isHighlighted)
        harness.tab()
        #expect(harness.window.focusedView == nil)
        #expect(button.face.backgroundColor == Button.Look.disabledFace)
        #expect(button.titleLabel.style.color == Button.Look.disabledTitle)
        #expect(button.automationFields["enabled"] == .bool(false))
        #expect(log.values.isEmpty)
    }

    @Test("Disabling the focused button moves focus away so keys cannot reach it")
    func disablingDropsFocus() {
        let (harness, button, log) = makeButton()
        harness.tab()
        #expect(button.isFocused)
        button.isEnabled = false
        #expect(!button.isFocused)
        harness.key(.space)
        #expect(log.values.isEmpty)
    }

    @Test("Tab focuses the button; Space and Enter activate it, key repeats do not")
    func keyboard() {
        let (harness, button, log) = makeButton()
        harness.tab()
        #expect(harness.window.focusedView === button)
        harness.key(.space)
        harness.key(.space, isRepeat: true)
        harness.key(.enter)
        #expect(log.values.count == 2)
    }

    @Test("The intrinsic size fits the title with padding, never narrower than the minimum")
    func intrinsicSize() {
        TextMeasurement.measurer = EstimatedTextMeasurer()
        let save = Button(title: "Save the animation")
        let textWidth = (18 * Theme.TypeSize.body * EstimatedTextMeasurer.advance).rounded(.up)
        #expect(
            save.intrinsicContentSize
                == Size(width: textWidth + 2 * Theme.ControlMetrics.horizontalPadding, height: 32))
        #expect(Button(title: "OK").intrinsicContentSize.width == Theme.ControlMetrics.minimumButtonWidth)
        #expect(save.sizeThatFits(Size(width: 100, height: 100)).width == 100)
        save.sizeToFit()
        #expect(save.bounds.size == save.intrinsicContentSize)
    }

    @Test("The automation tree reports a Button with its title and id")
    func automation() {
        let (_, button, _) = makeButton()
        let fields = button.automationFields
        #expect(fields["type"] == .string("Button"))
        #expect(fields["value"] == .string("Save"))
        #expect(fields["id"] == .string("test.save"))
        button.title = "Saved"
        #expect(button.automationFields["value"] == .string("Saved"))
        #expect(button.accessibilityLabel == "Saved")
    }

    @Test("Each style has its own face, and a plain button shows no face until pressed")
    func styles() {
        #expect(Button(title: "A", style: .filled).face.backgroundColor == Theme.Palette.accent)
        #expect(Button(title: "A", style: .destructive).face.backgroundColor == Theme.Palette.destructive)
        #expect(Button(title: "A", style: .gray).face.backgroundColor == Theme.Palette.controlFill)
        let (harness, plain, _) = makeButton(.plain)
        #expect(plain.face.backgroundColor.alpha == 0)
        harness.press(plain.centerInWindow)
        #expect(plain.face.backgroundColor.alpha > 0)
    }
}
