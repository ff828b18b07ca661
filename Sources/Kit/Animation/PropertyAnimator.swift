/// An interruptible animation you drive (UIKit's `UIViewPropertyAnimator`): start it, pause it, scrub it with
/// `fractionComplete`, reverse it, continue it with new timing, or stop it and finish at the start, the end or
/// where it is.
///
/// States: `inactive` (nothing applied) → `active` (animations applied; running or paused) → `inactive` when it
/// completes, or `stopped` after `stopAnimation(false)` until `finishAnimation(at:)`. The animations block runs when
/// the animator first becomes active; its changes are additive like `View.animate`'s, so other animations of the
/// same properties keep playing on top.
///
/// It runs on the clock of the window of the first view its block changes. Views in no window (or in another
/// window) take its changes at once; an animator that changed no view in a window has no clock and nothing to
/// show, so starting it ends it at once (its completions run on the next turn of the main run loop, at `.end`).
@MainActor
final class PropertyAnimator {
    public enum State: Hashable, Sendable { case inactive, active, stopped }
    /// Where the animations ended, as the completion is told.
    enum Position: Hashable, Sendable { case start, end, current }
    /// New timing for `continueAnimation`.
    enum TimingParameters: Hashable, Sendable {
        case curve(TimingCurve)
        case spring(dampingRatio: Double, initialVelocity: Double)
    }

    /// Seconds from start to end at the original timing.
    public let duration: Double
    public internal(set) var state: State = .inactive
    /// When paused, whether `fractionComplete` maps linearly to the shown values (true) or through the curve.
    var scrubsLinearly = true

    let clock: AnimatorClock
    private var pendingAnimations: [@MainActor () -> Void] = []
    var completions: [@MainActor (Position) -> Void] = []
    var members: [Member] = []
    private var reversed = false
    /// The clock's progress when `stopAnimation(false)` froze it (for `finishAnimation(at:)`).
    var stoppedProgress = 0.0
    /// The engine of the window its animations run in, set by the first view in a window its block changes and
    /// cleared when it returns to inactive (a reused animator may run in another window).
    weak var engine: AnimationEngine?

    /// One animation this animator put on a view. The view is held weakly: a view that goes away takes its
    /// animation with it.
    struct Member {
        weak var view: View?
        let animation: PropertyAnimation
    }

    /// An animator moving along `curve` over `duration` seconds.
    public init(duration: Double, curve: TimingCurve = .easeInOut, animations: (@MainActor () -> Void)? = nil) {
        self.duration = max(duration, 0)
        clock = AnimatorClock(duration: self.duration, function: .curve(curve))
        clock.owner = self
        if let animations { pendingAnimations.append(animations) }
    }

    /// An animator moving with a spring of `dampingRatio` that comes to rest after `duration` seconds.
    public init(duration: Double, dampingRatio: Double, animations: (@MainActor () -> Void)? = nil) {
        self.duration = max(duration, 0)
        let function: TimingFunction =
            duration > 0 ? .spring(dampingRatio: dampingRatio, duration: duration) : .curve(.linear)
        clock = AnimatorClock(duration: self.duration, function: function)
        clock.owner = self
        if let animations { pendingAnimations.append(animations) }
    }

    isolated deinit {
        // An animator dropped while active leaves its views where they show, as stopAnimation(true) would.
        if state == .active { stopAnimation(true) }
    }

    /// True while it moves (active and not paused).
    public var isRunning: Bool { clock.isRunning }

