/// The window's banners, one at a time: a banner asked for while another shows waits its turn, so several notices
/// in one frame (three pictures refused at once, a file reset at launch beside a failed save) are each read, in
/// order, instead of printing over each other.
@MainActor
public final class BannerQueue {
    private weak var window: Window?
    private var waiting: [BannerView] = []
    private weak var showing: BannerView?

    init(window: Window) {
        self.window = window
    }

    /// The banners not yet shown, in the order they will show.
    public var waitingCount: Int { waiting.count }

    /// Shows `banner` now if none is showing, else after the ones before it.
    public func show(_ banner: BannerView) {
        waiting.append(banner)
        showNextIfIdle()
    }

    private func showNextIfIdle() {
        guard showing?.superview == nil, let window, !waiting.isEmpty else { return }
        let next = waiting.removeFirst()
        next.onDismissed = { [weak self] in self?.showNextIfIdle() }
        showing = next
        next.present(in: window)
    }
}
