import Kit

/// The countdown to the next automatic drop: a thin bar across the top of the field that empties from the right
/// as the wait runs out, then refills with each drop. It stands still while the game is paused and hides at
/// level 1, where nothing drops by itself. The emptying is one linear animation, so nothing steps it per frame.
@MainActor
final class CountdownBar: View {
    private let fill = View()
    /// The countdown shown now, so showing the same one again leaves its animation alone.
    private var shown: Countdown?

    /// A countdown as the bar shows it: the share of the wait left, and the seconds until it is over when it runs
    /// (nil while it stands still).
    struct Countdown: Equatable {
        var shareLeft: Double
        var secondsLeft: Double?
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

    /// Shows `countdown` (nil hides the bar). A running one empties to nothing over the seconds it has left.
    func show(_ countdown: Countdown?) {
        guard countdown != shown else { return }
        shown = countdown
        isHidden = countdown == nil
        fill.removeAllAnimations()
        guard let countdown else { return }
        fill.frame = fillFrame(share: countdown.shareLeft)
        guard let seconds = countdown.secondsLeft, seconds > 0 else { return }
        View.animate(duration: seconds, curve: .linear) {
            self.fill.frame = self.fillFrame(share: 0)
        }
    }

    override func layoutSubviews() {
        guard let shown else { return }
        fill.removeAllAnimations()
        fill.frame = fillFrame(share: shown.shareLeft)
        self.shown = nil
    }

    private func fillFrame(share: Double) -> Rect {
        Rect(x: 0, y: 0, width: bounds.width * min(max(share, 0), 1), height: bounds.height)
    }
}
