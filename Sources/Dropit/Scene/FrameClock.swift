import Kit

/// The frame clock: a display link that steps the field while the scene shows and the physics has work, and
/// pauses otherwise, so the run loop can sleep (an idle Dropit costs nothing).
@MainActor
final class FrameClock {
    /// What a change of the link's state was.
    enum Change {
        case started, stopped
    }

    /// True while the scene is on screen.
    var isVisible = false
    private var link: DisplayLink?
    private let step: @MainActor (_ elapsed: Double) -> Void

    /// `step` runs once per frame while the clock runs, with the seconds since the previous frame.
    init(step: @escaping @MainActor (_ elapsed: Double) -> Void) {
        self.step = step
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
}
