/// One tab in the tab bar: an icon over a title, tinted with the accent colour when selected.
@MainActor
final class TabBarItemView: Control {
    let iconView = ImageView()
    let titleLabel = Label()
    var isSelected = false { didSet { applySelection() } }

    /// Gap between the icon and the title, in points.
    private static let iconTitleGap: Double = 3

    init(tab: Tab) {
        super.init()
        accessibilityIdentifier = "tab.\(tab.name)"
        accessibilityLabel = tab.title
        iconView.image = tab.icon
        // The item reaches the window's bottom edge: a ring around it would be cut off there.
        drawsFocusRingInside = true
        iconView.isUserInteractionEnabled = false
        titleLabel.text = tab.title
        titleLabel.style = TextStyle(size: Theme.TypeSize.caption, weight: .bold, alignment: .center)
        addSubview(iconView)
        addSubview(titleLabel)
        applySelection()
    }

    override func layoutSubviews() {
        let iconSize = Theme.tabIconSize
        let titleHeight = Theme.TypeSize.caption + 4
        let top = (bounds.height - iconSize - Self.iconTitleGap - titleHeight) / 2
        iconView.frame = Rect(x: (bounds.width - iconSize) / 2, y: top, width: iconSize, height: iconSize)
        titleLabel.frame = Rect(
            x: 0, y: top + iconSize + Self.iconTitleGap, width: bounds.width, height: titleHeight)
    }

    override var automationType: String { "Tab" }
    override var isSelectedForAutomation: Bool { isSelected }
    override var accessibilityRole: AccessibilityRole { .pageTab }
    override var accessibilityActions: [AccessibilityAction] {
        [AccessibilityAction("select", description: "Shows this tab") { [weak self] in self?.activate() }]
    }

    override func highlightDidChange() {
        alpha = isHighlighted ? 0.7 : 1
    }

    private func applySelection() {
        let color = isSelected ? Theme.Palette.accent : Theme.Palette.tabInactive
        iconView.tintColor = color
        titleLabel.style.color = color
    }
}
