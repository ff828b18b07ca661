/// One row of a grouped table: a title on the left, an optional detail value, and an optional accessory control
/// on the right (UITableViewCell's value1 style). Subclass it for custom cells; override `preferredHeight(forWidth:)`.
@MainActor
open class TableCell: View {
    /// Row height in points: a comfortable click target on the 8-point grid.
    public static let standardHeight = 52.0
    /// Horizontal padding inside a row, in points.
    public static let padding = Theme.spacing * 2

    public let titleLabel = Label(
        style: TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textPrimary))
    public let detailLabel = Label(
        style: TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textSecondary, alignment: .trailing))
    /// The control at the trailing edge (a switch, a stepper…), sized by `accessorySize`.
    public var accessory: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessory { addSubview(accessory) }
            setNeedsLayout()
        }
    }
    /// The accessory's size; its width also decides where the detail label ends.
    public var accessorySize = Size(width: 51, height: 31) { didSet { setNeedsLayout() } }

    public init(title: String = "", detail: String? = nil, accessory: View? = nil) {
        super.init()
        titleLabel.text = title
        detailLabel.text = detail ?? ""
        addSubview(titleLabel)
        addSubview(detailLabel)
        self.accessory = accessory
        if let accessory { addSubview(accessory) }  // observers do not run for assignments in init
    }

    /// The row's height at `width` points wide: `standardHeight` unless the row wraps text (a note under it) or
    /// puts its control on a line of its own.
    open func preferredHeight(forWidth width: Double) -> Double { Self.standardHeight }

    /// The row's height changed (its note grew or went): the table lays its rows out again.
    public func invalidateHeight() {
        var ancestor = superview
        while let view = ancestor, !(view is TableView) { ancestor = view.superview }
        ancestor?.setNeedsLayout()
    }

    open override var automationType: String { "Cell" }
    open override var accessibilityRole: AccessibilityRole { .tableCell }
    open override var automationValue: AutomationValue? {
        detailLabel.text.isEmpty ? .string(titleLabel.text) : .string("\(titleLabel.text): \(detailLabel.text)")
    }

    /// The most an accessory gives up so the title fits beside it, as a share of its width: a segmented control's
    /// segments still hold their titles at this width.
    public static let accessoryShrinkLimit = 0.8
    /// Gap between the text and the accessory, in points.
    static let accessoryGap = Theme.spacing * 1.5

    /// The title first: it takes what it needs (at least 55 % of the row beside the accessory), narrowing a wide
    /// accessory up to `accessoryShrinkLimit` when the row is short of room; the detail takes the rest.
    open override func layoutSubviews() {
        layOutLine(in: bounds)
    }

    /// Lays the title, detail and accessory out along `line` (the whole row, or its first line when the row holds
    /// more below), each centred in its height.
    public func layOutLine(in line: Rect) {
        let inner = line.insetBy(dx: Self.padding, dy: 0)
        let titleNeeded = TextMeasurement.width(of: titleLabel.text, style: titleLabel.style).rounded(.up)
        var trailing = inner.maxX
        if let accessory {
            let room = inner.width - titleNeeded - Self.accessoryGap
            let width = min(accessorySize.width, max(room, accessorySize.width * Self.accessoryShrinkLimit))
            accessory.frame = Rect(
                x: trailing - width, y: line.minY + (line.height - accessorySize.height) / 2, width: width,
                height: accessorySize.height)
            trailing = accessory.frame.minX - Self.accessoryGap
        }
        let textWidth = max(0, trailing - inner.minX)
        let detailNeeded =
            detailLabel.text.isEmpty
            ? 0 : TextMeasurement.width(of: detailLabel.text, style: detailLabel.style).rounded(.up) + Theme.spacing
        let titleWidth = min(max(textWidth * 0.55, titleNeeded), max(textWidth - detailNeeded, textWidth * 0.55))
        titleLabel.frame = Rect(x: inner.minX, y: line.minY, width: titleWidth, height: line.height)
        detailLabel.frame = Rect(
            x: inner.minX + titleWidth, y: line.minY, width: max(0, textWidth - titleWidth), height: line.height)
    }
}
