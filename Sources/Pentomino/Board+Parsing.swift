/// The board text format: one line per row, `.` = a cell to cover, `#` or space = not part of the board.
///
/// Rows may differ in length (missing squares are holes). The grid is cropped to the cells' bounding box, so
/// margins of holes or blank lines do not matter.
extension Board {
    /// The character that marks a cell to cover.
    static let cellMark: Character = "."
    /// The characters that mark a square that is not part of the board.
    static let holeMarks: Set<Character> = ["#", " "]

    /// Parses `text`; a board must have exactly 60 cells and use only the characters above.
    ///
    /// - Throws: `BoardError` naming the line and column of the first problem.
    public init(parsing text: String, name: String) throws(BoardError) {
        // "\r\n" is a single Character in Swift, so splitting on newline characters handles both line endings.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var cells: [Cell] = []
        for (row, line) in lines.enumerated() {
            for (column, mark) in line.enumerated() where !Self.holeMarks.contains(mark) {
                guard mark == Self.cellMark else {
                    throw BoardError(.unknownCharacter(mark), line: row + 1, column: column + 1)
                }
                guard cells.count < Self.puzzleCellCount else {
                    throw BoardError(.tooManyCells, line: row + 1, column: column + 1)
                }
                cells.append(Cell(row: row, column: column))
            }
        }
        guard cells.count == Self.puzzleCellCount else {
            let lastLine = lines.lastIndex { !$0.isEmpty } ?? 0
            let column = lines.isEmpty ? 1 : lines[lastLine].count + 1
            throw BoardError(.tooFewCells(count: cells.count), line: lastLine + 1, column: column)
        }
        self = Board(name: name, croppedTo: cells)
    }

    /// A board whose grid is the bounding box of `cells`.
    init(name: String, croppedTo cells: [Cell]) {
        let top = cells.map(\.row).min() ?? 0
        let left = cells.map(\.column).min() ?? 0
        let shifted = cells.map { Cell(row: $0.row - top, column: $0.column - left) }
        self.init(
            name: name,
            rows: (shifted.map(\.row).max() ?? -1) + 1,
            columns: (shifted.map(\.column).max() ?? -1) + 1,
            cells: Set(shifted))
    }
}
