import Kit
import Platform

/// A label, a button that sends a card to the other side on a spring, and a card a pan drags: let go and it
/// springs back to where it rests.
final class SpringPanView: View {
    /// The card's side and the margins around everything, in points.
    static let cardSide = 120.0
    static let margin = 24.0
    /// Seconds the spring takes to settle, and how bouncy it is (1: no overshoot).
    static let springDuration = 0.8
    static let springDamping = 0.55

    private let label = Label(
        text: "Drag the card, or press Move.",
        style: TextStyle(size: Theme.TypeSize.headline, color: Theme.Palette.textPrimary))
    private let button = Button(title: "Move")
    private let card = View()
    private var cardOnRight = false

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Theme.Palette.background
        card.backgroundColor = Theme.Palette.accent
        card.cornerRadius = 16
        for subview in [label, button, card] { addSubview(subview) }
        button.onActivate = { [weak self] in
            self?.cardOnRight.toggle()
            self?.springToRest()
        }
        card.addGestureRecognizer(PanGestureRecognizer { [weak self] pan in self?.drag(pan) })
    }

    override func layoutSubviews() {
        label.frame = Rect(x: Self.margin, y: Self.margin, width: bounds.width - 2 * Self.margin, height: 28)
        button.frame = Rect(x: Self.margin, y: 64, width: 120, height: Theme.ControlMetrics.height)
        card.bounds = Rect(x: 0, y: 0, width: Self.cardSide, height: Self.cardSide)
        card.center = restingCenter
    }

    private var restingCenter: Point {
        let inset = Self.margin + Self.cardSide / 2
        return Point(x: cardOnRight ? bounds.width - inset : inset, y: bounds.height / 2)
    }

    private func springToRest() {
        View.animate(duration: Self.springDuration, dampingRatio: Self.springDamping) {
            self.card.center = self.restingCenter
        }
    }

    private func drag(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            let moved = pan.translation(in: self)
            card.center = Point(x: card.center.x + moved.x, y: card.center.y + moved.y)
            pan.setTranslation(.zero, in: self)
        default:
            springToRest()
        }
    }
}

var configuration = HostConfiguration()
configuration.title = "Spring and Pan"
let host = try AppHost(configuration: configuration)
host.window.setRootScene(Scene(name: "springpan", title: "Spring and Pan", tabIcon: nil, view: SpringPanView()))
try host.run()
host.shutdown()
