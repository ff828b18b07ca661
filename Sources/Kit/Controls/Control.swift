/// A view that turns touches into actions: tracks a press, highlights, and fires on release inside (UIControl).
@MainActor
open class Control: View {
    public var isEnabled = true {
        didSet {
            isUserInteractionEnabled = isEnabled
            if !isEnabled {
                if trackingPointer != nil {
                    trackingPointer = nil
                    isHighlighted = false
                    cancelTracking()
                }
                if isFocused { window?.setFocus(nil) }
            }
            if oldValue != isEnabled { enabledDidChange() }
            setNeedsDisplay()
        }
    }
    /// True while a press is held inside the control (drawn as the pressed look).
    public private(set) var isHighlighted = false {
        didSet { if oldValue != isHighlighted { highlightDidChange() } }
    }
    /// True while the control has keyboard focus (drawn as a focus ring).
    var isFocused = false {
        didSet {
            if oldValue != isFocused { focusDidChange() }
            setNeedsDisplay()
        }
    }

    /// Called when the control is activated: a click released inside, or Space/Enter while focused.
    public var onActivate: (@MainActor () -> Void)?

    private var trackingPointer: Int?

    open override func drawOverlay(in canvas: Canvas) {
        drawFocusRing(in: canvas)
    }

    /// Draws the focus ring just inside the bounds rather than around them: for a control whose edges are its
    /// container's (an alert's buttons, a tab bar item), where a ring outside would be cut off.
    var drawsFocusRingInside = false { didSet { setNeedsDisplay() } }

    /// Where the keyboard focus ring goes: by default just outside the bounds (or inside, see
    /// `drawsFocusRingInside`), following the corners. A control drawn as a pill overrides it so the ring hugs
    /// what the user sees.
    var focusRingShape: FocusRingShape {
        drawsFocusRingInside ? Self.ringInside(bounds) : Self.ringOutside(bounds, cornerRadius: cornerRadius)
    }

    open override var canBecomeFocused: Bool { isEnabled }
    open override var isEnabledForAutomation: Bool { isEnabled }
    open override var accessibilityRole: AccessibilityRole { .pushButton }
    /// A control's default action is what a click does.
    open override var accessibilityActions: [AccessibilityAction] {
        [
            AccessibilityAction("press", description: "Activates it", keyBinding: "space") { [weak self] in
                self?.activate()
            }
        ]
    }

    /// True while a press that began on the control is held, wherever the pointer has moved since.
    public var isTracking: Bool { trackingPointer != nil }

    /// Override to animate the pressed look.
    open func highlightDidChange() { setNeedsDisplay() }

    /// Override to change the look between enabled and disabled.
    func enabledDidChange() { setNeedsDisplay() }

    /// Override to react to gaining or losing keyboard focus.
    func focusDidChange() {}

    // MARK: Text input

    /// Whether the control takes typed text while focused (a text field): the window then turns the platform's
    /// text input on and sends it `insertText`.
    var acceptsTextInput: Bool { false }

    /// Text the user typed or an input method committed, while focused.
    func insertText(_ text: String) {}

    // MARK: Sizing

    /// The size the control would like, in points, when nothing constrains it (UIKit's intrinsicContentSize).
    public var intrinsicContentSize: Size { bounds.size }

    /// The size that best fits within `size`: the intrinsic size, no wider than offered.
    func sizeThatFits(_ size: Size) -> Size {
        let wanted = intrinsicContentSize
        return Size(width: min(wanted.width, size.width), height: wanted.height)
    }

    /// Resizes the control to its intrinsic size, keeping its origin.
    func sizeToFit() {
        frame = Rect(origin: frame.origin, size: intrinsicContentSize)
    }

    /// Runs the action, as a release inside or Space/Enter does.
    func activate() {
        guard isEnabled else { return }
        onActivate?()
    }

    // MARK: Tracking (UIControl's begin/continue/end, in the control's bounds space)

    /// A press began on the control.
    func beginTracking(at point: Point) {}

    /// The press moved (anywhere in the window; `point` may lie outside the bounds).
    func continueTracking(at point: Point) {}

    /// The press lifted; `inside` says whether over the control. By default a release inside activates.
    func endTracking(at point: Point, inside: Bool) {
        if inside { activate() }
    }

    /// The press was taken away (a gesture recognizer won, or the control was disabled).
    func cancelTracking() {}

    open override func touchesBegan(_ event: PointerEvent) {
        guard trackingPointer == nil else { return }
        trackingPointer = event.pointerID
        isHighlighted = true
        beginTracking(at: convertFromWindow(event.location))
    }

    open override func touchesMoved(_ event: PointerEvent) {
        guard event.pointerID == trackingPointer else { return }
        let location = convertFromWindow(event.location)
        isHighlighted = point(inside: location)
        continueTracking(at: location)
    }

    open override func touchesEnded(_ event: PointerEvent) {
        guard event.pointerID == trackingPointer else { return }
        trackingPointer = nil
        let location = convertFromWindow(event.location)
        isHighlighted = false
        endTracking(at: location, inside: point(inside: location))
    }

    open override func touchesCancelled(_ event: PointerEvent) {
        guard event.pointerID == trackingPointer else { return }
        trackingPointer = nil
        isHighlighted = false
        cancelTracking()
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .space, .enter:
            if !event.isRepeat { activate() }
            return true
        default:
            return false
        }
    }

}
