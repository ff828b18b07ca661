import Testing

@testable import Pentomino

@Suite("Counting solutions")
struct SolverCountTests {
    @Test(
        "the built-in puzzles have their known numbers of distinct solutions",
        arguments: [
            (Board.rectangle6x10, 2339), (.rectangle5x12, 1010), (.rectangle4x15, 368), (.rectangle3x20, 2),
            (.square8x8Center, 65),
        ])
    func knownCounts(board: Board, distinct: Int) throws {
        let count = try Solver(board: board).count()
        #expect(count.distinct == distinct)
        #expect(count.symmetryCount == board.symmetries.count)
        #expect(count.solutions == distinct * board.symmetries.count)
    }

    @Test(
        "raw counts found without symmetry reduction match the reduced counts times the symmetry count",
        arguments: [(Board.rectangle4x15, 368 * 4), (.square8x8Center, 65 * 8)])
    func rawCountWithoutReduction(board: Board, raw: Int) throws {
        // Keeping a placement switches the symmetry reduction off, so summing the counts over every placement of
        // the X (which every solution uses exactly once) counts each solution once, independently of the reduction.
        // On 8x8-center some X placements are themselves symmetric, which exercises the F tie-break as well.
        let tables = try #require(SearchTables(board: board))
        let xPlacements = tables.placements.filter { $0.piece == .x }
        let sum = try xPlacements.reduce(0) { sum, placement in
            try sum + Solver(board: board, keeping: [placement]).count().solutions
        }
        #expect(sum == raw)
    }

    @Test("all 9356 solutions of 6x10 are valid and different, and the 2339 distinct ones are pairwise inequivalent")
    func everySixByTenSolution() throws {
        let board = Board.rectangle6x10
        let solver = try Solver(board: board)
        let all = try solver.solutions()
        #expect(all.count == 9356)
        #expect(Set(all).count == all.count)
        expectAllValid(all, on: board)
        let distinct = try solver.solutions(distinct: true)
        let classes = Set(distinct.map { solution in board.symmetries.map { board.transform(solution, by: $0) } })
        #expect(distinct.count == 2339)
        #expect(Set(classes.map(Set.init)).count == 2339)
    }

    @Test("the blank board has no solution")
    func blankBoard() throws {
        let solver = try Solver(board: .blank)
        #expect(try solver.count().solutions == 0)
        #expect(try solver.firstSolution() == nil)
        #expect(try solver.solutions().isEmpty)
    }
}
