/// A row of mutually exclusive choices (UISegmentedControl): equal segments on a track, the selected one
/// raised under a sliding indicator, its title in bold.
///
/// A click on a segment selects it when released over that segment; Left/Right (and Home/End) move the
/// selection while focused. A user's change slides the indicator and calls `onValueChanged` with the new index;
/// setting `selectedIndex` in code moves it without calling back. Each segment's title appears in `tree.json`
/// as a Label child with the id `<id>.<index>`.
@MainActor
public class SegmentedControl: Control {
    /// Gap between the track's edge and the indicator, in points.
    static let indicatorInset: Double = 2
    /// Space on each side of the widest title, in points, so every segment is that wide.
    static let segmentPadding: Double = 14
    /// How long the indicator takes to slide to a new segment and settle, in seconds.
    static let slideDuration: Double = 0.35
    /// The indicator's spring: a hint of overshoot, as a selection snapping into place.
    static let indicatorDampingRatio = 0.8

    public private(set) var items: [String]
    /// The selected segment (0-based); setting it in code does not call `onValueChanged`.
    public var selectedIndex: Int {
        didSet {
            precondition(
                items.indices.contains(selectedIndex),
                "selectedIndex \(selectedIndex) is out of 0..<\(items.count): pick an existing segment.")
            applyLook()
        }
    }

    /// Called after the user picks another segment, with its index.
    public var onValueChanged: (@MainActor (_ selectedIndex: Int) -> Void)?

    let indicator = View()
    private(set) var titleLabels: [Label] = []
    private var separators: [View] = []
    /// The segment under a press that is being tracked (nil once the press leaves it).
    private(set) var pressedIndex: Int?

    public init(items: [String], selectedIndex: Int = 0, frame: Rect = .zero) {
        precondition(!items.isEmpty, "A segmented control needs at least one item: pass the choices' titles.")
        precondition(items.indices.contains(selectedIndex), "selectedIndex must name one of the items.")
        self.items = items
        self.selectedIndex = selectedIndex
        super.init(frame: frame)
        cornerRadius = Theme.ControlMetrics.cornerRadius
        indicator.isUserInteractionEnabled = false
        indicator.backgroundColor = Theme.Palette.segmentIndicator
        indicator.cornerRadius = Theme.ControlMetrics.cornerRadius - Self.indicatorInset
        addSubview(indicator)
        rebuildSegments()
    }

    public override var accessibilityIdentifier: String? {
        didSet { identifySegments() }
    }

    /// Replaces the choices; the selection stays where it was when it still exists, else goes to the first.
    func setItems(_ newItems: [String]) {
        precondition(!newItems.isEmpty, "A segmented control needs at least one item: pass the choices' titles.")
        items = newItems
        if !items.indices.contains(selectedIndex) { selectedIndex = 0 }
        rebuildSegments()
    }

    /// Every segment as wide as the widest title plus padding; one control height tall.
    public override var intrinsicContentSize: Size {
        let style = titleStyle(selected: true)
        let widest = items.map { TextMeasurement.width(of: $0, style: style) }.max() ?? 0
        let segment = (widest + 2 * Self.segmentPadding).rounded(.up)
        return Size(width: segment * Double(items.count), height: Theme.ControlMetrics.height)
    }

    /// The rectangle of segment `index` in the control's bounds.
    func segmentFrame(_ index: Int) -> Rect {
        let width = bounds.width / Double(items.count)
        return Rect(x: bounds.minX + width * Double(index), y: bounds.minY, width: width, height: bounds.height)
    }

    /// The segment under `point` (bounds space), or nil outside the control.
    func segmentIndex(at point: Point) -> Int? {
        guard self.point(inside: point), bounds.width > 0 else { return nil }
        let index = Int((point.x - bounds.minX) / (bounds.width / Double(items.count)))
        return min(max(index, 0), items.count - 1)
    }

