/// A square of a grid, addressed in screen order: rows grow downwards, columns grow to the right.
///
/// Pieces, boards and placements all speak in cells so that the UI can map them to points with a single
/// multiplication by its cell size.
public struct Cell: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The row, counted from the top (0-based).
    public var row: Int
    /// The column, counted from the left (0-based).
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// Reading order (row by row, left to right), so sorted cell lists are canonical and easy to compare.
    public static func < (lhs: Cell, rhs: Cell) -> Bool {
        (lhs.row, lhs.column) < (rhs.row, rhs.column)
    }

    /// The cell moved by `offset` rows and columns.
    public func offset(by offset: Cell) -> Cell {
        Cell(row: row + offset.row, column: column + offset.column)
    }

    public var description: String { "(\(row), \(column))" }
}

extension Array where Element == Cell {
    /// The cells moved so that the smallest row and the smallest column are both 0, in reading order.
    ///
    /// This is the one normal form used for piece shapes: two orientations are the same shape exactly when their
    /// normalized cells are equal.
    func normalized() -> [Cell] {
        guard let minRow = map(\.row).min(), let minColumn = map(\.column).min() else { return [] }
        return map { Cell(row: $0.row - minRow, column: $0.column - minColumn) }.sorted()
    }
}
