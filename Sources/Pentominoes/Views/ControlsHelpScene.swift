import Kit

/// Every control of the puzzle as a sheet over it (id `pentominoes.help`): the mouse's, the touch screen's and the
/// keys', each section a title over rows of an input and what it does. It is made from the scene's
/// `controlsHelp`, which the tables that drive the input make, so it lists exactly what works. The sections sit
/// side by side where the window is wide enough and one under another otherwise, scrolling when they are taller
/// than the window.
@MainActor
final class ControlsHelpScene: Scene {
    static let padding = Theme.spacing * 2.5
    /// Height of a row, and of a section's title, in points.
    static let rowHeight: Double = 20
    static let titleHeight: Double = 28
    /// Points between an input and what it does, and between two columns of sections.
    static let inputGap = Theme.spacing * 1.5
    static let columnGap = Theme.spacing * 4
    /// Points between two sections in one column.
    static let sectionGap = Theme.spacing * 1.5
    static let inputStyle = TextStyle(size: 13, weight: .bold, color: Theme.Palette.textPrimary)
    static let actionStyle = TextStyle(size: 13, color: Theme.Palette.textSecondary)
    static let titleStyle = TextStyle(size: Theme.TypeSize.body, weight: .bold, color: Theme.Palette.accent)

    let help: ControlsHelp
    /// Called once the sheet has gone.
    var onClose: (@MainActor () -> Void)?
    private let scrollView = ScrollView()
    /// Each section's title and rows (input, action), in the order of `help.sections`.
    private let sections: [(title: Label, rows: [(input: Label, action: Label)])]

    init(help: ControlsHelp) {
        self.help = help
        sections = help.sections.map { section in
            let title = Label(text: section.title, style: Self.titleStyle)
            let rows = section.rows.map { row in
                (Label(text: row.input, style: Self.inputStyle), Label(text: row.action, style: Self.actionStyle))
            }
            return (title, rows)
        }
        super.init(name: "pentominoes.help", title: "Controls", tabIcon: nil, view: HelpContentView())
        view.accessibilityIdentifier = "pentominoes.help"
        view.addSubview(scrollView)
        for (index, section) in sections.enumerated() {
            section.title.accessibilityIdentifier = "pentominoes.help.\(help.sections[index].title.lowercased())"
            scrollView.contentView.addSubview(section.title)
            for row in section.rows {
                scrollView.contentView.addSubview(row.input)
                scrollView.contentView.addSubview(row.action)
            }
        }
        (view as? HelpContentView)?.onLayout = { [weak self] in self?.layOut() }
    }

    /// The sheet that shows every section in `available`: as many columns as fit its width, as tall as the
    /// tallest column (the sheet scrolls beyond the window's height).
    static func sheetSize(for help: ControlsHelp, in available: Size) -> Size {
        let content = arrangement(of: help, width: available.width - 2 * padding).size
        return Size(width: content.width + 2 * padding, height: content.height + 2 * padding + NavigationBar.height)
    }

    override func sceneWillDisappear() {
        onClose?()
        onClose = nil
    }

    private func layOut() {
        scrollView.frame = view.bounds
        let arrangement = Self.arrangement(of: help, width: view.bounds.width - 2 * Self.padding)
        for (index, section) in sections.enumerated() {
            let block = arrangement.blocks[index]
            let input = arrangement.inputWidths[index]
            let action = Self.columnWidths(of: help.sections[index]).action
            section.title.frame = Rect(
                x: block.minX, y: block.minY, width: block.width, height: Self.titleHeight)
            for (row, labels) in section.rows.enumerated() {
                let top = block.minY + Self.titleHeight + Double(row) * Self.rowHeight
                labels.input.frame = Rect(x: block.minX, y: top, width: input, height: Self.rowHeight)
                labels.action.frame = Rect(
                    x: block.minX + input + Self.inputGap, y: top, width: action, height: Self.rowHeight)
            }
        }
        scrollView.contentHeight = arrangement.size.height + 2 * Self.padding
    }

