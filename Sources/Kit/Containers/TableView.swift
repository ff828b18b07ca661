/// A static grouped table (UITableView, insetGrouped style): sections of rows on rounded cards, headers in small
/// capitals and footers in footnote type, scrolling when taller than the window.
@MainActor
public class TableView: ScrollView {
    /// The cards' margins from the table's edges and the widest they grow on a wide window, in points.
    public static let sideMargin = Theme.spacing * 3
    public static let maximumCardWidth = 720.0
    public static let headerHeight = Theme.spacing * 5
    /// Gap above each section header and below the last section, in points.
    static let sectionGap = Theme.spacing * 2

    public var sections: [TableSection] = [] {
        didSet { rebuild() }
    }

    private var cards: [View] = []
    private var headerLabels: [Label?] = []
    private var footerLabels: [Label?] = []
    private var separators: [[View]] = []

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Theme.Palette.background
    }

    public override var automationType: String { "Table" }
    public override var accessibilityRole: AccessibilityRole { .table }

    public override func layoutSubviews() {
        let width = min(bounds.width - 2 * Self.sideMargin, Self.maximumCardWidth)
        let x = (bounds.width - width) / 2
        var y = Self.sectionGap
        for (index, section) in sections.enumerated() {
            if let header = headerLabels[index] {
                header.frame = Rect(x: x + TableCell.padding, y: y, width: width, height: Self.headerHeight)
                y += Self.headerHeight
            } else {
                y += Self.sectionGap
            }
            y = layOutCard(index, section: section, x: x, y: y, width: width)
            if let footer = footerLabels[index] {
                let textHeight = TextMeasurement.wrappedHeight(
                    of: footer.text, style: footer.style, width: width - 2 * TableCell.padding)
                let height = textHeight + Theme.spacing
                footer.frame = Rect(
                    x: x + TableCell.padding, y: y + Theme.spacing / 2, width: width - 2 * TableCell.padding,
                    height: height)
                y += height + Theme.spacing
            }
            y += Self.sectionGap
        }
        contentHeight = y
        super.layoutSubviews()
    }

    /// The rows in order, as the table shows them.
    var allCells: [TableCell] { sections.flatMap(\.cells) }

    private func layOutCard(_ index: Int, section: TableSection, x: Double, y: Double, width: Double) -> Double {
        let card = cards[index]
        var rowY = 0.0
        for (row, cell) in section.cells.enumerated() {
            let height = cell.preferredHeight(forWidth: width)
            cell.frame = Rect(x: 0, y: rowY, width: width, height: height)
            rowY += height
            if row < separators[index].count {
                separators[index][row].frame = Rect(
                    x: TableCell.padding, y: rowY - 0.5, width: width - TableCell.padding, height: 1)
            }
        }
        card.frame = Rect(x: x, y: y, width: width, height: rowY)
        return y + rowY
    }

    private func rebuild() {
        contentView.subviews.forEach { $0.removeFromSuperview() }
        cards = []
        headerLabels = []
        footerLabels = []
        separators = []
        for section in sections {
            headerLabels.append(section.header.map(Self.makeHeader))
            footerLabels.append(section.footer.map(Self.makeFooter))
            let card = View()
            card.backgroundColor = Theme.Palette.surface
            card.cornerRadius = Theme.cornerRadius
            card.clipsToBounds = true
            section.cells.forEach(card.addSubview)
            let lines = section.cells.dropLast().map { _ in Self.makeSeparator() }
            lines.forEach(card.addSubview)
            separators.append(lines)
            cards.append(card)
            contentView.addSubview(card)
        }
        (headerLabels + footerLabels).compactMap { $0 }.forEach(contentView.addSubview)
        setNeedsLayout()
    }

    private static func makeHeader(_ text: String) -> Label {
        Label(
            text: text.uppercased(),
            style: TextStyle(size: Theme.TypeSize.caption, weight: .bold, color: Theme.Palette.textSecondary))
    }

    private static func makeFooter(_ text: String) -> Label {
        Label(
            text: text,
            style: TextStyle(size: Theme.TypeSize.footnote, color: Theme.Palette.textSecondary, isMultiline: true))
    }

    private static func makeSeparator() -> View {
        let line = View()
        line.backgroundColor = Theme.Palette.separator
        line.isUserInteractionEnabled = false
        return line
    }
}
