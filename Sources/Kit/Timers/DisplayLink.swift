/// A per-frame callback, like CADisplayLink: physics and games step their simulation once per frame while the
/// link runs. A running link keeps the run loop rendering every display refresh; a paused one costs nothing, so a
/// scene pauses its link when it disappears or its simulation comes to rest and the app goes back to sleeping.
@MainActor
public final class DisplayLink {
    /// Called on every window tick while running, with the window's clock time and the seconds since the previous
    /// call (0 on the first call after starting or resuming, so a pause never becomes one huge step).
    public typealias Callback = @MainActor (_ now: Double, _ elapsed: Double) -> Void

    public var isPaused = true {
        didSet {
            guard isPaused != oldValue else { return }
            lastTime = nil
            window?.setNeedsDisplay()
        }
    }

    private weak var window: Window?
    private let callback: Callback
    private var lastTime: Double?

    /// Creates a paused link attached to `window`; set `isPaused = false` to start it. The window holds it
    /// weakly: keep a reference for as long as it should run.
    public init(window: Window, callback: @escaping Callback) {
        self.window = window
        self.callback = callback
        window.displayLinks.add(self)
    }

    /// Detaches the link for good.
    func invalidate() {
        isPaused = true
        window?.displayLinks.remove(self)
        window = nil
    }

    func fire(now: Double) {
        guard !isPaused else { return }
        let elapsed = lastTime.map { max(0, now - $0) } ?? 0
        lastTime = now
        callback(now, elapsed)
    }
}

/// The window's links, held weakly so a scene that goes away takes its link with it.
@MainActor
final class DisplayLinkSet {
    private var links: [WeakLink] = []

    var hasRunningLink: Bool { links.contains { $0.link.map { !$0.isPaused } ?? false } }

    func add(_ link: DisplayLink) {
        links.append(WeakLink(link: link))
    }

    func remove(_ link: DisplayLink) {
        links.removeAll { $0.link === link || $0.link == nil }
    }

    func fire(now: Double) {
        links.removeAll { $0.link == nil }
        for entry in links { entry.link?.fire(now: now) }
    }

    private struct WeakLink {
        weak var link: DisplayLink?
    }
}
