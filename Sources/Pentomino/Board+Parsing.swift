/// The board text format: one line per row, `.` = a cell to cover, `#` or space = not part of the board.
///
/// Rows may differ in length (missing squares are holes). The grid is cropped to the cells' bounding box, so
/// margins of holes or blank lines do not matter.
extension Board {
    /// The character that marks a cell to cover.
    static let cellMark: Character = "."
    /// The characters that mark a square that is not part of the board.
    static let holeMarks: Set<Character> = ["#", " "]

    /// Parses `text`; a board must have exactly 60 cells, use only the characters above and stay within
    /// `Board.Limits`.
    ///
    /// The text is read in one pass that stops at the first problem, and the grid is allocated only once the
    /// cells' spread is known to be within the limits, so no file can make parsing slow or large.
    ///
    /// - Throws: `BoardError` naming the line and column of the first problem.
    public init(parsing text: String, name: String) throws(BoardError) {
        var scanner = BoardScanner()
        for character in text {
            try scanner.consume(character)
        }
        self = Board(name: name, croppedTo: try scanner.finish())
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

/// Reads board text one character at a time, keeping only the cells found so far and where it is, and throws at
/// the first character that breaks the format or a limit.
struct BoardScanner {
    private var cells: [Cell] = []
    /// 0-based position of the next character.
    private var line = 0
    private var column = 0
    private var bytes = 0
    /// The last line holding any character and its length (where a missing cell would go).
    private var lastFilledLine = 0
    private var lastFilledLength = 0
    private var rows: ClosedRange<Int>?
    private var columns: ClosedRange<Int>?

    mutating func consume(_ character: Character) throws(BoardError) {
        bytes += character.utf8.count
        guard bytes <= Board.Limits.maximumFileBytes else { throw error(.fileTooLarge) }
        guard line < Board.Limits.maximumLineCount else { throw BoardError(.tooManyLines, line: line + 1, column: 1) }
        if character.isNewline {
            line += 1
            column = 0
            return
        }
        guard column < Board.Limits.maximumLineLength else { throw error(.lineTooLong) }
        if !Board.holeMarks.contains(character) {
            guard character == Board.cellMark else { throw error(.unknownCharacter(character)) }
            try addCell()
        }
        column += 1
        (lastFilledLine, lastFilledLength) = (line, column)
    }

    /// The cells, once the whole text has been read.
    func finish() throws(BoardError) -> [Cell] {
        guard cells.count == Board.puzzleCellCount else {
            throw BoardError(
                .tooFewCells(count: cells.count), line: lastFilledLine + 1, column: lastFilledLength + 1)
        }
        return cells
    }

    private mutating func addCell() throws(BoardError) {
        guard cells.count < Board.puzzleCellCount else { throw error(.tooManyCells) }
        let rows = (rows ?? line...line).including(line)
        let columns = (columns ?? column...column).including(column)
        guard rows.count <= Board.Limits.maximumSpan, columns.count <= Board.Limits.maximumSpan else {
            throw error(.spanTooLarge(rows: rows.count, columns: columns.count))
        }
        (self.rows, self.columns) = (rows, columns)
        cells.append(Cell(row: line, column: column))
    }

    private func error(_ reason: BoardError.Reason) -> BoardError {
        BoardError(reason, line: line + 1, column: column + 1)
    }
}

extension ClosedRange<Int> {
    /// The smallest range holding this one and `value`.
    fileprivate func including(_ value: Int) -> ClosedRange<Int> {
        Swift.min(lowerBound, value)...Swift.max(upperBound, value)
    }
}
