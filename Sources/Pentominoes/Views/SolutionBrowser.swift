import Kit

/// Under a complete board: Previous, "Solution 3 of 2339", Next, to step through every distinct solution of the
/// board.
@MainActor
final class SolutionBrowser: View {
    /// Width of each step button, in points: its title ("Previous") with room either side.
    static let arrowWidth: Double = 80

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

    /// The width the arrows and the text take.
    var preferredWidth: Double {
        2 * Self.arrowWidth + TextMeasurement.width(of: indexLabel.text, style: indexLabel.style).rounded(.up)
            + 2 * Theme.spacing
    }

    override func layoutSubviews() {
        previousButton.frame = Rect(x: 0, y: 0, width: Self.arrowWidth, height: bounds.height)
        nextButton.frame = Rect(x: bounds.width - Self.arrowWidth, y: 0, width: Self.arrowWidth, height: bounds.height)
        indexLabel.frame = Rect(
            x: Self.arrowWidth, y: 0, width: max(bounds.width - 2 * Self.arrowWidth, 0), height: bounds.height)
    }
}