    /// Runs the animations backward toward the start. Flipping it while running turns around where it is.
    var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            guard clock.isRunning else { return }
            clock.start(now: now, reversed: reversed, function: nil, durationFactor: 1, delay: 0)
        }
    }

    /// How far through the duration it is (0…1). Settable while paused (or inactive, which activates it
    /// paused) to scrub; ignored while running.
    var fractionComplete: Double {
        get { clock.fraction(at: now) }
        set {
            guard !clock.isRunning, state != .stopped else { return }
            if state == .inactive { activate() }
            clock.scrub(to: newValue, linearly: scrubsLinearly)
            markViewsNeedingDisplay()
        }
    }

    /// Adds animations: before it starts they run when it does; while active they run now and move over the rest
    /// of the animator's progress.
    func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        switch state {
        case .inactive: pendingAnimations.append(animations)
        case .active: apply(animations, startProgress: clock.progress(at: now))
        case .stopped: break
        }
    }

    /// Adds a block to run when the animations end, told where they ended.
    func addCompletion(_ completion: @escaping @MainActor (Position) -> Void) {
        completions.append(completion)
    }

    /// Starts (or continues, when paused) the animations.
    func startAnimation() { startAnimation(afterDelay: 0) }

    func startAnimation(afterDelay delay: Double) {
        guard state != .stopped, !clock.isRunning else { return }
        if state == .inactive {
            activate()
            // Reversed before it starts: it plays from the end back to the start.
            if reversed { clock.scrub(to: 1, linearly: false) }
        }
        guard let engine else {
            complete(at: reversed ? .start : .end)
            return
        }
        clock.start(now: engine.now, reversed: reversed, function: nil, durationFactor: 1, delay: delay)
        engine.animatorDidStartRunning(self)
        markViewsNeedingDisplay()
    }

    /// Freezes the animations where they are (activating it, paused at the start, when inactive).
    func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        clock.pause(now: now)
        engine?.animatorDidStopRunning(self)
    }

    /// Continues a paused animator from where it is, with new timing (nil keeps the original) over
    /// `durationFactor` × the remaining share of the duration.
    func continueAnimation(withTimingParameters parameters: TimingParameters? = nil, durationFactor: Double = 1) {
        guard state == .active, !clock.isRunning, let engine else { return }
        let remaining = duration * durationFactor * abs((reversed ? 0 : 1) - fractionComplete)
        clock.start(
            now: engine.now, reversed: reversed, function: parameters.map { Self.function($0, duration: remaining) },
            durationFactor: durationFactor, delay: 0)
        engine.animatorDidStartRunning(self)
        markViewsNeedingDisplay()
    }

    /// Called by the engine every frame while running: ends the animator when its run is over.
    func advance(now: Double) {
        guard clock.hasReachedEnd(at: now) else { return }
        complete(at: clock.endFraction == 1 ? .end : .start)
    }

    /// Records an animation created while this animator's block ran.
    func adopt(_ animation: PropertyAnimation, on view: View) {
        members.append(Member(view: view, animation: animation))
    }

    /// Whether its changes to views in the window of `engine` animate: yes for the first window its block
    /// reaches, which lends it its clock; no for any other (those views take the changes at once).
    func runs(in engine: AnimationEngine) -> Bool {
        if self.engine == nil { self.engine = engine }
        return self.engine === engine
    }

    /// Its window's clock. Only a running animator reads the time (a paused clock holds its position), and only
    /// one with a window runs.
    var now: Double { engine?.now ?? 0 }

    // MARK: Private

    private func activate() {
        state = .active
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        for block in blocks { apply(block, startProgress: 0) }
    }

    /// Runs `animations` so the properties they set follow this animator from `startProgress` to the end.
    private func apply(_ animations: () -> Void, startProgress: Double) {
        var capture = AnimationCapture(
            delay: 0, duration: duration, function: clock.function, options: [], group: nil)
        capture.clock = clock
        capture.clockStartProgress = startProgress
        AnimationBlock.run(animations, capturing: capture)
    }

    func markViewsNeedingDisplay() {
        for member in members { member.view?.setNeedsDisplay() }
    }

    private static func function(_ parameters: TimingParameters, duration: Double) -> TimingFunction {
        switch parameters {
        case .curve(let curve): return .curve(curve)
        case .spring(let damping, let velocity):
            return duration > 0
                ? .spring(dampingRatio: damping, initialVelocity: velocity, duration: duration) : .curve(.linear)
        }
    }
}
