/// Turns a view's touches into a gesture, as UIKit's UIGestureRecognizer: the base class of tap, pan and long
/// press, and of any recognizer a scene writes.
///
/// A recognizer attached to a view (`View.addGestureRecognizer`) sees every touch that begins on that view or its
/// descendants, before the view does. The window's `GestureArena` arbitrates between the recognizers a touch
/// reaches: one wins unless a delegate allows simultaneous recognition, `require(toFail:)` makes one wait for
/// another, and a winner cancels the view's own touches (`cancelsTouchesInView`).
///
/// Subclassing: override the `touches…` methods and `reset()`, and set `state` as the pattern matches:
/// `.began`/`.changed`/`.ended` for a continuous gesture, `.ended` (`.recognized`) or `.failed` for a discrete one.
/// Beginning or recognizing is a request: the arena grants it right after the current event (or later, when a
/// failure requirement is met), so `state` may still read `.possible` straight after setting it.
@MainActor
public class GestureRecognizer {
    /// The view this recognizer is attached to (weak: the view owns its recognizers).
    public internal(set) weak var view: View?
    /// Vetoes and simultaneous recognition; nil allows everything except simultaneity.
    weak var delegate: (any GestureRecognizerDelegate)?
    /// A disabled recognizer takes no touches; disabling one mid-gesture cancels it (or fails it if undecided).
    public var isEnabled = true {
        didSet { if oldValue, !isEnabled { arena?.withdraw(self) } }
    }
    /// When true (the default, as UIKit), beginning or recognizing cancels the touches the view itself was
    /// tracking, so a button under a pan does not also fire.
    var cancelsTouchesInView = true
    /// Called on every touch-down this recognizer accepts, before anything is decided: the place for instant
    /// visual feedback (a highlight), so confirmation can wait without the interface feeling slow.
    public var onTouchDown: (@MainActor (GestureRecognizer, PointerEvent) -> Void)?

    /// The active touches (pointer id → location in window points). A lifting touch is already gone when
    /// `touchesEnded` runs.
    public internal(set) var touches: [Int: Point] = [:]

    var currentState: State = .possible
    /// A begin or recognize the arena has not granted yet.
    var requestedState: State?
    /// Pointers this recognizer follows in the current sequence, including lifted ones until the event is done.
    var trackedPointers: Set<Int> = []
    var actions: [@MainActor (GestureRecognizer) -> Void] = []
    var failureRequirements: [WeakRecognizer] = []
    var timerTokens: [Int: TimerQueue.Token] = [:]
    private var nextTimerID = 0
    /// The view the sequence's first touch landed on (a tap on an ancestor of a control yields to the control).
    weak var hitView: View?
    /// The window whose arena enrolled this recognizer: still reachable when the view has just been removed.
    weak var hostWindow: Window?
    /// Observes every state change, resets to `.possible` included (tests record exact sequences with it).
    var stateObserver: (@MainActor (State) -> Void)?

    public init() {}

    /// The state; subclasses set it as described in the class comment, everyone else only reads it.
    public var state: State {
        get { currentState }
        set { request(newValue) }
    }

    /// Number of active touches.
    var numberOfTouches: Int { touches.count }

    /// Makes this recognizer wait until `other` fails before it recognizes, and fail if `other` succeeds.
    /// The wait only happens while `other` is actually taking part: when it is disabled or not on the touch path,
    /// this recognizer fires at once (the single tap does not pay for a double tap that cannot happen).
    public func require(toFail other: GestureRecognizer) {
        precondition(other !== self, "A recognizer cannot require its own failure: pass another recognizer.")
        failureRequirements.append(WeakRecognizer(other))
    }

    /// Where the gesture is, in `view`'s bounds space (nil: window space): the centroid of the active touches.
    public func location(in view: View?) -> Point {
        let points = Array(touches.values)
        let windowPoint = points.isEmpty ? lastLocation : points.reduce(.zero, +) / Double(points.count)
        return view?.convertFromWindow(windowPoint) ?? windowPoint
    }

    var lastLocation: Point = .zero

    // MARK: Subclass overrides

    func touchesBegan(_ event: PointerEvent) {}
    func touchesMoved(_ event: PointerEvent) {}
    func touchesEnded(_ event: PointerEvent) {}

    /// The platform took a touch away: a gesture in progress is cancelled, an undecided one fails.
    func touchesCancelled(_ event: PointerEvent) {
        state = currentState.isActive ? .cancelled : .failed
    }

    /// Clears per-gesture data; called when the recognizer returns to `.possible`.
    public func reset() {}

    /// Whether this recognizer, on winning, forces `other` to fail (exclusivity).
    func canPrevent(_ other: GestureRecognizer) -> Bool { true }

    /// Whether `other`, on winning, may force this recognizer to fail.
    func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    /// The `kind` field of `gesture.recognized` in the automation log.
    var automationKind: String { "gesture" }

    /// Whether a touch that began on a control inside this recognizer's view belongs to the control (taps say
    /// yes, as in UIKit, so a button inside a tappable view still works).
    var yieldsToControls: Bool { false }

    /// Discrete recognizers (tap) go straight from possible to recognized; continuous ones begin and change.
    var isDiscrete: Bool { false }

    // MARK: Timers

    /// Runs `action` at `deadline` (app-clock seconds) on the window's timer queue, so the run loop sleeps until
    /// then; the arena settles the outcome right after. Pending timers are cancelled by `reset()` and
    /// `cancelTimers()`.
    public func schedule(at deadline: Double, _ action: @escaping @MainActor () -> Void) {
        guard let window = hostWindow ?? view?.window else { return }
        nextTimerID += 1
        let id = nextTimerID
        timerTokens[id] = window.timers.schedule(at: deadline) { [weak self, weak window] in
            guard let self, self.timerTokens.removeValue(forKey: id) != nil else { return }
            action()
            window?.gestureArena.settle()
        }
    }

    /// Cancels every timer this recognizer scheduled.
    func cancelTimers() {
        if let timers = (hostWindow ?? view?.window)?.timers {
            timerTokens.values.forEach(timers.cancel)
        }
        timerTokens.removeAll()
    }

    var hasPendingTimers: Bool { !timerTokens.isEmpty }

    var arena: GestureArena? { (hostWindow ?? view?.window)?.gestureArena }
}

/// Gives every recognizer `addAction` typed by its own class, so a pan's action receives a
/// `PanGestureRecognizer` without a cast.
@MainActor
protocol GestureActionTarget: GestureRecognizer {}

extension GestureRecognizer: GestureActionTarget {}

extension GestureActionTarget {
    /// Adds an action, called on began, changed, ended (recognized) and cancelled — never on failed.
    func addAction(_ action: @escaping @MainActor (Self) -> Void) {
        actions.append { recognizer in
            if let typed = recognizer as? Self { action(typed) }
        }
    }
}

/// A weak reference to a recognizer, for failure requirements that must not keep their target alive.
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}
