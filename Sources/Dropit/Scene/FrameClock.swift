import Kit

/// The scene's clock: a display link that steps the field while the scene shows and the physics has work, and
/// pauses otherwise, so the run loop can sleep (an idle Dropit costs nothing); and a timer at the moment the next
/// square drops by itself, so that moment needs no frames either.
@MainActor
final class FrameClock {
    /// What a change of the link's state was.
    enum Change {
        case started, stopped
    }

    /// True while the scene is on screen.
    var isVisible = false
    private var link: DisplayLink?
    private weak var window: Window?
    private var dropTimer: (due: Double, token: TimerQueue.Token)?
    private let step: @MainActor (_ elapsed: Double) -> Void
    private let tick: @MainActor () -> Void

    /// `step` runs once per frame while the clock runs, with the seconds since the previous frame; `tick` at each
    /// moment `scheduleDrop(at:in:)` names.
    init(step: @escaping @MainActor (_ elapsed: Double) -> Void, tick: @escaping @MainActor () -> Void) {
        self.step = step
        self.tick = tick
    }

    /// Whether frames are being stepped now.
    var isRunning: Bool { !(link?.isPaused ?? true) }

    /// Runs the link when `hasWork` and the scene shows, or pauses it; returns what changed, if anything. The
    /// link is made the first time the scene shows in `window`.
    func update(hasWork: Bool, window: Window?) -> Change? {
        if link == nil, isVisible, let window {
            link = DisplayLink(window: window) { [weak self] _, elapsed in self?.step(elapsed) }
        }
        guard let link else { return nil }
        let shouldRun = isVisible && hasWork
        guard shouldRun == link.isPaused else { return nil }
        link.isPaused = !shouldRun
        return shouldRun ? .started : .stopped
    }

    /// Calls `tick` at clock time `due` (nil: never), replacing the moment set before.
    func scheduleDrop(at due: Double?, in window: Window?) {
        guard due != dropTimer?.due || window !== self.window else { return }
        if let dropTimer { self.window?.timers.cancel(dropTimer.token) }
        dropTimer = nil
        self.window = window
        guard let due, let window else { return }
        let token = window.timers.schedule(at: due) { [weak self] in
            self?.dropTimer = nil
            self?.tick()
        }
        dropTimer = (due, token)
    }
}
