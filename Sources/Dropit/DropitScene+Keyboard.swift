import Kit

/// Playing by keyboard: a marker over the field shows the column the next square drops into. ←/→ move it (Home
/// and End jump to the edges), Space or Return drops there. A click moves the marker to the clicked column too,
/// so mouse and keys take turns smoothly.
extension DropitScene {
    /// The column the marker shows (the middle one until something moves it), within the field's columns.
    public var markedColumn: Int {
        min(max(keyboardColumn ?? columns / 2, 0), max(columns - 1, 0))
    }

    func handleDropKey(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .left: markColumn(markedColumn - 1)
        case .right: markColumn(markedColumn + 1)
        case .home: markColumn(0)
        case .end: markColumn(columns - 1)
        case .space, .enter:
            if !event.isRepeat { dropSquare(aimedAt: markedColumn) }
        default:
            return false
        }
        return true
    }

    /// Moves the marker to `column` (kept inside the field).
    func markColumn(_ column: Int) {
        keyboardColumn = min(max(column, 0), max(columns - 1, 0))
        showMarker()
    }

    /// Draws the marker over the column it names now (after a move, and when the grid changes).
    func showMarker() {
        rootView.field.markedColumn = columns > 0 ? markedColumn : nil
    }
}
