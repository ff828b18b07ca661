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
        let needed = "a board needs exactly \(Board.puzzleCellCount) cells"
        let detail =
            switch reason {
            case .unknownCharacter(let character):
                "unknown character \(character.debugDescription); use '.' for a cell, '#' or space for a hole"
            case .tooManyCells: "one cell too many; \(needed)"
            case .tooFewCells(let count): "the board has only \(count) cells; \(needed)"
            }
        return "line \(line), column \(column): \(detail)"
    }
}
