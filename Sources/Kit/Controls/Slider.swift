/// A value picked along a track by dragging a thumb (UISlider), continuous or in steps.
///
/// Dragging the thumb moves it from where it was grabbed; a press elsewhere on the track jumps the thumb
/// there and keeps dragging. Arrow keys move by one step (or a twentieth of the range without steps),
/// Page Up/Down by five, Home/End to the ends. `onValueChanged` reports each change while dragging when
/// `isContinuous`, else once at release; `onEditingEnded` reports the value once a drag or key press is done,
/// for work that should not run on every pixel (saving settings).
@MainActor
public class Slider: Control {
    /// Natural size, in points (sliders stretch to their frame's width).
    public static let standardSize = Size(width: 200, height: Theme.ControlMetrics.height)
    static let trackHeight: Double = 4
    static let thumbDiameter: Double = 22
    /// How much the thumb grows while held, in points, so the finger or pointer feels it was caught.
    static let pressedThumbGrowth: Double = 4
    /// Extra reach around the thumb that still grabs it rather than jumping, in points.
    static let thumbGrabMargin: Double = 6
    /// Key steps without `step`: this fraction of the range per arrow press.
    static let keyFractionWithoutSteps = 0.05
    /// Arrow presses one Page Up/Down is worth.
    static let pageKeySteps = 5.0
    /// The most steps still drawn as tick marks; denser steps would be noise.
    static let maximumTickCount = 20
    /// How long the thumb takes to reach the point clicked on the track, in seconds.
    static let jumpDuration = 0.12

    /// Always within the bounds and on a step when `step` is set; setting it in code does not call back.
    public var value: Double {
        didSet {
            let fitted = fitted(value)
            if fitted != value { value = fitted }  // a property set in its own didSet does not observe again
            applyValue()
        }
    }
    public var minimumValue: Double { didSet { rangeDidChange() } }
    public var maximumValue: Double { didSet { rangeDidChange() } }
    /// The spacing of allowed values from `minimumValue`, or nil for any value.
    public var step: Double? {
        didSet {
            precondition(step.map { $0 > 0 } ?? true, "step must be positive, or nil for a continuous slider.")
            rangeDidChange()
        }
    }
    /// Whether `onValueChanged` fires during a drag (true) or only at its end (false).
    var isContinuous = true

    /// Called after the user changes the value, with the new value.
    public var onValueChanged: (@MainActor (_ value: Double) -> Void)?
    /// Called once a drag, click or key press that changed the value is over, with the final value.
    var onEditingEnded: (@MainActor (_ value: Double) -> Void)?

    let track = View()
    let fill = View()
    let thumb = View()
    private var ticks: [View] = []
    /// Where inside the thumb the press grabbed it, as an x offset from its centre (nil when not dragging).
    private var grabOffset: Double?
    private var valueAtPressStart: Double?

