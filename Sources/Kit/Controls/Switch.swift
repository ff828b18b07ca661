/// An on/off switch (UISwitch): a pill-shaped track with a round thumb that slides across.
///
/// A click toggles it, so does Space or Enter while focused; Left/Right set it off/on; the thumb can be dragged
/// across too. A user's change animates and calls `onValueChanged` with the new value; setting `isOn` in code
/// moves the thumb without animating and without calling back.
@MainActor
public class Switch: Control {
    /// The switch's natural size, in points: a 28-pt track, wide enough for the thumb to travel 20 pt.
    public static let standardSize = Size(width: 48, height: 28)
    /// Gap between the thumb and the edge of the track, in points.
    static let thumbInset: Double = 3
    /// How far the thumb widens toward the middle while pressed, in points (the "squish" that says "held").
    static let pressedThumbStretch: Double = 5
    /// How long the thumb takes to slide across and settle, in seconds.
    static let slideDuration: Double = 0.35
    /// The thumb's spring: below 1 it overshoots its end by about a point and settles.
    static let thumbDampingRatio = 0.7
    /// How far a press must move sideways before it counts as dragging the thumb, in points.
    static let dragThreshold: Double = 4

    public private(set) var isOn: Bool

    /// Called after the user changes the switch, with its new value.
    public var onValueChanged: (@MainActor (_ isOn: Bool) -> Void)?

    let track = View()
    let thumb = View()

    private var pressStart: Point?
    /// The side the thumb was dragged to, once a press has moved far enough to be a drag.
    private var draggedValue: Bool?

    public init(isOn: Bool = false, frame: Rect = .zero) {
        self.isOn = isOn
        super.init(frame: frame)
        for part in [track, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        thumb.borderColor = Theme.Palette.thumbRim
        thumb.borderWidth = 0.5
        applyState()
    }

    /// Sets the value in code (no callback); `animated` slides the thumb as a click would.
    public func setOn(_ on: Bool, animated: Bool) {
        guard on != isOn else { return }
        isOn = on
        animated ? animateState() : applyState()
    }

    /// Sets the value on the user's behalf: animates and calls `onValueChanged`.
    func userSetOn(_ on: Bool) {
        guard on != isOn else { return }
        isOn = on
        animateState()
        onValueChanged?(isOn)
    }

    public override var intrinsicContentSize: Size { Self.standardSize }
    /// The ring follows the pill-shaped track.
    public override var focusRingShape: FocusRingShape {
        Self.ringOutside(trackFrame, cornerRadius: trackFrame.height / 2)
    }

    /// The track keeps the standard size, centred in bounds larger than that (a table row's accessory slot).
    var trackFrame: Rect {
        let size = Size(
            width: min(bounds.width, Self.standardSize.width), height: min(bounds.height, Self.standardSize.height))
        return Rect(center: bounds.center, size: size)
    }

    public override func layoutSubviews() {
        applyState()
    }

    /// Click and Space/Enter toggle.
    public override func activate() {
        guard isEnabled else { return }
        userSetOn(!isOn)
        super.activate()
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .left:
            userSetOn(false)
            return true
        case .right:
            userSetOn(true)
            return true
        default:
            return super.handleKey(event)
        }
    }

    public override var automationType: String { "Switch" }
    public override var automationValue: AutomationValue? { .bool(isOn) }
    public override var isSelectedForAutomation: Bool { isOn }
    public override var accessibilityRole: AccessibilityRole { .checkBox }
    public override var accessibilityActions: [AccessibilityAction] {
        [
            AccessibilityAction("toggle", description: "Turns it on or off", keyBinding: "space") { [weak self] in
                self?.activate()
            }
        ]
    }

    // MARK: Tracking

    public override func beginTracking(at point: Point) {
        pressStart = point
        draggedValue = nil
    }

    public override func continueTracking(at point: Point) {
        guard let start = pressStart else { return }
        if draggedValue == nil, abs(point.x - start.x) < Self.dragThreshold { return }
        let value = point.x >= trackFrame.midX
        guard value != draggedValue else { return }
        draggedValue = value
        animateThumb(on: value)
    }

    public override func endTracking(at point: Point, inside: Bool) {
        pressStart = nil
        guard let dragged = draggedValue else {
            super.endTracking(at: point, inside: inside)
            return
        }
        draggedValue = nil
        if dragged == isOn { animateState() } else { userSetOn(dragged) }
    }

    public override func cancelTracking() {
        pressStart = nil
        draggedValue = nil
        animateState()
    }

    public override func highlightDidChange() {
        animateThumb(on: draggedValue ?? isOn)
    }

    public override func enabledDidChange() {
        applyState()
    }

    // MARK: Look

    /// The thumb travels on a slightly bouncy spring (it "snaps" across); the track's colour eases, since a
    /// colour overshooting its target would flash.
    private func animateState() {
        View.animate(duration: Self.slideDuration, options: .allowUserInteraction) {
            track.backgroundColor = trackColor(on: isOn)
        }
        View.animate(
            duration: Self.slideDuration, dampingRatio: Self.thumbDampingRatio, options: .allowUserInteraction
        ) { applyState() }
    }

    private func animateThumb(on: Bool) {
        View.animate(duration: Theme.feedbackDuration, options: .allowUserInteraction) {
            thumb.frame = thumbFrame(on: on)
            track.backgroundColor = trackColor(on: on)
        }
    }

    private func applyState() {
        let frame = trackFrame
        track.frame = frame
        track.cornerRadius = frame.height / 2
        track.backgroundColor = trackColor(on: isOn)
        thumb.frame = thumbFrame(on: isOn)
        thumb.cornerRadius = thumb.bounds.height / 2
        track.alpha = isEnabled ? 1 : Theme.ControlMetrics.disabledAlpha
        thumb.backgroundColor = isEnabled ? Theme.Palette.thumb : Theme.Palette.disabledThumb
    }

    private func trackColor(on: Bool) -> Color {
        on ? Theme.Palette.accent : Theme.Palette.controlTrack
    }

    /// The thumb at the left (off) or right (on) end; wider toward the middle while pressed.
    func thumbFrame(on: Bool) -> Rect {
        let frame = trackFrame.insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
        let diameter = max(frame.height, 0)
        let width = min(diameter + (isHighlighted ? Self.pressedThumbStretch : 0), frame.width)
        let x = on ? frame.maxX - width : frame.minX
        return Rect(x: x, y: frame.minY, width: width, height: diameter)
    }
}
