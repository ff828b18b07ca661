import Pentomino
import Testing

@testable import Pentominoes

@Suite("Hints")
struct HintTests {
    @Test("Each press shows one more piece; the count stops at the pieces there are")
    func counterGrows() {
        var counter = HintCounter()
        #expect(counter.press(step: 1, available: 12) == 1)
        #expect(counter.press(step: 1, available: 12) == 2)
        #expect(counter.press(step: 2, available: 12) == 4)
        #expect(counter.press(step: 5, available: 6) == 6)
        #expect(counter.press(step: 1, available: 6) == 6)
    }

    @Test("Moving, turning, flipping or sending a piece home, Reset, Solve, Undo and Redo reset the count")
    func changesReset() {
        let changes: [(String, (inout PuzzleState) -> Void)] = [
            ("place", { $0.place(.i, at: BoardSpot(row: 0, column: 0)) }),
            ("move", { $0.move(.x, rows: 1, columns: 0) }),
            ("rotate", { $0.rotate(.x) }),
            ("flip", { $0.flip(.x) }),
            ("home", { $0.sendHome(.x) }),
            ("reset", { $0.sendAllHome() }),
            ("solve", { $0.apply([Placement(piece: .f, orientation: .identity, origin: Cell(row: 0, column: 0))]) }),
            ("undo", { $0.undo() }),
            (
                "redo",
                {
                    $0.undo()
                    $0.redo()
                }
            ),
        ]
        for (name, change) in changes {
            var state = PuzzleState(board: .rectangle6x10)
            state.place(.x, at: BoardSpot(row: 1, column: 1))
            _ = state.pressHint(step: 1, available: 11)
            #expect(state.pressHint(step: 1, available: 11) == 2)
            change(&state)
            #expect(state.hints.shown == 0, "\(name)")
            #expect(state.pressHint(step: 1, available: 11) == 1, "\(name)")
        }
    }

    @Test("A refused move or a tap on a home piece changes nothing and keeps the count")
    func noChangeKeepsCount() {
        var state = PuzzleState(board: .rectangle6x10)
        state.place(.x, at: BoardSpot(row: 0, column: 0))
        _ = state.pressHint(step: 1, available: 11)
        state.move(.x, rows: -1, columns: 0)
        state.rotate(.f)
        #expect(state.hints.shown == 1)
    }

    @Test("With nothing placed the hint reveals a solution from the top-left, one piece more per press")
    func freshHint() throws {
        let solution = try #require(HintSolution.find(board: .rectangle6x10, placed: [], keeping: .none))
        #expect(solution.basis == .fresh)
        #expect(solution.kept.isEmpty && solution.revealOrder.count == 12)
        let first = Hint(solution: solution, count: 1)
        #expect(first.revealed.count == 1)
        #expect(first.revealed.first?.cells.contains(Cell(row: 0, column: 0)) == true)
        #expect(Hint(solution: solution, count: 3).revealed.prefix(1) == first.revealed)
        #expect(first.message == "1 piece of a solution.")
    }

    @Test("Pieces placed as in some solution are kept: the hint completes the player's board")
    func constrainedHint() throws {
        let reference = try #require(try Solver(board: .rectangle6x10).solutions(limit: 40).last)
        let placed = Array(reference.prefix(3))
        let solution = try #require(HintSolution.find(board: .rectangle6x10, placed: placed, keeping: .none))
        #expect(solution.basis == .agreesWithPlacedPieces(keptCount: 3))
        #expect(solution.kept == placed.sorted())
        #expect(solution.revealOrder.count == 9)
        #expect(Set(solution.revealOrder.map(\.piece)).isDisjoint(with: placed.map(\.piece)))
        // Kept and revealed together tile the board.
        let cells = (solution.kept + solution.revealOrder).flatMap(\.cells)
        #expect(Set(cells) == Set(Board.rectangle6x10.cells) && cells.count == 60)
        #expect(
            Hint(solution: solution, count: 2).message
                == "2 pieces of a solution that keeps your 3 pieces where they are.")
    }

    @Test("A placement with no completion says so and falls back to a fresh solution")
    func impossiblePlacement() throws {
        // An X in the corner box leaves the corner cell (0, 0) cut off: nothing can fill it.
        let x = Placement(piece: .x, orientation: .identity, origin: Cell(row: 0, column: 0))
        let solution = try #require(HintSolution.find(board: .rectangle6x10, placed: [x], keeping: .none))
        #expect(solution.basis == .noCompletion)
        #expect(solution.kept.isEmpty && solution.revealOrder.count == 12)
        #expect(Hint(solution: solution, count: 1).message.hasPrefix("Your pieces can't be completed"))
    }

    @Test("Overlapping pieces or a piece on a hole cannot be kept")
    func invalidPlacementsAreNotKept() throws {
        let x = Placement(piece: .x, orientation: .identity, origin: Cell(row: 2, column: 2))
        let i = Placement(piece: .i, orientation: .identity, origin: Cell(row: 0, column: 3))
        #expect(HintSolution.find(board: .rectangle6x10, placed: [x, i], keeping: .none)?.basis == .noCompletion)
        let overHole = Placement(piece: .x, orientation: .identity, origin: Cell(row: 2, column: 2))
        #expect(HintSolution.find(board: .square8x8Center, placed: [overHole], keeping: .none)?.basis == .noCompletion)
    }

    @Test("The blank board has no hint")
    func blankHasNone() {
        #expect(HintSolution.find(board: .blank, placed: [], keeping: .none) == nil)
    }
}
