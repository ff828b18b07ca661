import Kit

/// Under a complete board: Previous, "Solution 3 of 2339", Next, to step through every distinct solution of the
/// board. Each part is as wide as its text, so nothing overlaps however long the count; where the words do not fit
/// (a narrow board) the buttons show arrows instead, keeping their spoken names.
@MainActor
final class SolutionBrowser: View {
    /// Room on each side of a step button's title, in points (the button's own title inset).
    static let titlePadding = Theme.ControlMetrics.horizontalPadding / 2
    /// A plain button's title: body size, regular weight.
    static let buttonTitleStyle = TextStyle(size: Theme.TypeSize.body)
    /// The step buttons' titles, in words and as arrows.
    static let titles = (previous: "Previous", next: "Next")
    static let arrowTitles = (previous: "‹", next: "›")

    let previousButton = Button(title: "Previous", style: .plain)
    let nextButton = Button(title: "Next", style: .plain)
    let indexLabel = Label(
        style: TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textPrimary, alignment: .center))
    /// Called with -1 (previous) or +1 (next).
    var onStep: (@MainActor (Int) -> Void)?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        accessibilityIdentifier = "pentominoes.solution"
        previousButton.accessibilityIdentifier = "pentominoes.solution.previous"
        nextButton.accessibilityIdentifier = "pentominoes.solution.next"
        indexLabel.accessibilityIdentifier = "pentominoes.solution.index"
        previousButton.accessibilityLabel = "Previous solution"
        nextButton.accessibilityLabel = "Next solution"
        previousButton.onActivate = { [weak self] in self?.onStep?(-1) }
        nextButton.onActivate = { [weak self] in self?.onStep?(1) }
        for child in [previousButton, indexLabel, nextButton] as [View] { addSubview(child) }
        isHidden = true
    }

    /// Shows solution `index` (from 0) of `count`.
    func show(index: Int, of count: Int) {
        indexLabel.text = "Solution \(index + 1) of \(count)"
        isHidden = false
        setNeedsLayout()
    }

    func hide() {
        isHidden = true
        indexLabel.text = ""
    }

    /// The width the buttons (in words) and the text take, with a gap between each.
    var preferredWidth: Double {
        width(previous: Self.titles.previous, next: Self.titles.next)
    }

    /// The buttons at the ends, each as wide as its title (in words when they fit, else arrows); the text centred
    /// between them.
    override func layoutSubviews() {
        let titles = bounds.width >= preferredWidth - 0.5 ? Self.titles : Self.arrowTitles
        if previousButton.title != titles.previous { previousButton.title = titles.previous }
        if nextButton.title != titles.next { nextButton.title = titles.next }
        let previous = buttonWidth(titles.previous)
        let next = buttonWidth(titles.next)
        previousButton.frame = Rect(x: 0, y: 0, width: previous, height: bounds.height)
        nextButton.frame = Rect(x: bounds.width - next, y: 0, width: next, height: bounds.height)
        let middle = max(bounds.width - previous - next - 2 * Theme.spacing, 0)
        indexLabel.frame = Rect(x: previous + Theme.spacing, y: 0, width: middle, height: bounds.height)
    }

    private func width(previous: String, next: String) -> Double {
        let label = TextMeasurement.width(of: indexLabel.text, style: indexLabel.style).rounded(.up)
        return buttonWidth(previous) + label + buttonWidth(next) + 2 * Theme.spacing
    }

    private func buttonWidth(_ title: String) -> Double {
        TextMeasurement.width(of: title, style: Self.buttonTitleStyle).rounded(.up) + 2 * Self.titlePadding
    }
}
