/// A modal layer over the whole window (UIKit's presentation controller): it dims what is behind, takes every
/// click and key while shown, and hosts one card — an alert or a sheet — that animates in and out.
@MainActor
public final class PresentationContainer: View {
    enum Style: Sendable {
        /// A small centred card that pops in (scale + fade); only its buttons dismiss it.
        case alert
        /// A larger centred card that rises from below; Done, Escape or a click on the dimmed background
        /// dismisses it.
        case sheet
    }

    /// Opacity of the black layer that dims the scene behind.
    static let dimmingAlpha = 0.5
    static let alertEntranceDuration = 0.25
    static let sheetEntranceDuration = 0.35
    /// An alert starts this much larger than its final size and settles in, as on iOS.
    static let alertEntranceScale = 1.12

    let style: Style
    public let card: View
    let dimming = View()
    /// What Escape does (an alert's cancel action; a sheet's dismissal); nil ignores Escape.
    var escapeAction: (@MainActor () -> Void)?
    /// What Enter does when no focused control takes it (an alert's preferred action).
    var enterAction: (@MainActor () -> Void)?
    /// Called once the exit animation has finished and the layer has left the window.
    var onDismissed: (@MainActor () -> Void)?
    /// The card's size for a given window size.
    var cardSize: @MainActor (Size) -> Size
    /// The view that had keyboard focus before the layer appeared, given back when it goes.
    weak var previousFocus: View?
    private(set) var isDismissing = false

    init(style: Style, card: View, cardSize: @escaping @MainActor (Size) -> Size) {
        self.style = style
        self.card = card
        self.cardSize = cardSize
        super.init()
        dimming.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: Self.dimmingAlpha)
        dimming.accessibilityIdentifier = "modal.dimming"
        dimming.isUserInteractionEnabled = false  // clicks on it reach the layer, which decides
        addSubview(dimming)
        addSubview(card)
    }

    public override var automationType: String { "Modal" }

    public override func layoutSubviews() {
        dimming.frame = bounds
        let size = cardSize(bounds.size)
        card.frame = Rect(center: bounds.center, size: size)
    }

    /// A click on the dimmed background dismisses a sheet; an alert waits for one of its buttons.
    public override func touchesEnded(_ event: PointerEvent) {
        guard style == .sheet, !card.frame.contains(convertFromWindow(event.location)) else { return }
        escapeAction?()
    }

    /// Escape and Enter, after the focused control had its chance. Every other key stops here: the scene behind
    /// a modal layer does not hear the keyboard.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .escape: escapeAction?()
        case .enter: enterAction?()
        default: break
        }
        return true
    }

    func animateIn() {
        layoutIfNeeded()
        let finalCenter = card.center
        dimming.alpha = 0
        card.alpha = 0
        switch style {
        case .alert:
            card.transform = AffineTransform(scaleX: Self.alertEntranceScale, y: Self.alertEntranceScale)
        case .sheet:
            card.center = Point(x: finalCenter.x, y: finalCenter.y + bounds.height / 4)
        }
        // Clicks count from the first frame: a quick user should not lose a click to the entrance.
        View.animate(duration: entranceDuration, curve: .easeOut, options: .allowUserInteraction) {
            self.dimming.alpha = 1
            self.card.alpha = 1
            self.card.transform = .identity
            self.card.center = finalCenter
        }
    }

    func animateOut(completion: @escaping @MainActor () -> Void) {
        isDismissing = true
        isUserInteractionEnabled = false
        View.animate(duration: entranceDuration * 0.8, curve: .easeIn) {
            self.dimming.alpha = 0
            self.card.alpha = 0
            if self.style == .sheet { self.card.center.y += self.bounds.height / 8 }
        } completion: { _ in
            completion()
        }
    }

    private var entranceDuration: Double {
        style == .alert ? Self.alertEntranceDuration : Self.sheetEntranceDuration
    }
}
