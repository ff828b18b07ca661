/// The top of the view tree: receives input from the platform, routes it to views, advances time, and says
/// when a new frame is needed. Pure Kit — the Platform feeds it events and draws it through a `Canvas`.
///
/// Time comes from the clock given at `init` and nowhere else: the window's animations, timers and display links
/// all run on it, so two windows on two clocks never disturb each other, and a test drives one exactly.
@MainActor
public final class Window {
    /// The window's whole content area, in points.
    public let rootView: View
    /// Actions due at times on this window's clock (gesture deadlines, autorepeat, banners, notifications).
    public let timers = TimerQueue()
    /// Per-frame callbacks of running simulations (see `DisplayLink`).
    let displayLinks = DisplayLinkSet()
    /// The view animations of this window, on its clock.
    let animationEngine: AnimationEngine
    private let clock: @MainActor () -> Double
    public private(set) var size: Size
    public private(set) var needsDisplay = true
    /// The scene filling the window (usually a tab bar controller).
    public private(set) var rootScene: Scene?
    public internal(set) weak var focusedView: View?
    /// Whether the desktop has given this window keyboard focus (notifications choose their path by it). A change
    /// is passed on to the root scene (`Scene.windowDidChangeFocus`).
    public var hasFocus = true {
        didSet {
            guard hasFocus != oldValue else { return }
            if !hasFocus { keyboard.releaseAll() }
            rootScene?.windowDidChangeFocus(hasFocus)
        }
    }

    /// The canvas the last frame was drawn with, for snapshots between frames (`View.transition`).
    public private(set) weak var renderingCanvas: Canvas?
    /// The clipboard text fields copy to and paste from (the platform installs the system's).
    public var clipboard: any Clipboard = MemoryClipboard()
    /// Turns the platform's text input on while a text field has focus (nil: no platform, as in tests).
    public var textInput: (any TextInputService)?
    /// What the game controllers hold right now (kept by `handle(_: GamepadEvent)`), for scenes to read each frame.
    public internal(set) var gamepad = GamepadState()
    /// The keys held down right now (kept by `handle(_: KeyEvent)` and `handleKeyRelease(_:)`), for scenes to read
    /// each frame.
    public internal(set) var keyboard = KeyboardState()

    /// The in-app banners, shown one at a time in the order asked for.
    public private(set) lazy var banners = BannerQueue(window: self)

    /// Where semantic events go (`gesture.recognized`, …); the app sets it when `--automation` is on.
    public var events: EventLog = .disabled()

    /// The view each pointer that is down delivers its touches to (gone once a recognizer cancels them).
    var touchTargets: [Int: View] = [:]
    /// Pointers whose view touches a recognizer cancelled (consulted while a press is being dispatched).
    var cancelledPointers: Set<Int> = []
    /// The latest event of each pointer that is down, to build the cancel event a view receives.
    var lastPointerEvents: [Int: PointerEvent] = [:]
    /// Arbitrates the gesture recognizers that the pointers reach.
    lazy var gestureArena = GestureArena(window: self)

    /// A window of `size` points whose time is `clock`: seconds that never go backward (the platform's real or
    /// virtual clock; a fake one in tests).
    public init(size: Size, clock: @escaping @MainActor () -> Double) {
        self.clock = clock
        animationEngine = AnimationEngine(clock: clock)
        self.size = size
        rootView = View(frame: Rect(origin: .zero, size: size))
        rootView.hostWindow = self
        rootView.backgroundColor = Theme.Palette.background
    }

    public func setRootScene(_ scene: Scene) {
        rootScene?.view.removeFromSuperview()
        rootScene = scene
        rootView.addSubview(scene.view)
        scene.view.frame = rootView.bounds
        scene.sceneDidAppear()
    }

    public func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        rootView.frame = Rect(origin: .zero, size: newSize)
        rootScene?.view.frame = rootView.bounds
        for layer in presentations { layer.frame = rootView.bounds }
        setNeedsDisplay()
    }

    public func setNeedsDisplay() { needsDisplay = true }

    /// The window's clock now, in seconds: what timers are scheduled against and animations start at.
    public var now: Double { clock() }

    /// True while animations or display links run: the run loop should render every display refresh.
    public var isAnimating: Bool { animationEngine.isAnimating || displayLinks.hasRunningLink }

    /// When the run loop must wake next even without input (a timer), in seconds on the window's clock.
    public var nextDeadline: Double? { timers.nextDeadline }

    /// Advances to the clock's time: timers due, display links, animations and their completions, then layout.
    public func tick() {
        let now = self.now
        let wasAnimating = isAnimating
        timers.fire(now: now)
        displayLinks.fire(now: now)
        animationEngine.advance(to: now)
        if wasAnimating || isAnimating { setNeedsDisplay() }
        rootView.layoutIfNeeded()
    }

    /// Draws one frame and clears `needsDisplay`.
    /// Whether rendering repaints every pixel with an opaque colour (the root view's background), so the host
    /// need not clear the frame first.
    public var paintsEveryPixel: Bool {
        let root = rootView
        return root.presentedBackgroundColor.alpha >= 1 && root.presentedAlpha >= 1 && !root.isHidden
            && root.cornerRadius == 0 && root.presentedTransform == .identity
            && root.presentedTransform3D == .identity && root.frame.origin == .zero
    }

    public func render(in canvas: Canvas) {
        renderingCanvas = canvas
        rootView.layoutIfNeeded()
        rootView.render(in: canvas)
        needsDisplay = false
    }
}
