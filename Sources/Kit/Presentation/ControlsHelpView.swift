/// The help sheet's content: each section an accent heading over its rows, each row the input (bold, left
/// column) and what it does (right column), both wrapping, the left column as wide as its widest input up to a
/// share of the width. Scrolls when taller than the sheet.
@MainActor
final class ControlsHelpView: ScrollView {
    /// Space around the content and between the columns, in points.
    static let margin = Theme.spacing * 3
    static let columnGap = Theme.spacing * 2
    /// The most of the width the input column takes, so a long input wraps rather than squeezing what it does.
    static let widestInputShare = 0.42
    /// A section heading's height, the space above each heading after the first, and above and below a row's
    /// text, in points.
    static let headerHeight = Theme.spacing * 4
    static let sectionGap = Theme.spacing * 2
    static let rowPadding = Theme.spacing * 0.75
    static let inputStyle = TextStyle(
        size: Theme.TypeSize.body, weight: .bold, color: Theme.Palette.textPrimary, isMultiline: true)
    static let actionStyle = TextStyle(
        size: Theme.TypeSize.body, color: Theme.Palette.textSecondary, isMultiline: true)
    static let headerStyle = TextStyle(size: Theme.TypeSize.body, weight: .bold, color: Theme.Palette.accent)

    let sections: [ControlsHelp.Section]
    private let sectionViews: [ControlsHelpSectionView]

    /// `identifier`: the content's id, which its sections' and rows' ids extend.
    init(sections: [ControlsHelp.Section], identifier: String) {
        self.sections = sections
        sectionViews = sections.map { ControlsHelpSectionView($0, identifier: identifier) }
        // No background of its own: the card's shows, rounded corners included.
        super.init()
        accessibilityIdentifier = identifier
        for view in sectionViews { contentView.addSubview(view) }
    }

    override func layoutSubviews() {
        let layout = layout(width: bounds.width)
        for (view, frames) in zip(sectionViews, layout.sections) { view.apply(frames) }
        contentHeight = layout.height
        super.layoutSubviews()
    }

    /// Where everything goes at `width`, and the content's height.
    func layout(width: Double) -> ControlsHelpLayout {
        ControlsHelpLayout(sections: sections, width: width)
    }

    /// Arrow keys scroll a line, Page Up/Down a screen less a line, Home and End to the ends.
    func scroll(for event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        let line = Theme.spacing * 5
        let page = max(bounds.height - line, line)
        switch event.key {
        case .up: setOffset(contentOffset - line, animated: true)
        case .down: setOffset(contentOffset + line, animated: true)
        case .pageUp: setOffset(contentOffset - page, animated: true)
        case .pageDown, .space: setOffset(contentOffset + page, animated: true)
        case .home: setOffset(0, animated: true)
        case .end: setOffset(maximumOffset, animated: true)
        default: return false
        }
        return true
    }
}

/// One section on the sheet: its heading and rows, a list to assistive technologies (named by the heading).
@MainActor
final class ControlsHelpSectionView: View {
    let header: Label
    let rows: [ControlsHelpRowView]
    private let separators: [View]

    init(_ section: ControlsHelp.Section, identifier: String) {
        let slug = section.title.lowercased().split(separator: " ").joined(separator: "-")
        header = Label(text: section.title, style: ControlsHelpView.headerStyle)
        rows = section.rows.enumerated().map { index, row in
            ControlsHelpRowView(row, identifier: "\(identifier).\(slug).\(index)")
        }
        separators = section.rows.dropFirst().map { _ in View() }
        super.init()
        isUserInteractionEnabled = false
        accessibilityIdentifier = "\(identifier).\(slug)"
        accessibilityLabel = section.title
        addSubview(header)
        for separator in separators {
            separator.backgroundColor = Theme.Palette.separator
            addSubview(separator)
        }
        for row in rows { addSubview(row) }
    }

    override var accessibilityRole: AccessibilityRole { .list }

    func apply(_ frames: ControlsHelpLayout.Section) {
        frame = frames.frame
        header.frame = frames.header
        for (row, rowFrames) in zip(rows, frames.rows) { row.apply(rowFrames) }
        for (separator, rowFrames) in zip(separators, frames.rows.dropFirst()) {
            separator.frame = Rect(
                x: rowFrames.frame.minX, y: rowFrames.frame.minY, width: rowFrames.frame.width, height: 1)
        }
    }
}

/// One row: what to press or do, and what it does. Read out as "F1 or ?: Show the controls of this tab".
@MainActor
final class ControlsHelpRowView: View {
    let input: Label
    let action: Label

    init(_ row: ControlHelpRow, identifier: String) {
        input = Label(text: row.input, style: ControlsHelpView.inputStyle)
        action = Label(text: row.action, style: ControlsHelpView.actionStyle)
        super.init()
        accessibilityIdentifier = identifier
        accessibilityLabel = "\(row.input): \(row.action)"
        addSubview(input)
        addSubview(action)
    }

    override var accessibilityRole: AccessibilityRole { .listItem }

    func apply(_ frames: ControlsHelpLayout.Row) {
        frame = frames.frame
        input.frame = frames.input
        action.frame = frames.action
    }
}
