/// Why a board file was rejected, with the 1-based line and column to point the user at.
public struct BoardError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// A character other than `.`, `#` or space.
        case unknownCharacter(Character)
        /// The board has more cells than a puzzle needs; the position is the first cell too many.
        case tooManyCells
        /// The board has fewer cells than a puzzle needs (`count`); the position is just past the last line.
        case tooFewCells(count: Int)
        /// The file holds more than `Board.Limits.maximumFileBytes`; the position is the first byte too many.
        case fileTooLarge
        /// The file holds more than `Board.Limits.maximumLineCount` lines; the position starts the first line too many.
        case tooManyLines
        /// A line holds more than `Board.Limits.maximumLineLength` characters; the position is the first one too many.
        case lineTooLong
        /// The cells spread over more than `Board.Limits.maximumSpan` rows or columns (the spread so far); the
        /// position is the cell that spread them too far.
        case spanTooLarge(rows: Int, columns: Int)
    }

    public let reason: Reason
    /// 1-based line of the offending character.
    public let line: Int
    /// 1-based column (in characters) of the offending character.
    public let column: Int

    public init(_ reason: Reason, line: Int, column: Int) {
        self.reason = reason
        self.line = line
        self.column = column
    }

    public var description: String {
        "line \(line), column \(column): \(detail)"
    }

    private var detail: String {
        let needed = "a board needs exactly \(Board.puzzleCellCount) cells"
        let limits = Board.Limits.self
        return switch reason {
        case .unknownCharacter(let character):
            "unknown character \(character.debugDescription); use '.' for a cell, '#' or space for a hole"
        case .tooManyCells: "one cell too many; \(needed)"
        case .tooFewCells(let count): "the board has only \(count) cells; \(needed)"
        case .fileTooLarge:
            "the file is too large; a board file holds at most \(limits.maximumFileBytes) bytes "
                + "(\(limits.maximumFileBytes / 1024) KiB)"
        case .tooManyLines: "too many lines; a board file holds at most \(limits.maximumLineCount) lines"
        case .lineTooLong:
            "the line is too long; a board file's lines hold at most \(limits.maximumLineLength) characters"
        case .spanTooLarge(let rows, let columns):
            "the cells spread over \(rows) rows and \(columns) columns; a board spans at most "
                + "\(limits.maximumSpan) rows and \(limits.maximumSpan) columns"
        }
    }
}
