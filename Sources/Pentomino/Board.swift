/// A grid of `rows` × `columns` squares, some of which are cells to cover; the rest are holes (not part of the
/// board).
///
/// A puzzle board has exactly 60 cells, one for each square of the 12 pentominoes. The `blank` board is the
/// exception: an empty grid for free play, with no cells, so it has no solution.
public struct Board: Hashable, Sendable, CustomStringConvertible {
    /// Cells in a puzzle board: 12 pieces × 5 squares.
    public static let puzzleCellCount = Piece.allCases.count * Piece.cellCount

    /// The board's name: a built-in name such as "6x10", or the file's name for a loaded board.
    public let name: String
    /// Height of the grid, in squares.
    public let rows: Int
    /// Width of the grid, in squares.
    public let columns: Int
    /// Row-major flags: `true` where the square is a cell to cover.
    private let covered: [Bool]

    /// Creates a board from the set of cells to cover; cells outside the grid are ignored.
    public init(name: String, rows: Int, columns: Int, cells: Set<Cell>) {
        self.name = name
        self.rows = max(rows, 0)
        self.columns = max(columns, 0)
        var covered = [Bool](repeating: false, count: self.rows * self.columns)
        for cell in cells where (0..<self.rows).contains(cell.row) && (0..<self.columns).contains(cell.column) {
            covered[cell.row * self.columns + cell.column] = true
        }
        self.covered = covered
    }

    /// Whether `cell` is a cell to cover (false for holes and for anything outside the grid).
    public func contains(_ cell: Cell) -> Bool {
        guard (0..<rows).contains(cell.row), (0..<columns).contains(cell.column) else { return false }
        return covered[cell.row * columns + cell.column]
    }

    /// The cells to cover, in reading order.
    public var cells: [Cell] {
        (0..<rows).flatMap { row in
            (0..<columns).map { Cell(row: row, column: $0) }.filter(contains)
        }
    }

    /// The number of cells to cover.
    public var cellCount: Int { covered.count { $0 } }

    /// Whether the board is a puzzle at all: 60 cells, so Solve and Hint make sense (false for `blank`).
    public var isPuzzle: Bool { cellCount == Self.puzzleCellCount }

    /// The board drawn as text in the file format: `.` for a cell, `#` for a hole.
    public var description: String {
        (0..<rows).map { row in
            String((0..<columns).map { contains(Cell(row: row, column: $0)) ? "." : "#" })
        }.joined(separator: "\n")
    }
}
