import Kit

/// The countdown to the next automatic drop: a thin bar across the top of the field that empties from the right
/// as the wait runs out, then refills with each drop. It stands still while the game is paused and hides at
/// level 1, where nothing drops by itself. The emptying is one linear animation, so nothing steps it per frame.
@MainActor
final class CountdownBar: View {
    private let fill = View()
    /// The countdown shown now, so showing the same one again leaves its animation alone.
    private var shown: Countdown?
    /// True once the bar's size changed: the next `show` starts it again at the new width.
    private var needsRestart = false

    /// A countdown as the bar shows it: the whole wait, and when it is due while it runs or the seconds left
    /// while it stands still (the drop timer's own values, so the same countdown compares equal every frame).
    struct Countdown: Equatable {
        var interval: Double
        var due: Double?
        var remaining: Double?

        /// The share of the wait left at `now`, and the seconds until it is over when it runs.
        func state(at now: Double) -> (share: Double, secondsLeft: Double?) {
            let left = due.map { $0 - now } ?? remaining ?? 0
            return (interval > 0 ? min(max(left / interval, 0), 1) : 0, due.map { max($0 - now, 0) })
        }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = Color.white.withAlpha(0.08)
        cornerRadius = DropitLayout.countdownHeight / 2
        fill.backgroundColor = Theme.Palette.accent
        fill.cornerRadius = DropitLayout.countdownHeight / 2
        fill.isUserInteractionEnabled = false
        addSubview(fill)
        isHidden = true
    }

    /// Shows `countdown` at clock time `now` (nil hides the bar). A running one empties to nothing over the
    /// seconds it has left; showing the same countdown again leaves it running.
    func show(_ countdown: Countdown?, now: Double) {
        guard countdown != shown || needsRestart else { return }
        shown = countdown
        needsRestart = false
        isHidden = countdown == nil
        fill.removeAllAnimations()
        guard let countdown else { return }
        let (share, secondsLeft) = countdown.state(at: now)
        fill.frame = fillFrame(share: share)
        guard let secondsLeft, secondsLeft > 0 else { return }
        View.animate(duration: secondsLeft, curve: .linear) {
            self.fill.frame = self.fillFrame(share: 0)
        }
    }

    /// A new size: the bar is drawn again from the countdown's state at the next `show`.
    override func layoutSubviews() {
        needsRestart = true
    }

    private func fillFrame(share: Double) -> Rect {
        Rect(x: 0, y: 0, width: bounds.width * min(max(share, 0), 1), height: bounds.height)
    }
}
