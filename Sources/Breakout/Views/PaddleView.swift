import Kit

/// The paddle: a flat capsule in the accent colour with a lighter rim along its top. It collides as the oval
/// inscribed in its frame (a boundary the scene keeps in step with it), not as a dynamic item.
///
/// After a push, a dark band across the paddle shrinks to nothing over the push cooldown, so a click that comes
/// too soon is seen to be held back; such a click makes the band flash.
@MainActor
final class PaddleView: View {
    /// Height of the paddle, in points.
    static let height: Double = 14
    /// Thickness of the highlight along the top, in points.
    static let rimHeight: Double = 3
    /// The cooldown band's opacity, and its opacity during the flash of a refused push.
    static let cooldownAlpha = 0.55
    static let refusalAlpha = 0.95
    /// Seconds the flash of a refused push takes to fade back.
    static let refusalFade: Double = 0.25

    /// The push cooldown still to run: its width is the share left of the paddle's.
    let cooldownBand = CooldownBandView()

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = BreakoutPalette.paddle
        cornerRadius = Self.height / 2
        accessibilityIdentifier = "breakout.paddle"
        accessibilityLabel = "Paddle"
        isUserInteractionEnabled = false
        addSubview(cooldownBand)
    }

    override func draw(in canvas: Canvas) {
        let inset = cornerRadius * 0.8
        let rim = Rect(x: inset, y: 2, width: max(bounds.width - 2 * inset, 0), height: Self.rimHeight)
        canvas.fill(rim, cornerRadius: Self.rimHeight / 2, color: BreakoutPalette.paddleHighlight.withAlpha(0.85))
    }

    override func layoutSubviews() {
        cooldownBand.layOut(in: bounds)
    }

    /// `secondsLeft` of a cooldown `duration` long: the band covers that share of the paddle, centred.
    func showCooldown(_ secondsLeft: Double, of duration: Double) {
        cooldownBand.share = duration > 0 ? min(max(secondsLeft / duration, 0), 1) : 0
        cooldownBand.secondsLeft = secondsLeft
        cooldownBand.layOut(in: bounds)
    }

    /// A push came too soon: the band flashes dark and fades back.
    func showRefusal(secondsLeft: Double, of duration: Double) {
        showCooldown(secondsLeft, of: duration)
        let band = cooldownBand
        band.alpha = Self.refusalAlpha
        View.animate(duration: Self.refusalFade, curve: .easeOut) { band.alpha = Self.cooldownAlpha }
    }

    override var automationType: String { "Paddle" }
}

/// The dark band across the paddle while the push cooldown runs (hidden when it does not).
@MainActor
final class CooldownBandView: View {
    var share = 0.0
    var secondsLeft = 0.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = BreakoutPalette.brickInk
        cornerRadius = PaddleView.height / 2
        alpha = PaddleView.cooldownAlpha
        isUserInteractionEnabled = false
        isHidden = true
        accessibilityIdentifier = "breakout.paddle.cooldown"
        accessibilityLabel = "Push cooldown"
    }

    func layOut(in bounds: Rect) {
        if isHidden != (share <= 0) { isHidden = share <= 0 }
        let width = bounds.width * share
        let newFrame = Rect(x: bounds.midX - width / 2, y: 0, width: width, height: bounds.height)
        if frame != newFrame { frame = newFrame }
    }

    override var automationType: String { "Cooldown" }
    /// Seconds of play until the next push, to a hundredth.
    override var automationValue: AutomationValue? { .double((secondsLeft * 100).rounded() / 100) }
}
