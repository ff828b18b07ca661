import Testing

@testable import Pentomino

@Suite("Boards")
struct BoardTests {
    @Test("every built-in puzzle has 60 cells and the blank board has none")
    func builtInCellCounts() {
        #expect(
            Board.builtIns.map(\.name) == [
                "blank", "6x10", "5x12", "4x15", "3x20", "8x8-center", "8x8-corners", "8x8-diagonal",
            ])
        for board in Board.builtIns where board != .blank {
            #expect(board.cellCount == 60, "\(board.name)")
            #expect(board.isPuzzle)
        }
        #expect(Board.blank.cellCount == 0)
        #expect(!Board.blank.isPuzzle)
        #expect(Board.blank.rows == 8 && Board.blank.columns == 8)
    }

    @Test("built-in boards are found by name")
    func lookUpByName() {
        #expect(Board.builtIn(named: "6x10") == .rectangle6x10)
        #expect(Board.builtIn(named: "8X8-Center") == .square8x8Center)
        #expect(Board.builtIn(named: "7x9") == nil)
    }

    @Test("the 8x8 puzzles leave out the centre, the corners or the cells next to them")
    func squareHoles() {
        #expect(!Board.square8x8Center.contains(Cell(row: 3, column: 4)))
        #expect(Board.square8x8Center.contains(Cell(row: 0, column: 0)))
        #expect(!Board.square8x8Corners.contains(Cell(row: 7, column: 0)))
        #expect(Board.square8x8Corners.contains(Cell(row: 3, column: 3)))
        #expect(!Board.square8x8Diagonal.contains(Cell(row: 6, column: 6)))
        #expect(Board.square8x8Diagonal.contains(Cell(row: 0, column: 0)))
    }

    @Test("rectangles have 4 symmetries and the 8x8 puzzles 8")
    func symmetryCounts() {
        for board in [Board.rectangle6x10, .rectangle5x12, .rectangle4x15, .rectangle3x20] {
            #expect(board.symmetries.count == 4)
        }
        for board in [Board.square8x8Center, .square8x8Corners, .square8x8Diagonal] {
            #expect(board.symmetries.count == 8)
        }
        let lopsided = try? Board(parsing: String(repeating: ".", count: 59) + "\n.", name: "lopsided")
        #expect(lopsided?.symmetries == [.identity])
    }

    @Test("a board symmetry maps a placement to the placement of the mapped cells")
    func transformingPlacements() {
        let board = Board.rectangle6x10
        let placement = Placement(piece: .l, orientation: .identity, origin: Cell(row: 0, column: 0))
        let halfTurn = Orientation(rotation: 2)
        let turned = board.transform(placement, by: halfTurn)
        #expect(Set(turned.cells) == Set(placement.cells.map { Cell(row: 5 - $0.row, column: 9 - $0.column) }))
        #expect(turned.origin == Cell(row: 2, column: 8))
        for symmetry in board.symmetries {
            #expect(
                Set(board.transform(placement, by: symmetry).cells)
                    == Set(placement.cells.map { board.transform($0, by: symmetry) }))
        }
    }

    @Test("a board file may have ragged rows, spaces, margins and Windows line endings")
    func parsingAcceptsRaggedRows() throws {
        let text =
            "\n  ........\r\n" + Array(repeating: "  ..........", count: 5).joined(separator: "\n") + "\n  ..\n\n"
        let board = try Board(parsing: text, name: "ragged")
        #expect(board.name == "ragged")
        #expect(board.rows == 7 && board.columns == 10)
        #expect(board.cellCount == 60)
        #expect(board.contains(Cell(row: 0, column: 7)))
        #expect(!board.contains(Cell(row: 0, column: 8)))
        #expect(board.contains(Cell(row: 6, column: 1)))
        #expect(!board.contains(Cell(row: 6, column: 2)))
    }

    @Test("a board round-trips through its text form")
    func descriptionParsesBack() throws {
        for board in Board.builtIns where board.isPuzzle {
            #expect(try Board(parsing: board.description, name: board.name) == board)
        }
    }

    @Test("an unknown character is reported at its line and column")
    func unknownCharacter() {
        let text = "..........\n....x.....\n"
        #expect(throws: BoardError(.unknownCharacter("x"), line: 2, column: 5)) {
            try Board(parsing: text, name: "bad")
        }
        #expect(
            errorMessage(for: text)
                == "line 2, column 5: unknown character \"x\"; use '.' for a cell, '#' or space for a hole")
    }

    @Test("a board with a cell too many is reported at the 61st cell")
    func tooManyCells() {
        let text = Array(repeating: "..........", count: 6).joined(separator: "\n") + "\n##."
        #expect(throws: BoardError(.tooManyCells, line: 7, column: 3)) {
            try Board(parsing: text, name: "big")
        }
    }

    @Test("a board with too few cells is reported just after its last line")
    func tooFewCells() {
        let text = Array(repeating: "..........", count: 5).joined(separator: "\n") + "\n.........\n\n"
        #expect(throws: BoardError(.tooFewCells(count: 59), line: 6, column: 10)) {
            try Board(parsing: text, name: "small")
        }
        #expect(throws: BoardError(.tooFewCells(count: 0), line: 1, column: 1)) {
            try Board(parsing: "", name: "empty")
        }
    }

    @Test("a letter grid shows pieces, uncovered cells and holes")
    func letterGrid() {
        let placement = Placement(piece: .x, orientation: .identity, origin: Cell(row: 0, column: 0))
        let grid = Board.square8x8Center.letterGrid(of: [placement])
        #expect(grid[0] == ".X......")
        #expect(grid[1] == "XXX.....")
        #expect(grid[3] == "...  ...")
    }

    private func errorMessage(for text: String) -> String {
        do {
            _ = try Board(parsing: text, name: "bad")
            return ""
        } catch {
            return error.description
        }
    }
}
