/// One choice in a `Picker`: its title, a check mark when selected, a hairline below, a shade while pressed.
@MainActor
final class PickerRowView: View {
    /// Space between the row's edges and its title or check mark, in points.
    static let horizontalInset: Double = 12
    /// Size of the square the check mark is drawn in, in points.
    static let checkMarkSize: Double = 12
    static let checkMarkThickness: Double = 2

    let titleLabel = Label()
    var isSelected = false { didSet { applyLook() } }
    var isPressed = false { didSet { applyLook() } }
    var showsSeparator = true { didSet { setNeedsDisplay() } }

    init(title: String) {
        super.init()
        isUserInteractionEnabled = false
        titleLabel.text = title
        addSubview(titleLabel)
        applyLook()
    }

    override func layoutSubviews() {
        let inset = Self.horizontalInset
        titleLabel.frame = Rect(
            x: inset, y: 0, width: max(bounds.width - 3 * inset - Self.checkMarkSize, 0), height: bounds.height)
    }

    override func draw(in canvas: Canvas) {
        if isSelected { drawCheckMark(in: canvas) }
        if showsSeparator {
            canvas.fill(
                Rect(
                    x: Self.horizontalInset, y: bounds.maxY - 1, width: bounds.width - 2 * Self.horizontalInset,
                    height: 1),
                cornerRadius: 0, color: Theme.Palette.separator)
        }
    }

    override var automationType: String { "PickerRow" }
    override var automationValue: AutomationValue? { .string(titleLabel.text) }
    override var isSelectedForAutomation: Bool { isSelected }
    override var accessibilityRole: AccessibilityRole { .listItem }
    override var accessibilityText: AccessibilityText? { AccessibilityText(titleLabel.text) }
    override var accessibilityActions: [AccessibilityAction] {
        [AccessibilityAction("select", description: "Chooses this row") { [weak self] in self?.choose() }]
    }

    /// Selects this row in its picker as a click would.
    private func choose() {
        var ancestor = superview
        while let view = ancestor, !(view is Picker) { ancestor = view.superview }
        guard let picker = ancestor as? Picker, picker.isEnabled,
            let index = picker.rows.firstIndex(where: { $0 === self })
        else { return }
        picker.userSelect(index)
    }

    private func drawCheckMark(in canvas: Canvas) {
        let size = Self.checkMarkSize
        let box = Rect(
            x: bounds.maxX - Self.horizontalInset - size, y: bounds.midY - size / 2, width: size, height: size)
        let corner = Point(x: box.minX + size * 0.38, y: box.maxY - size * 0.15)
        let color = Theme.Palette.accent
        canvas.strokeLine(
            from: Point(x: box.minX, y: box.midY + size * 0.05), to: corner, width: Self.checkMarkThickness,
            color: color)
        canvas.strokeLine(
            from: corner, to: Point(x: box.maxX, y: box.minY + size * 0.1), width: Self.checkMarkThickness,
            color: color)
    }

    private func applyLook() {
        backgroundColor = isPressed ? Theme.Palette.controlFillPressed : .clear
        titleLabel.style = TextStyle(
            size: Theme.TypeSize.body, weight: isSelected ? .bold : .regular,
            color: isSelected ? Theme.Palette.accent : Theme.Palette.textPrimary)
        setNeedsDisplay()
    }
}