    public init(
        value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1, step: Double? = nil, frame: Rect = .zero
    ) {
        precondition(minimumValue < maximumValue, "minimumValue must be below maximumValue: give the slider a range.")
        precondition(step.map { $0 > 0 } ?? true, "step must be positive, or nil for a continuous slider.")
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.step = step
        self.value = value
        super.init(frame: frame)
        track.backgroundColor = Theme.Palette.controlTrack
        fill.backgroundColor = Theme.Palette.accent
        thumb.backgroundColor = Theme.Palette.thumb
        thumb.borderColor = Theme.Palette.thumbRim
        thumb.borderWidth = 0.5
        for part in [track, fill, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        self.value = fitted(value)
        rebuildTicks()
        applyEnabledLook()
    }

    public override var intrinsicContentSize: Size { Self.standardSize }

    /// The line the thumb's centre travels along, in bounds space: inset so the thumb stays inside.
    var trackRect: Rect {
        let inset = Self.thumbDiameter / 2
        return Rect(
            x: bounds.minX + inset, y: bounds.midY - Self.trackHeight / 2, width: max(bounds.width - 2 * inset, 0),
            height: Self.trackHeight)
    }

    /// The x of the thumb's centre for `value`, in bounds space.
    func thumbCenterX(for value: Double) -> Double {
        let fraction = (value - minimumValue) / (maximumValue - minimumValue)
        return trackRect.minX + fraction * trackRect.width
    }

    /// The value whose thumb centre is at `x` (bounds space), fitted to the bounds and steps.
    public func value(atX x: Double) -> Double {
        let rect = trackRect
        guard rect.width > 0 else { return minimumValue }
        return fitted(minimumValue + (x - rect.minX) * (maximumValue - minimumValue) / rect.width)
    }

    public override func layoutSubviews() {
        let rect = trackRect
        track.frame = rect
        track.cornerRadius = Self.trackHeight / 2
        fill.cornerRadius = Self.trackHeight / 2
        layoutTicks()
        applyValue()
    }

    public override var automationType: String { "Slider" }
    public override var automationValue: AutomationValue? { .double(value) }
    public override var accessibilityRole: AccessibilityRole { .slider }
    public override var accessibilityActions: [AccessibilityAction] { [] }
    public override var accessibilityValue: AccessibilityValue? {
        AccessibilityValue(current: value, minimum: minimumValue, maximum: maximumValue, increment: step ?? 0)
    }
    /// As a key press would: fitted to the range and steps, reported, and the editing ended.
    public override func setAccessibilityValue(_ newValue: Double) {
        guard isEnabled, userSetValue(newValue, notify: true) else { return }
        onEditingEnded?(value)
    }
    public override func enabledDidChange() { applyEnabledLook() }

    /// `candidate` clamped to the range and, with steps, moved to the nearest one.
    func fitted(_ candidate: Double) -> Double {
        let range = minimumValue...maximumValue
        guard let step else { return NumericValue.clamped(candidate, to: range) }
        return NumericValue.nearestStep(candidate, step: step, in: range)
    }

    /// Changes the value on the user's behalf; reports it when continuous. Returns whether it changed.
    @discardableResult
    func userSetValue(_ candidate: Double, notify: Bool) -> Bool {
        let newValue = fitted(candidate)
        guard newValue != value else { return false }
        value = newValue
        if notify { onValueChanged?(value) }
        return true
    }

    // MARK: Pointer

    public override func beginTracking(at point: Point) {
        valueAtPressStart = value
        let thumbX = thumbCenterX(for: value)
        let grabReach = Self.thumbDiameter / 2 + Self.thumbGrabMargin
        if abs(point.x - thumbX) <= grabReach {
            grabOffset = point.x - thumbX
        } else {
            grabOffset = 0
            View.animate(duration: Self.jumpDuration, options: .allowUserInteraction) {
                userSetValue(value(atX: point.x), notify: isContinuous)
            }
        }
        animateThumbSize()
    }

    public override func continueTracking(at point: Point) {
        guard let grabOffset else { return }
        userSetValue(value(atX: point.x - grabOffset), notify: isContinuous)
    }

    public override func endTracking(at point: Point, inside: Bool) {
        finishDrag()
    }

    public override func cancelTracking() {
        finishDrag()
    }

    private func finishDrag() {
        grabOffset = nil
        animateThumbSize()
        guard let start = valueAtPressStart else { return }
        valueAtPressStart = nil
        guard start != value else { return }
        if !isContinuous { onValueChanged?(value) }
        onEditingEnded?(value)
    }

    // MARK: Keys

    public override func handleKey(_ event: KeyEvent) -> Bool {
        let unit = step ?? (maximumValue - minimumValue) * Self.keyFractionWithoutSteps
        let target: Double
        switch event.key {
        case .right, .up: target = value + unit
        case .left, .down: target = value - unit
        case .pageUp: target = value + unit * Self.pageKeySteps
        case .pageDown: target = value - unit * Self.pageKeySteps
        case .home: target = minimumValue
        case .end: target = maximumValue
        default: return super.handleKey(event)
        }
        if userSetValue(target, notify: true) { onEditingEnded?(value) }
        return true
    }

    // MARK: Look

    private func rangeDidChange() {
        precondition(minimumValue < maximumValue, "minimumValue must be below maximumValue: set them in order.")
        value = fitted(value)
        rebuildTicks()
        applyValue()
    }

    private func applyValue() {
        let rect = trackRect
        let x = thumbCenterX(for: value)
        fill.frame = Rect(x: rect.minX, y: rect.minY, width: max(x - rect.minX, 0), height: rect.height)
        let diameter = Self.thumbDiameter + (grabOffset == nil ? 0 : Self.pressedThumbGrowth)
        thumb.frame = Rect(center: Point(x: x, y: bounds.midY), size: Size(width: diameter, height: diameter))
        thumb.cornerRadius = diameter / 2
        for (index, tick) in ticks.enumerated() {
            tick.backgroundColor = tickColor(isFilled: tickValue(index) <= value)
        }
    }

    private func animateThumbSize() {
        View.animate(duration: Theme.feedbackDuration, options: .allowUserInteraction) { applyValue() }
    }

    private func applyEnabledLook() {
        let alpha = isEnabled ? 1 : Theme.ControlMetrics.disabledAlpha
        subviews.forEach { $0.alpha = $0 === thumb ? 1 : alpha }
        thumb.backgroundColor = isEnabled ? Theme.Palette.thumb : Theme.Palette.disabledThumb
    }

    // MARK: Ticks (stepped sliders with few enough steps show where the thumb can rest)

    private var tickCount: Int {
        guard let step else { return 0 }
        let count = Int(((maximumValue - minimumValue) / step + 1e-9).rounded(.down)) + 1
        return count <= Self.maximumTickCount + 1 ? count : 0
    }

    private func tickValue(_ index: Int) -> Double {
        minimumValue + Double(index) * (step ?? 0)
    }

    private func rebuildTicks() {
        ticks.forEach { $0.removeFromSuperview() }
        ticks = (0..<tickCount).map { _ in View() }
        for tick in ticks {
            tick.isUserInteractionEnabled = false
            insertSubview(tick, at: subviews.firstIndex { $0 === thumb } ?? subviews.count)
        }
        applyEnabledLook()
        setNeedsLayout()
    }

    private func layoutTicks() {
        let size = Self.trackHeight + 2
        for (index, tick) in ticks.enumerated() {
            tick.frame = Rect(
                center: Point(x: thumbCenterX(for: tickValue(index)), y: bounds.midY),
                size: Size(width: size, height: size))
            tick.cornerRadius = size / 2
        }
    }

    private func tickColor(isFilled: Bool) -> Color {
        isFilled ? Theme.Palette.accent : Theme.Palette.controlTrack
    }
}
