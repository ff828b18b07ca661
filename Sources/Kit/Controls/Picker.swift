/// A list of choices, one selected (the Snowman picks a saved animation with it): UIPickerView's job as a
/// desktop list.
///
/// A click on a row selects it; Up/Down, Page Up/Down, Home/End move the selection while focused and keep it
/// in view. When the rows are taller than the picker they scroll with the wheel or a vertical drag, and a thin
/// indicator shows where the view is. A user's change calls `onValueChanged` with the new index; setting
/// `selectedIndex` in code does not. Rows appear in `tree.json` as `PickerRow`s with the ids `<id>.<index>`.
@MainActor
public class Picker: Control {
    /// Height of one row, in points (five grid steps: comfortable to click, dense enough to list many).
    public static let rowHeight: Double = 40
    /// Rows shown when the picker sizes itself; more scroll.
    public static let preferredVisibleRows = 5
    /// How far a press must move vertically before it scrolls the list instead of choosing a row, in points.
    static let dragScrollThreshold: Double = 6
    /// Width of the scroll indicator, in points, and its gap from the right edge.
    static let scrollIndicatorWidth: Double = 3
    static let scrollIndicatorInset: Double = 3

    public var items: [String] {
        didSet {
            if let index = selectedIndex, !items.indices.contains(index) { selectedIndex = nil }
            rebuildRows()
        }
    }
    /// The chosen row, or nil when there is none (an empty list).
    public var selectedIndex: Int? {
        didSet {
            if let index = selectedIndex {
                precondition(items.indices.contains(index), "selectedIndex \(index) is out of 0..<\(items.count).")
            }
            applySelection()
        }
    }
    /// How far the rows are scrolled, in points from the top (0 … contentHeight − bounds height).
    private(set) var contentOffset: Double = 0

    /// Called after the user picks another row, with its index.
    public var onValueChanged: (@MainActor (_ selectedIndex: Int) -> Void)?

    /// Clips the rows to the rounded face; the picker itself does not clip, so its focus ring shows.
    let clipView = View()
    private(set) var rows: [PickerRowView] = []
    private var pressedRow: Int?
    private var pressStart: (y: Double, offset: Double)?
    private var isDragScrolling = false
    /// Wheel movement not yet worth a whole row, in points.
    private var pendingWheelDelta: Double = 0

    public init(items: [String], selectedIndex: Int? = nil, frame: Rect = .zero) {
        self.items = items
        self.selectedIndex = selectedIndex ?? (items.isEmpty ? nil : 0)
        super.init(frame: frame)
        cornerRadius = Theme.cornerRadius
        clipView.cornerRadius = Theme.cornerRadius
        clipView.clipsToBounds = true
        clipView.backgroundColor = Theme.Palette.surface
        clipView.isUserInteractionEnabled = false
        addSubview(clipView)
        rebuildRows()
    }

    public override var accessibilityIdentifier: String? {
        didSet { identifyRows() }
    }

    public var contentHeight: Double { Double(items.count) * Self.rowHeight }
    var maximumContentOffset: Double { max(contentHeight - bounds.height, 0) }

    /// Wide enough for the longest title and the check mark; tall enough for a few rows.
    public override var intrinsicContentSize: Size {
        let style = TextStyle(size: Theme.TypeSize.body, weight: .bold)
        let widest = items.map { TextMeasurement.width(of: $0, style: style) }.max() ?? 0
        let width = widest + 3 * PickerRowView.horizontalInset + PickerRowView.checkMarkSize
        let visible = Double(min(max(items.count, 1), Self.preferredVisibleRows))
        return Size(width: width.rounded(.up), height: visible * Self.rowHeight)
    }

    /// Scrolls to `offset`, clamped to the content; returns whether the rows moved.
    @discardableResult
    func setContentOffset(_ offset: Double) -> Bool {
        let clamped = min(max(offset, 0), maximumContentOffset)
        guard clamped != contentOffset else { return false }
        contentOffset = clamped
        layoutRows()
        return true
    }

    /// Scrolls the least needed for row `index` to be wholly visible.
    public func scrollToRow(_ index: Int) {
        let top = Double(index) * Self.rowHeight
        if top < contentOffset {
            setContentOffset(top)
        } else if top + Self.rowHeight > contentOffset + bounds.height {
            setContentOffset(top + Self.rowHeight - bounds.height)
        }
    }

    /// The row under `point` (bounds space), or nil off the rows.
    func rowIndex(at point: Point) -> Int? {
        guard self.point(inside: point) else { return nil }
        let index = Int(((point.y + contentOffset) / Self.rowHeight).rounded(.down))
        return items.indices.contains(index) ? index : nil
    }

    public override func layoutSubviews() {
        clipView.frame = bounds
        setContentOffset(contentOffset)
        layoutRows()
    }

    public override func drawOverlay(in canvas: Canvas) {
        drawScrollIndicator(in: canvas)
        super.drawOverlay(in: canvas)
    }

    public override var automationType: String { "Picker" }
    public override var automationValue: AutomationValue? { selectedIndex.map { .int($0) } ?? .null }
    public override var accessibilityRole: AccessibilityRole { .list }
    public override var accessibilityActions: [AccessibilityAction] { [] }
    public override func enabledDidChange() {
        clipView.alpha = isEnabled ? 1 : Theme.ControlMetrics.disabledAlpha
    }

