import Testing

@testable import Kit

/// A row's title beside its accessory, measured with the estimate (8.4 pt a character at 14 pt).
@MainActor
@Suite("A table row's title keeps its text beside a wide control")
struct TableCellLayoutTests {
    init() {
        TextMeasurement.measurer = EstimatedTextMeasurer()
    }

    private func cell(title: String, accessoryWidth: Double, rowWidth: Double) -> TableCell {
        let cell = TableCell(title: title, accessory: Control())
        cell.accessorySize = Size(width: accessoryWidth, height: 32)
        cell.frame = Rect(x: 0, y: 0, width: rowWidth, height: TableCell.standardHeight)
        cell.layoutIfNeeded()
        return cell
    }

    @Test("Beside a wide segmented control the title gets its whole width, and the control narrows for it")
    func wideAccessoryNarrows() throws {
        // The Snowman editor's curve row at 640×480: a 472 pt control left the title 42 of the 94 pt it needs.
        let row = cell(title: "Timing curve", accessoryWidth: 472, rowWidth: 592)
        #expect(row.titleLabel.laidOutTextSize.width <= row.titleLabel.bounds.width)
        let accessory = try #require(row.accessory)
        #expect(accessory.frame.width < 472)
        #expect(accessory.frame.width >= 472 * TableCell.accessoryShrinkLimit)
        #expect(row.titleLabel.frame.maxX <= accessory.frame.minX, "the title ends before the control")
        #expect(accessory.frame.maxX == 592 - TableCell.padding, "the control stays at the row's end")
    }

    @Test("Where there is room, the control keeps its size and the title its usual share")
    func roomyRowUnchanged() throws {
        let row = cell(title: "Gravity", accessoryWidth: 51, rowWidth: 592)
        #expect(try #require(row.accessory).frame.width == 51)
        let share = (592 - 2 * TableCell.padding - 51 - TableCell.accessoryGap) * 0.55
        #expect(row.titleLabel.frame.width == share)
    }

    @Test("A control narrows no further than its limit: a title longer than the row still shows it does not fit")
    func shrinkLimit() throws {
        let row = cell(title: String(repeating: "x", count: 60), accessoryWidth: 300, rowWidth: 592)
        #expect(try #require(row.accessory).frame.width == 300 * TableCell.accessoryShrinkLimit)
        #expect(row.titleLabel.laidOutTextSize.width > row.titleLabel.bounds.width)
    }
}
