import Kit

/// What the caption says for a while instead of the count (what a reset did), and the timer that ends it.
@MainActor
final class TransientCaption {
    /// The text shown instead of the count; nil while the caption counts.
    private(set) var text: String?
    /// Called when `text` changes, so the caption is rewritten.
    var onChange: (@MainActor () -> Void)?
    /// The timer that takes `text` away.
    private var token: TimerQueue.Token?

    /// Shows `text` for `duration` seconds on `window`'s clock, or until `clear`; with no window, until `clear`.
    func show(_ text: String, for duration: Double, in window: Window?) {
        clear(in: window)
        self.text = text
        onChange?()
        guard let window else { return }
        token = window.timers.schedule(at: window.now + duration) { [weak self] in
            self?.token = nil
            self?.clear(in: nil)
        }
    }

    /// Takes the text away now, and its timer with it (the timer runs on `window`).
    func clear(in window: Window?) {
        if let token { window?.timers.cancel(token) }
        token = nil
        guard text != nil else { return }
        text = nil
        onChange?()
    }
}
