/// A − / + pair that changes a number by a fixed step within bounds (UIStepper).
///
/// A press on a half steps at once; held, it repeats after `autorepeatDelay`, every `autorepeatInterval`, then
/// faster. A half is dimmed and ignored at its bound. Up/Right/+ and Down/Left/− step while focused; Home and
/// End jump to the bounds. Each user change calls `onValueChanged` (only once, at release, when
/// `isContinuous` is false). The halves appear in `tree.json` as `<id>.decrement` and `<id>.increment`.
@MainActor
public class Stepper: Control {
    /// Natural size, in points: two 48-pt halves, one control height tall.
    public static let standardSize = Size(width: 96, height: Theme.ControlMetrics.height)
    /// How long a press is held before it starts repeating, in seconds.
    static let autorepeatDelay = 0.5
    /// Time between repeats at first, in seconds.
    static let autorepeatInterval = 0.1
    /// Time between repeats once `repeatsBeforeFast` repeats have happened, in seconds.
    static let fastAutorepeatInterval = 0.04
    /// Repeats at the first rate before speeding up (one second's worth).
    static let repeatsBeforeFast = 10

    /// Which half of the stepper: down or up one step.
    public enum Direction: Sendable { case decrement, increment }

    /// Always within `minimumValue...maximumValue`; setting it in code does not call `onValueChanged`.
    public var value: Double {
        didSet {
            let clamped = min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
            updateHalves()
        }
    }
    public var minimumValue: Double { didSet { boundsDidChange() } }
    public var maximumValue: Double { didSet { boundsDidChange() } }
    public var stepValue: Double {
        didSet { precondition(stepValue > 0, "stepValue must be positive: give the amount one click adds.") }
    }
    /// Whether holding a half keeps stepping.
    var autorepeat = true
    /// Whether each step calls back while a half is held (true) or only the total at release (false).
    var isContinuous = true

    /// Called after the user changes the value, with the new value.
    public var onValueChanged: (@MainActor (_ value: Double) -> Void)?

    let decrementButton = StepperButtonView(glyph: .minus)
    let incrementButton = StepperButtonView(glyph: .plus)
    private let separator = View()
    /// The half a held press started on.
    private(set) var pressedDirection: Direction?
    private var repeatTimer: TimerQueue.Token?
    private var repeatCount = 0
    private var valueAtPressStart: Double?

    public init(
        value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100, stepValue: Double = 1,
        frame: Rect = .zero
    ) {
        precondition(minimumValue <= maximumValue, "minimumValue must not exceed maximumValue: swap them.")
        precondition(stepValue > 0, "stepValue must be positive: give the amount one click adds.")
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
        self.value = min(max(value, minimumValue), maximumValue)
        super.init(frame: frame)
        cornerRadius = Theme.ControlMetrics.cornerRadius
        separator.isUserInteractionEnabled = false
        separator.backgroundColor = Theme.Palette.controlDivider
        for part in [decrementButton, incrementButton, separator] { addSubview(part) }
        decrementButton.cornerRadius = cornerRadius
        incrementButton.cornerRadius = cornerRadius
        applyEnabledLook()
        updateHalves()
    }

    public override var accessibilityIdentifier: String? {
        didSet {
            decrementButton.accessibilityIdentifier = accessibilityIdentifier.map { "\($0).decrement" }
            incrementButton.accessibilityIdentifier = accessibilityIdentifier.map { "\($0).increment" }
        }
    }

    public override var intrinsicContentSize: Size { Self.standardSize }

    public override func layoutSubviews() {
        let (left, right) = bounds.divided(atDistance: (bounds.width / 2).rounded(), from: .left)
        decrementButton.frame = left
        incrementButton.frame = right
        separator.frame = Rect(x: right.minX - 0.5, y: bounds.minY + 8, width: 1, height: max(bounds.height - 16, 0))
    }

    /// Whether a step in `direction` would change the value.
    func canStep(_ direction: Direction) -> Bool {
        direction == .increment ? value < maximumValue : value > minimumValue
    }

