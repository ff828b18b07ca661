import Testing

@testable import Kit

@MainActor
@Suite("Stepper")
struct ControlsStepperTests {
    /// A 96×32 stepper at (100, 100): the − half is x 100…148, the + half x 148…196.
    private func makeStepper(value: Double = 5, minimum: Double = 0, maximum: Double = 10) -> (
        ControlHarness, Stepper, ValueLog<Double>
    ) {
        let harness = ControlHarness()
        let stepper = harness.add(
            Stepper(value: value, minimumValue: minimum, maximumValue: maximum),
            frame: Rect(x: 100, y: 100, width: 96, height: 32))
        let log = ValueLog<Double>()
        stepper.onValueChanged = { log.record($0) }
        return (harness, stepper, log)
    }

    private let minus = Point(x: 124, y: 116)
    private let plus = Point(x: 172, y: 116)

    @Test("A click on + steps up once, on − steps down once, as soon as the button goes down")
    func clicks() {
        let (harness, stepper, log) = makeStepper()
        harness.press(plus)
        #expect(stepper.value == 6)
        harness.advance(by: 0.1)
        harness.release(plus)
        harness.click(minus)
        harness.click(minus)
        #expect(log.values == [6, 5, 4])
    }

    @Test("Holding + repeats after half a second, then every tenth of a second")
    func autorepeat() {
        let (harness, stepper, log) = makeStepper(value: 0, maximum: 100)
        harness.press(plus)
        harness.advance(by: 0.49)
        #expect(stepper.value == 1)
        harness.advance(by: 0.01)
        #expect(stepper.value == 2)
        harness.advance(by: 0.5)  // repeats at 0.6, 0.7, 0.8, 0.9, 1.0
        #expect(stepper.value == 7)
        harness.release(plus)
        harness.advance(by: 1)
        #expect(stepper.value == 7)
        #expect(log.values == [1, 2, 3, 4, 5, 6, 7])
    }

    @Test("After ten repeats the repeat rate speeds up")
    func autorepeatSpeedsUp() {
        let (harness, stepper, _) = makeStepper(value: 0, maximum: 100)
        harness.press(plus)
        harness.advance(by: 1.4)  // the press, then ten repeats at 0.5 … 1.4
        #expect(stepper.value == 11)
        harness.advance(by: 0.2)  // five fast repeats at 1.44 … 1.6
        #expect(stepper.value == 16)
    }

    @Test("Repeating stops at the bound and the + half dims there")
    func stopsAtBound() {
        let (harness, stepper, log) = makeStepper(value: 7)
        harness.press(plus)
        harness.advance(by: 2)
        harness.release(plus)
        #expect(stepper.value == 10)
        #expect(log.values == [8, 9, 10])
        #expect(!stepper.incrementButton.isActive)
        #expect(stepper.decrementButton.isActive)
        harness.click(plus)
        #expect(log.values == [8, 9, 10])
    }

    @Test("Sliding off the held half pauses the repeat; sliding back resumes it after the delay")
    func slideOffPauses() {
        let (harness, stepper, _) = makeStepper(value: 0, maximum: 100)
        harness.press(plus)
        harness.advance(by: 0.1)
        harness.move(to: minus)
        #expect(!stepper.incrementButton.isPressed)
        harness.advance(by: 1)
        #expect(stepper.value == 1)
        harness.move(to: plus)
        harness.advance(by: Stepper.autorepeatDelay)
        #expect(stepper.value == 2)
    }

    @Test("A stepper that is not continuous reports once, at release, with the final value")
    func notContinuous() {
        let (harness, stepper, log) = makeStepper(value: 0, maximum: 100)
        stepper.isContinuous = false
        harness.press(plus)
        harness.advance(by: 0.7)
        #expect(log.values.isEmpty)
        harness.release(plus)
        #expect(log.values == [stepper.value])
        #expect(stepper.value == 4)
    }

    @Test("Arrow keys, + and − step; Home and End jump to the bounds")
    func keyboard() {
        let (harness, stepper, log) = makeStepper()
        harness.tab()
        #expect(stepper.isFocused)
        harness.key(.up)
        harness.key(.character("+"))
        harness.key(.character("="), .shift)
        harness.key(.down)
        harness.key(.character("-"))
        harness.key(.end)
        harness.key(.right)
        harness.key(.home)
        #expect(log.values == [6, 7, 8, 7, 6, 10, 0])
    }

    @Test("Fractional steps land exactly on the grid")
    func fractionalSteps() {
        let (harness, stepper, _) = makeStepper(value: 0, maximum: 1)
        stepper.stepValue = 0.1
        for _ in 0..<3 { harness.click(plus) }
        #expect(stepper.value == 0.3)
    }

    @Test("Values set in code are clamped to the bounds, and narrowing the bounds clamps the value")
    func clamping() {
        let (_, stepper, log) = makeStepper()
        stepper.value = 42
        #expect(stepper.value == 10)
        stepper.maximumValue = 3
        #expect(stepper.value == 3)
        stepper.minimumValue = 3
        #expect(!stepper.canStep(.decrement) && !stepper.canStep(.increment))
        #expect(log.values.isEmpty)
    }

    @Test("A disabled stepper ignores clicks and keys")
    func disabled() {
        let (harness, stepper, log) = makeStepper()
        stepper.isEnabled = false
        harness.click(plus)
        harness.tab()
        harness.key(.up)
        #expect(stepper.value == 5)
        #expect(log.values.isEmpty)
    }

    @Test("The automation tree reports the value and each half, disabled at its bound")
    func automation() throws {
        let (harness, stepper, _) = makeStepper(value: 0)
        stepper.accessibilityIdentifier = "settings.balls"
        #expect(stepper.automationFields["type"] == .string("Stepper"))
        #expect(stepper.automationFields["value"] == .double(0))
        let decrement = try #require(harness.window.rootView.view(withIdentifier: "settings.balls.decrement"))
        let increment = try #require(harness.window.rootView.view(withIdentifier: "settings.balls.increment"))
        #expect(decrement.automationFields["enabled"] == .bool(false))
        #expect(increment.automationFields["enabled"] == .bool(true))
        #expect(increment.frameInWindow.contains(plus))
    }
}