    /// Selects on the user's behalf, keeps the row in view, and calls back when it changed.
    func userSelect(_ index: Int) {
        guard items.indices.contains(index) else { return }
        scrollToRow(index)
        guard index != selectedIndex else { return }
        selectedIndex = index
        onValueChanged?(index)
    }

    // MARK: Input

    public override func beginTracking(at point: Point) {
        pressStart = (point.y, contentOffset)
        isDragScrolling = false
        setPressedRow(rowIndex(at: point))
    }

    public override func continueTracking(at point: Point) {
        guard let start = pressStart else { return }
        let dy = point.y - start.y
        if !isDragScrolling, abs(dy) >= Self.dragScrollThreshold, maximumContentOffset > 0 {
            isDragScrolling = true
        }
        if isDragScrolling {
            setPressedRow(nil)
            setContentOffset(start.offset - dy)
        } else {
            setPressedRow(rowIndex(at: point) == pressedRow ? pressedRow : nil)
        }
    }

    public override func endTracking(at point: Point, inside: Bool) {
        let chosen = pressedRow
        finishPress()
        if let chosen, rowIndex(at: point) == chosen { userSelect(chosen) }
    }

    public override func cancelTracking() {
        finishPress()
    }

    /// The wheel moves whole rows, so the list never rests on half a row at the top; small trackpad deltas
    /// add up until they make half a row. Returns false at an end, so an outer scroll view takes over.
    public override func scrollWheel(_ event: ScrollEvent) -> Bool {
        guard isEnabled, maximumContentOffset > 0 else { return false }
        let direction = event.delta.y > 0 ? 1.0 : -1.0
        let atEnd = direction > 0 ? contentOffset >= maximumContentOffset : contentOffset <= 0
        guard !atEnd else {
            pendingWheelDelta = 0
            return false
        }
        pendingWheelDelta += event.delta.y
        let rows = (pendingWheelDelta / Self.rowHeight).rounded()
        guard rows != 0 else { return true }
        pendingWheelDelta -= rows * Self.rowHeight
        let alignedTop = (contentOffset / Self.rowHeight).rounded() * Self.rowHeight
        setContentOffset(alignedTop + rows * Self.rowHeight)
        return true
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard !items.isEmpty else { return super.handleKey(event) }
        let last = items.count - 1
        let page = max(Int((bounds.height / Self.rowHeight).rounded(.down)) - 1, 1)
        switch event.key {
        case .down: userSelect(selectedIndex.map { min($0 + 1, last) } ?? 0)
        case .up: userSelect(selectedIndex.map { max($0 - 1, 0) } ?? last)
        case .pageDown: userSelect(min((selectedIndex ?? 0) + page, last))
        case .pageUp: userSelect(max((selectedIndex ?? 0) - page, 0))
        case .home: userSelect(0)
        case .end: userSelect(last)
        default: return super.handleKey(event)
        }
        return true
    }

    private func finishPress() {
        setPressedRow(nil)
        pressStart = nil
        isDragScrolling = false
    }

    private func setPressedRow(_ index: Int?) {
        guard index != pressedRow else { return }
        if let old = pressedRow, rows.indices.contains(old) { rows[old].isPressed = false }
        pressedRow = index
        if let index, rows.indices.contains(index) { rows[index].isPressed = true }
    }

    // MARK: Rows

    private func rebuildRows() {
        rows.forEach { $0.removeFromSuperview() }
        rows = items.map { PickerRowView(title: $0) }
        rows.forEach { clipView.addSubview($0) }
        pressedRow = nil
        identifyRows()
        applySelection()
        setNeedsLayout()
    }

    private func identifyRows() {
        for (index, row) in rows.enumerated() {
            row.accessibilityIdentifier = accessibilityIdentifier.map { "\($0).\(index)" }
        }
    }

    private func applySelection() {
        for (index, row) in rows.enumerated() { row.isSelected = index == selectedIndex }
    }

    /// Places the rows at the scroll offset; rows wholly out of view are hidden (and not `visible` in tree.json).
    private func layoutRows() {
        for (index, row) in rows.enumerated() {
            let frame = Rect(
                x: 0, y: Double(index) * Self.rowHeight - contentOffset, width: bounds.width, height: Self.rowHeight)
            row.frame = frame
            row.isHidden = frame.maxY <= 0 || frame.minY >= bounds.height
            row.showsSeparator = index < rows.count - 1
        }
        setNeedsDisplay()
    }

    private func drawScrollIndicator(in canvas: Canvas) {
        guard maximumContentOffset > 0, bounds.height > 0 else { return }
        let track = bounds.insetBy(dx: 0, dy: Self.scrollIndicatorInset)
        let length = max(track.height * bounds.height / contentHeight, Self.rowHeight / 2)
        let y = track.minY + (track.height - length) * contentOffset / maximumContentOffset
        let x = bounds.maxX - Self.scrollIndicatorInset - Self.scrollIndicatorWidth
        canvas.fill(
            Rect(x: x, y: y, width: Self.scrollIndicatorWidth, height: length),
            cornerRadius: Self.scrollIndicatorWidth / 2, color: Theme.Palette.textSecondary.withAlpha(0.6))
    }
}