    public override var automationType: String { "Stepper" }
    public override var automationValue: AutomationValue? { .double(value) }
    public override var accessibilityRole: AccessibilityRole { .spinButton }
    public override var accessibilityActions: [AccessibilityAction] {
        [
            AccessibilityAction("increase", description: "Adds one step", keyBinding: "Up") { [weak self] in
                self?.userStep(.increment, notify: true)
            },
            AccessibilityAction("decrease", description: "Takes one step away", keyBinding: "Down") { [weak self] in
                self?.userStep(.decrement, notify: true)
            },
        ]
    }
    public override var accessibilityValue: AccessibilityValue? {
        AccessibilityValue(current: value, minimum: minimumValue, maximum: maximumValue, increment: stepValue)
    }
    /// As Home/End or steps would: clamped, put on a step from the minimum, and reported when it changed.
    public override func setAccessibilityValue(_ newValue: Double) {
        guard isEnabled else { return }
        let steps = ((min(max(newValue, minimumValue), maximumValue) - minimumValue) / stepValue).rounded()
        let target = min(
            NumericValue.removingDust(minimumValue + steps * stepValue, step: stepValue, origin: minimumValue),
            maximumValue)
        guard target != value else { return }
        value = target
        onValueChanged?(value)
    }
    public override func enabledDidChange() { applyEnabledLook() }

    // MARK: Stepping

    /// Steps once on the user's behalf; returns false at the bound.
    @discardableResult
    func userStep(_ direction: Direction, notify: Bool) -> Bool {
        guard canStep(direction) else { return false }
        let next = value + (direction == .increment ? stepValue : -stepValue)
        value = NumericValue.removingDust(next, step: stepValue, origin: minimumValue)
        if notify { onValueChanged?(value) }
        return true
    }

    private func boundsDidChange() {
        precondition(minimumValue <= maximumValue, "minimumValue must not exceed maximumValue: set them in order.")
        value = min(max(value, minimumValue), maximumValue)
        updateHalves()
    }

    private func updateHalves() {
        decrementButton.isActive = canStep(.decrement)
        incrementButton.isActive = canStep(.increment)
        setNeedsDisplay()
    }

    private func applyEnabledLook() {
        backgroundColor = Theme.Palette.controlFill.withAlpha(isEnabled ? 1 : Theme.ControlMetrics.disabledAlpha)
        let alpha = isEnabled ? 1 : Theme.ControlMetrics.disabledAlpha
        for part in [decrementButton, incrementButton, separator] { part.alpha = alpha }
    }

    func button(for direction: Direction) -> StepperButtonView {
        direction == .increment ? incrementButton : decrementButton
    }

    func direction(at point: Point) -> Direction? {
        guard self.point(inside: point) else { return nil }
        return point.x < bounds.midX ? .decrement : .increment
    }

    // MARK: Autorepeat (on the window's timers and clock, so tests drive it with a fake clock)

    func startAutorepeat() {
        guard autorepeat, repeatTimer == nil else { return }
        guard let window else { return }
        repeatCount = 0
        scheduleRepeat(at: window.now + Self.autorepeatDelay)
    }

    func stopAutorepeat() {
        if let repeatTimer { window?.timers.cancel(repeatTimer) }
        repeatTimer = nil
    }

    private func scheduleRepeat(at deadline: Double) {
        guard let window else { return }
        repeatTimer = window.timers.schedule(at: deadline) { [weak self] in self?.repeatFired(deadline: deadline) }
    }

    private func repeatFired(deadline: Double) {
        repeatTimer = nil
        guard let direction = pressedDirection, userStep(direction, notify: isContinuous) else { return }
        repeatCount += 1
        let interval = repeatCount >= Self.repeatsBeforeFast ? Self.fastAutorepeatInterval : Self.autorepeatInterval
        scheduleRepeat(at: deadline + interval)
    }

    // MARK: Input

    public override func beginTracking(at point: Point) {
        guard let direction = direction(at: point), canStep(direction) else { return }
        pressedDirection = direction
        valueAtPressStart = value
        button(for: direction).isPressed = true
        userStep(direction, notify: isContinuous)
        startAutorepeat()
    }

    public override func continueTracking(at point: Point) {
        guard let pressed = pressedDirection else { return }
        let isOver = direction(at: point) == pressed
        button(for: pressed).isPressed = isOver
        if isOver { startAutorepeat() } else { stopAutorepeat() }
    }

    public override func endTracking(at point: Point, inside: Bool) {
        finishPress()
    }

    public override func cancelTracking() {
        finishPress()
    }

    private func finishPress() {
        stopAutorepeat()
        if let pressed = pressedDirection { button(for: pressed).isPressed = false }
        pressedDirection = nil
        if !isContinuous, let start = valueAtPressStart, start != value { onValueChanged?(value) }
        valueAtPressStart = nil
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .up, .right, .character("+"), .character("="):
            userStep(.increment, notify: true)
        case .down, .left, .character("-"):
            userStep(.decrement, notify: true)
        case .home:
            jump(to: minimumValue)
        case .end:
            jump(to: maximumValue)
        default:
            return super.handleKey(event)
        }
        return true
    }

    private func jump(to target: Double) {
        guard target != value else { return }
        value = target
        onValueChanged?(value)
    }
}
