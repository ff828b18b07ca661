/// A rectangle on screen that draws itself, holds subviews, and takes part in hit-testing — UIKit's UIView.
///
/// Geometry follows UIKit: `center` is in the superview's space, `bounds` is the view's own space, and
/// `transform` applies about the centre. Setting an animatable property inside `View.animate` animates it: the
/// property reads back its new (model) value at once, while the screen shows the presented value.
@MainActor
open class View {
    public internal(set) weak var superview: View?
    public internal(set) var subviews: [View] = []
    /// The window this view is shown in, found through its ancestors.
    public var window: Window? { superview?.window ?? hostWindow }
    weak var hostWindow: Window?

    /// Ids for automation and tests (`tree.json`); every interactive view has one.
    public var accessibilityIdentifier: String? { didSet { setNeedsDisplay() } }
    /// A human-readable name (the text a screen reader would say).
    public var accessibilityLabel: String? { didSet { setNeedsDisplay() } }

    public var isHidden = false { didSet { setNeedsDisplay() } }
    public var isUserInteractionEnabled = true
    public var clipsToBounds = false { didSet { setNeedsDisplay() } }
    public var cornerRadius: Double = 0 { didSet { setNeedsDisplay() } }
    public var borderWidth: Double = 0 { didSet { setNeedsDisplay() } }
    public var borderColor: Color = .clear { didSet { setNeedsDisplay() } }

    public var alpha: Double = 1 {
        didSet { modelDidChange(.alpha, from: AnimationVector(oldValue), to: AnimationVector(alpha)) }
    }
    public var center: Point = .zero {
        didSet { modelDidChange(.center, from: AnimationVector(oldValue), to: AnimationVector(center)) }
    }
    public var bounds: Rect = .zero {
        didSet {
            modelDidChange(.bounds, from: AnimationVector(oldValue), to: AnimationVector(bounds))
            if oldValue.size != bounds.size { setNeedsLayout() }
        }
    }
    public var transform: AffineTransform = .identity {
        didSet { modelDidChange(.transform, from: AnimationVector(oldValue), to: AnimationVector(transform)) }
    }
    public var backgroundColor: Color = .clear {
        didSet {
            modelDidChange(
                .backgroundColor, from: AnimationVector(oldValue), to: AnimationVector(backgroundColor))
        }
    }
    /// A rotation out of the screen's plane with perspective, applied before `transform` (see `Transform3D`).
    public var transform3D: Transform3D = .identity {
        didSet {
            modelDidChange(.transform3D, from: AnimationVector(oldValue), to: AnimationVector(transform3D))
        }
    }
    /// The progress of a content transition (`View.transition(with:…)`); 1 when none runs.
    var transitionProgress: Double = 1 {
        didSet {
            modelDidChange(
                .transition, from: AnimationVector(oldValue), to: AnimationVector(transitionProgress))
        }
    }
    /// The old content a running transition shows, and how it goes (see `View+Transition.swift`).
    var transitionState: TransitionState?
    /// This view's media timing (`speed`, `timeOffset`, `beginTime`; see `View+LayerTiming.swift`).
    var layerTiming = LayerTiming()

    /// The recognizers attached with `addGestureRecognizer` (the view owns them).
    var attachedGestureRecognizers: [GestureRecognizer] = []
    /// The animations currently changing this view's presented values (managed by the engine; nil when none).
    var animationList: AnimationList?
    private(set) var needsLayout = true

    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    /// The view's rectangle in its superview's space (meaningful while `transform` is the identity, as in UIKit).
    public var frame: Rect {
        get { Rect(center: center, size: bounds.size) }
        set {
            bounds = Rect(origin: bounds.origin, size: newValue.size)
            center = newValue.center
        }
    }

    // MARK: Layout

    /// Override to position subviews; called before drawing whenever the bounds' size changed.
    open func layoutSubviews() {}

    public func setNeedsLayout() {
        needsLayout = true
        setNeedsDisplay()
    }

    /// Lays out this view and its descendants that need it, top-down.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    // MARK: Hit-testing

    /// Whether `point` (bounds space) is inside the view. Override for non-rectangular views (a piece of a
    /// puzzle takes touches on its squares only); declared in the class so subclasses in other modules can.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    // MARK: Drawing

    /// Override to draw content in the view's bounds space, above the background and below the subviews.
    open func draw(in canvas: Canvas) {}

    /// Override to draw above the subviews (a focus ring, a badge), in the view's bounds space.
    open func drawOverlay(in canvas: Canvas) {}

    /// Asks the window to render a new frame.
    public func setNeedsDisplay() {
        window?.setNeedsDisplay()
    }

    // MARK: Touches (the view's own handling, after gesture recognizers have seen them)

    open func touchesBegan(_ event: PointerEvent) {}
    open func touchesMoved(_ event: PointerEvent) {}
    open func touchesEnded(_ event: PointerEvent) {}
    open func touchesCancelled(_ event: PointerEvent) {}

    /// The mouse wheel turned over this view; return true when consumed, false to pass it to the superview.
    open func scrollWheel(_ event: ScrollEvent) -> Bool { false }

    /// The secondary (right) mouse button was pressed over this view; return true when consumed, false to pass it
    /// to the superview. It is not a touch: no gesture recognizer or control sees it.
    open func secondaryClick(_ event: PointerEvent) -> Bool { false }

    // MARK: Keyboard

    /// Whether Tab can move keyboard focus here (controls say yes).
    open var canBecomeFocused: Bool { false }

    /// Handles a key while this view has focus; return true when consumed.
    open func handleKey(_ event: KeyEvent) -> Bool { false }

    // MARK: Automation

    /// The view's kind in `tree.json` ("View", "Button", …).
    open var automationType: String { "View" }
    /// A control's value in `tree.json` (nil for views without one).
    open var automationValue: AutomationValue? { nil }
    open var isSelectedForAutomation: Bool { false }
    open var isEnabledForAutomation: Bool { isUserInteractionEnabled }

    // MARK: Accessibility (what screen readers read; the model is in Sources/Kit/Accessibility)

    /// A scene's words and actions for this view beyond what its class says (see `AccessibilityCustomization`).
    public var accessibilityCustomization: AccessibilityCustomization?
    /// What the view is to assistive technologies; `.automatic` makes a labelled view a panel and leaves the rest out.
    open var accessibilityRole: AccessibilityRole { .automatic }
    /// What assistive technologies can ask the view to do; the first is the default action.
    open var accessibilityActions: [AccessibilityAction] { [] }
    /// The number assistive technologies read and set (sliders, steppers); nil for views without one.
    open var accessibilityValue: AccessibilityValue? { nil }
    /// Sets the value on the user's behalf (as a drag or key would, telling the owner); ignored without a value.
    open func setAccessibilityValue(_ value: Double) {}
    /// The text assistive technologies read character by character (labels, text fields); nil for others.
    open var accessibilityText: AccessibilityText? { nil }

    /// Inside an animation block, a change of a view in a window animates on that window's clock; a view in no
    /// window just takes the new value (see `AnimationBlock`).
    private func modelDidChange(_ property: AnimatableProperty, from old: AnimationVector, to new: AnimationVector) {
        if let block = AnimationBlock.current, old != new, let engine = window?.animationEngine {
            engine.propertyDidChange(self, property, from: old, to: new, in: block)
        }
        setNeedsDisplay()
    }
}