    public override func layoutSubviews() {
        for (index, label) in titleLabels.enumerated() {
            label.frame = segmentFrame(index).insetBy(dx: Self.indicatorInset, dy: 0)
        }
        for (index, separator) in separators.enumerated() {
            let x = segmentFrame(index + 1).minX
            separator.frame = Rect(x: x - 0.5, y: bounds.minY + 8, width: 1, height: bounds.height - 16)
        }
        applyLook()
    }

    public override var automationType: String { "SegmentedControl" }
    public override var automationValue: AutomationValue? { .int(selectedIndex) }
    public override var accessibilityRole: AccessibilityRole { .radioGroup }
    public override var accessibilityActions: [AccessibilityAction] { [] }

    // MARK: Input

    public override func beginTracking(at point: Point) {
        pressedIndex = segmentIndex(at: point)
        applyLook()
    }

    public override func continueTracking(at point: Point) {
        let index = segmentIndex(at: point)
        guard index != pressedIndex else { return }
        pressedIndex = index
        applyLook()
    }

    public override func endTracking(at point: Point, inside: Bool) {
        let released = segmentIndex(at: point)
        pressedIndex = nil
        if let released { userSelect(released) } else { applyLook() }
    }

    public override func cancelTracking() {
        pressedIndex = nil
        applyLook()
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .left, .up: userSelect(max(selectedIndex - 1, 0))
        case .right, .down: userSelect(min(selectedIndex + 1, items.count - 1))
        case .home: userSelect(0)
        case .end: userSelect(items.count - 1)
        default: return super.handleKey(event)
        }
        return true
    }

    public override func enabledDidChange() { applyLook() }

    /// Selects on the user's behalf: slides the indicator and calls back when the index changed.
    func userSelect(_ index: Int) {
        guard index != selectedIndex else { return }
        View.animate(
            duration: Self.slideDuration, dampingRatio: Self.indicatorDampingRatio, options: .allowUserInteraction
        ) {
            selectedIndex = index
        }
        onValueChanged?(index)
    }

    // MARK: Look

    private func rebuildSegments() {
        titleLabels.forEach { $0.removeFromSuperview() }
        separators.forEach { $0.removeFromSuperview() }
        titleLabels = items.indices.map { SegmentLabel(text: items[$0], index: $0) }
        separators = (0..<(items.count - 1)).map { _ in View() }
        for separator in separators {
            separator.isUserInteractionEnabled = false
            separator.backgroundColor = Theme.Palette.controlDivider
            insertSubview(separator, at: 0)
        }
        titleLabels.forEach { addSubview($0) }
        identifySegments()
        setNeedsLayout()
    }

    private func identifySegments() {
        for (index, label) in titleLabels.enumerated() {
            label.accessibilityIdentifier = accessibilityIdentifier.map { "\($0).\(index)" }
        }
    }

    private func applyLook() {
        indicator.frame = segmentFrame(selectedIndex).insetBy(dx: Self.indicatorInset, dy: Self.indicatorInset)
        for (index, label) in titleLabels.enumerated() {
            label.style = titleStyle(selected: index == selectedIndex)
            label.backgroundColor =
                index == pressedIndex && index != selectedIndex ? Theme.Palette.controlFillPressed : .clear
            label.cornerRadius = indicator.cornerRadius
        }
        // A separator next to the indicator would cut into it: hide the ones that touch the selection.
        for (index, separator) in separators.enumerated() {
            separator.isHidden = index == selectedIndex || index + 1 == selectedIndex
        }
        let alpha = isEnabled ? 1 : Theme.ControlMetrics.disabledAlpha
        subviews.forEach { $0.alpha = alpha }
        backgroundColor = Theme.Palette.controlFill.withAlpha(alpha)
    }

    private func titleStyle(selected: Bool) -> TextStyle {
        TextStyle(
            size: Theme.TypeSize.body, weight: selected ? .bold : .regular,
            color: Theme.Palette.textPrimary, alignment: .center)
    }
}
