/// Where the help sheet's headings and rows go at a width, measured as the platform draws the text (wrapped), so
/// the sheet can be sized to its content before it is shown.
@MainActor
struct ControlsHelpLayout {
    struct Row {
        /// In the section's space.
        let frame: Rect
        /// In the row's space.
        let input: Rect
        let action: Rect
    }

    struct Section {
        /// In the content's space.
        let frame: Rect
        /// In the section's space.
        let header: Rect
        let rows: [Row]
    }

    let sections: [Section]
    /// The content's height, margins included.
    let height: Double

    init(sections: [ControlsHelp.Section], width: Double) {
        typealias V = ControlsHelpView
        let inner = max(width - 2 * V.margin, 1)
        let widestInput =
            sections.flatMap(\.rows).map { row in
                TextMeasurement.width(of: row.input, style: V.inputStyle).rounded(.up)
            }.max() ?? 0
        let inputWidth = min(widestInput, (inner * V.widestInputShare).rounded(.down))
        let actionX = inputWidth + V.columnGap
        let actionWidth = max(inner - actionX, 1)
        var placed: [Section] = []
        var y = V.margin - V.sectionGap
        for section in sections {
            y += V.sectionGap
            let header = Rect(x: 0, y: 0, width: inner, height: V.headerHeight)
            var rowY = V.headerHeight
            var rows: [Row] = []
            for row in section.rows {
                let inputHeight = TextMeasurement.wrappedSize(of: row.input, style: V.inputStyle, width: inputWidth)
                    .height
                let actionHeight = TextMeasurement.wrappedSize(
                    of: row.action, style: V.actionStyle, width: actionWidth
                ).height
                let textHeight = max(inputHeight, actionHeight).rounded(.up)
                let rowHeight = textHeight + 2 * V.rowPadding
                rows.append(
                    Row(
                        frame: Rect(x: 0, y: rowY, width: inner, height: rowHeight),
                        input: Rect(x: 0, y: V.rowPadding, width: inputWidth, height: inputHeight.rounded(.up)),
                        action: Rect(
                            x: actionX, y: V.rowPadding, width: actionWidth, height: actionHeight.rounded(.up))))
                rowY += rowHeight
            }
            placed.append(
                Section(frame: Rect(x: V.margin, y: y, width: inner, height: rowY), header: header, rows: rows))
            y += rowY
        }
        self.sections = placed
        height = y + V.margin
    }
}
