/// A view that turns touches into actions: tracks a press, highlights, and fires on release inside (UIControl).
@MainActor
open class Control: View {
    public var isEnabled = true {
        didSet {
            isUserInteractionEnabled = isEnabled
            setNeedsDisplay()
        }
    }
    /// True while a press is held inside the control (drawn as the pressed look).
    public private(set) var isHighlighted = false {
        didSet { if oldValue != isHighlighted { highlightDidChange() } }
    }
    /// True while the control has keyboard focus (drawn as a focus ring).
    public internal(set) var isFocused = false { didSet { setNeedsDisplay() } }

    /// Called when the control is activated: a click released inside, or Space/Enter while focused.
    public var onActivate: (@MainActor () -> Void)?

    private var trackingPointer: Int?

    open override func drawOverlay(in canvas: Canvas) {
        drawFocusRing(in: canvas)
    }

    open override var canBecomeFocused: Bool { isEnabled }
    open override var isEnabledForAutomation: Bool { isEnabled }

    /// Override to animate the pressed look.
    open func highlightDidChange() { setNeedsDisplay() }

    /// Runs the action, as a release inside or Space/Enter does.
    open func activate() {
        guard isEnabled else { return }
        onActivate?()
    }

    open override func touchesBegan(_ event: PointerEvent) {
        guard trackingPointer == nil else { return }
        trackingPointer = event.pointerID
        isHighlighted = true
    }

    open override func touchesMoved(_ event: PointerEvent) {
        guard event.pointerID == trackingPointer else { return }
        isHighlighted = point(inside: convertFromWindow(event.location))
    }

    open override func touchesEnded(_ event: PointerEvent) {
        guard event.pointerID == trackingPointer else { return }
        trackingPointer = nil
        let inside = point(inside: convertFromWindow(event.location))
        isHighlighted = false
        if inside { activate() }
    }

    open override func touchesCancelled(_ event: PointerEvent) {
        guard event.pointerID == trackingPointer else { return }
        trackingPointer = nil
        isHighlighted = false
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
