/// A bar across the top of a screen (UINavigationBar): a centred title, and bar buttons at each end — a back
/// button or Cancel on the left, Done, Save or Edit on the right.
@MainActor
public final class NavigationBar: View {
    /// Bar height, in points.
    public static let height = 52.0
    /// Gap between neighbouring bar buttons and from the bar's ends, in points.
    static let itemSpacing = Theme.spacing

    public let titleLabel = Label(
        style: TextStyle(
            size: Theme.TypeSize.headline, weight: .bold, color: Theme.Palette.textPrimary, alignment: .center))
    public var title: String {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }
    var leadingItems: [Button] = [] { didSet { replace(oldValue, with: leadingItems) } }
    var trailingItems: [Button] = [] { didSet { replace(oldValue, with: trailingItems) } }
    private let hairline = View()

    public init(title: String = "") {
        super.init()
        backgroundColor = Theme.Palette.surface
        titleLabel.text = title
        hairline.backgroundColor = Theme.Palette.separator
        hairline.isUserInteractionEnabled = false
        addSubview(titleLabel)
        addSubview(hairline)
    }

    public override var automationType: String { "NavigationBar" }
    public override var accessibilityRole: AccessibilityRole { .toolBar }
    public override var automationValue: AutomationValue? { .string(title) }

    /// A text button styled for a bar (plain, accent title); `isProminent` makes it bold, for Done and Save.
    public static func barButton(_ title: String, identifier: String, isProminent: Bool = false) -> Button {
        let button = Button(title: title, style: .plain)
        button.accessibilityIdentifier = identifier
        if isProminent { button.titleWeight = .bold }
        return button
    }

    public override func layoutSubviews() {
        hairline.frame = Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
        let buttonHeight = Theme.ControlMetrics.height
        let y = (bounds.height - buttonHeight) / 2
        var leadingEdge = Self.itemSpacing
        for item in leadingItems {
            let width = item.intrinsicContentSize.width
            item.frame = Rect(x: leadingEdge, y: y, width: width, height: buttonHeight)
            leadingEdge += width + Self.itemSpacing
        }
        var trailingEdge = bounds.width - Self.itemSpacing
        for item in trailingItems.reversed() {
            let width = item.intrinsicContentSize.width
            item.frame = Rect(x: trailingEdge - width, y: y, width: width, height: buttonHeight)
            trailingEdge -= width + Self.itemSpacing
        }
        // The title stays centred on the bar, narrowed symmetrically so it never runs under a button.
        let inset = max(leadingEdge, bounds.width - trailingEdge)
        titleLabel.frame = Rect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: bounds.height)
    }

    private func replace(_ old: [Button], with new: [Button]) {
        old.forEach { $0.removeFromSuperview() }
        new.forEach(addSubview)
        setNeedsLayout()
    }
}
