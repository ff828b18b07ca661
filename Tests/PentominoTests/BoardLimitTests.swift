import Testing

@testable import Pentomino

@Suite("Board file limits")
struct BoardLimitTests {
    /// One full line of 59 cells: one more cell anywhere completes a 60-cell board.
    static let fiftyNineCells = String(repeating: ".", count: 59)

    @Test("a cell two million rows and twenty thousand columns away is refused, not allocated")
    func farAwayCellIsRefused() {
        let text =
            Self.fiftyNineCells + String(repeating: "\n", count: 2_000_000) + String(repeating: " ", count: 20_000)
            + "."
        let error = #expect(throws: BoardError.self) { try Board(parsing: text, name: "far") }
        #expect(error?.reason == .tooManyLines)
    }

    @Test("a file past the byte limit is refused at the line where it crosses the limit")
    func fileTooLarge() {
        let lineBytes = 500
        let line = String(repeating: "#", count: lineBytes - 1)
        let limit = Board.Limits.maximumFileBytes
        let text = Array(repeating: line, count: limit / lineBytes + 2).joined(separator: "\n")
        #expect(throws: BoardError(.fileTooLarge, line: limit / lineBytes + 1, column: limit % lineBytes + 1)) {
            try Board(parsing: text, name: "big")
        }
    }

    @Test("a file with too many lines is refused at the first line past the limit")
    func tooManyLines() {
        let text = Self.fiftyNineCells + String(repeating: "\n", count: Board.Limits.maximumLineCount) + "."
        #expect(throws: BoardError(.tooManyLines, line: Board.Limits.maximumLineCount + 1, column: 1)) {
            try Board(parsing: text, name: "tall")
        }
    }

    @Test("a line past the length limit is refused at its first character too many")
    func lineTooLong() {
        let text = Self.fiftyNineCells + "\n" + String(repeating: " ", count: Board.Limits.maximumLineLength) + "."
        #expect(throws: BoardError(.lineTooLong, line: 2, column: Board.Limits.maximumLineLength + 1)) {
            try Board(parsing: text, name: "wide")
        }
    }

    @Test("cells spread over more rows than a board may span are refused at the cell that spreads them")
    func tooManyRows() {
        let rows = Board.Limits.maximumSpan + 1
        let text = Self.fiftyNineCells + String(repeating: "\n", count: rows - 1) + "."
        #expect(throws: BoardError(.spanTooLarge(rows: rows, columns: 59), line: rows, column: 1)) {
            try Board(parsing: text, name: "tall")
        }
    }

    @Test("cells spread over more columns than a board may span are refused at the cell that spreads them")
    func tooManyColumns() {
        let columns = Board.Limits.maximumSpan + 1
        let text = Self.fiftyNineCells + "\n" + String(repeating: "#", count: columns - 1) + "."
        #expect(throws: BoardError(.spanTooLarge(rows: 2, columns: columns), line: 2, column: columns)) {
            try Board(parsing: text, name: "spread")
        }
    }

    @Test("the message names the line, the column and the limit with its unit")
    func messageNamesTheLimit() {
        let error = BoardError(.lineTooLong, line: 2, column: Board.Limits.maximumLineLength + 1)
        #expect(
            error.description
                == "line 2, column \(Board.Limits.maximumLineLength + 1): the line is too long; "
                + "a board file's lines hold at most \(Board.Limits.maximumLineLength) characters")
    }

    @Test("a board spanning the most rows and columns allowed, with a trailing newline, still loads")
    func boardAtTheLimits() throws {
        let span = Board.Limits.maximumSpan
        let text =
            "." + "\n" + String(repeating: ".", count: 58) + String(repeating: "\n", count: span - 2)
            + String(repeating: " ", count: span - 1) + ".\n"
        let board = try Board(parsing: text, name: "corners")
        #expect(board.rows == span && board.columns == span)
        #expect(board.contains(Cell(row: span - 1, column: span - 1)))
    }
}