    // MARK: Arrangement

    /// Where each section goes (in content coordinates, the padding included), the width of its inputs (shared by
    /// the sections of one column, so what each does lines up), and the size they take together.
    private static func arrangement(
        of help: ControlsHelp, width: Double
    ) -> (blocks: [Rect], inputWidths: [Double], size: Size) {
        // The most columns whose width fits; the sections in order, each column's share as even as it can be.
        for columns in stride(from: help.sections.count, through: 1, by: -1) {
            let split = columnsSplit(help.sections.indices.map { $0 }, into: columns, of: help.sections)
            let total = split.map(\.width).reduce(0, +) + Double(max(split.count - 1, 0)) * columnGap
            guard total <= width || columns == 1 else { continue }
            var blocks = [Rect](repeating: .zero, count: help.sections.count)
            var inputWidths = [Double](repeating: 0, count: help.sections.count)
            var left = padding
            var height = 0.0
            for column in split {
                var top = padding
                for index in column.members {
                    let blockHeight = titleHeight + Double(help.sections[index].rows.count) * rowHeight
                    blocks[index] = Rect(x: left, y: top, width: column.width, height: blockHeight)
                    inputWidths[index] = column.inputWidth
                    top += blockHeight + sectionGap
                }
                height = max(height, top - sectionGap - padding)
                left += column.width + columnGap
            }
            return (blocks, inputWidths, Size(width: total, height: height))
        }
        return ([], [], .zero)
    }

    /// A column of sections: which, their shared input width, and the column's width.
    private struct Column {
        let members: [Int]
        let inputWidth: Double
        let width: Double
    }

    /// The column holding the sections `members`, their inputs aligned.
    private static func column(_ members: [Int], of sections: [ControlsHelp.Section]) -> Column {
        let widths = members.map { columnWidths(of: sections[$0]) }
        let input = widths.map(\.input).max() ?? 0
        let action = widths.map(\.action).max() ?? 0
        let titles = members.map { TextMeasurement.width(of: sections[$0].title, style: titleStyle).rounded(.up) }
        return Column(members: members, inputWidth: input, width: max(input + inputGap + action, titles.max() ?? 0))
    }

    private static func height(of column: Column, in sections: [ControlsHelp.Section]) -> Double {
        let heights = column.members.map { titleHeight + Double(sections[$0].rows.count) * rowHeight }
        return heights.reduce(0, +) + Double(max(heights.count - 1, 0)) * sectionGap
    }

    /// The sections `members`, in order, cut into `count` columns so the tallest is as short as it can be.
    private static func columnsSplit(
        _ members: [Int], into count: Int, of sections: [ControlsHelp.Section]
    ) -> [Column] {
        guard count > 1, members.count > 1 else { return [column(members, of: sections)] }
        var best: [Column] = []
        var bestHeight = Double.infinity
        // The first column takes 1…(n - count + 1) sections; the rest split the others.
        for firstCount in 1...(members.count - count + 1) {
            let split =
                [column(Array(members.prefix(firstCount)), of: sections)]
                + columnsSplit(Array(members.dropFirst(firstCount)), into: count - 1, of: sections)
            let tallest = split.map { height(of: $0, in: sections) }.max() ?? 0
            if tallest < bestHeight {
                bestHeight = tallest
                best = split
            }
        }
        return best
    }

    /// The widest input and the widest action of the section, in points.
    private static func columnWidths(of section: ControlsHelp.Section) -> (input: Double, action: Double) {
        let input = section.rows.map { TextMeasurement.width(of: $0.input, style: inputStyle) }.max() ?? 0
        let action = section.rows.map { TextMeasurement.width(of: $0.action, style: actionStyle) }.max() ?? 0
        return (input.rounded(.up), action.rounded(.up))
    }
}

/// The help sheet's content view: lays out through its scene.
@MainActor
final class HelpContentView: View {
    var onLayout: (@MainActor () -> Void)?

    override func layoutSubviews() {
        onLayout?()
    }
}
