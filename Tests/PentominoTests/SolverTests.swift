import Synchronization
import Testing

@testable import Pentomino

@Suite("Solving")
struct SolverTests {
    @Test("every built-in puzzle has a valid first solution", arguments: Board.builtIns.filter(\.isPuzzle))
    func firstSolutions(board: Board) throws {
        let solution = try #require(try Solver(board: board).firstSolution())
        expectValid(solution, on: board)
    }

    @Test("every solution of 3x20 and 4x15 is valid and listed once, distinct ones once per class")
    func enumerationIsExactAndValid() throws {
        for (board, distinct) in [(Board.rectangle3x20, 2), (.rectangle4x15, 368)] {
            let solver = try Solver(board: board)
            let all = try solver.solutions()
            #expect(all.count == distinct * 4)
            #expect(Set(all).count == all.count)
            expectAllValid(all, on: board)
            let classes = try solver.solutions(distinct: true)
            #expect(classes.count == distinct)
            let images = Set(classes.flatMap { solution in board.symmetries.map { board.transform(solution, by: $0) } })
            #expect(images == Set(all))
        }
    }

    @Test("a constrained solve keeps the given placements in every solution")
    func constrainedSolve() throws {
        let board = Board.rectangle6x10
        let reference = try #require(try Solver(board: board).firstSolution())
        let kept = Array(reference.prefix(3))
        let solver = try Solver(board: board, keeping: kept)
        let solutions = try solver.solutions()
        #expect(solutions.contains(reference))
        for solution in solutions {
            expectValid(solution, on: board)
            #expect(Set(kept).isSubset(of: Set(solution)))
        }
        #expect(try solver.count().solutions == solutions.count)
        let first = try #require(try solver.firstSolution())
        #expect(Set(kept).isSubset(of: Set(first)))
    }

    @Test("keeping every piece of a solution leaves exactly that solution")
    func fullyConstrained() throws {
        let board = Board.square8x8Center
        let reference = try #require(try Solver(board: board).firstSolution())
        let solver = try Solver(board: board, keeping: reference)
        #expect(try solver.solutions() == [reference])
        #expect(try solver.count() == SolutionCount(solutions: 1, distinct: 1, symmetryCount: 1))
    }

    @Test("a symmetric kept placement keeps the matching symmetries for distinct counts")
    func constrainedDistinctCount() throws {
        let board = Board.square8x8Center
        let x = Placement(piece: .x, orientation: .identity, origin: Cell(row: 0, column: 0))
        let solver = try Solver(board: board, keeping: [x])
        #expect(solver.symmetries.count == 2)
        let count = try solver.count()
        #expect(count.solutions == count.distinct * 2)
        #expect(try solver.solutions(distinct: true).count == count.distinct)
    }

    @Test("a kept placement that cannot lead to a solution gives none")
    func impossibleConstraint() throws {
        let corner = Placement(piece: .x, orientation: .identity, origin: Cell(row: 0, column: 1))
        let i = Placement(piece: .i, orientation: Orientation(rotation: 1), origin: Cell(row: 1, column: 4))
        let solver = try Solver(board: .rectangle6x10, keeping: [corner, i])
        #expect(try solver.firstSolution() == nil)
    }

    @Test("kept placements off the board, overlapping or repeating a piece are rejected")
    func invalidConstraints() {
        let x = Placement(piece: .x, orientation: .identity, origin: Cell(row: 0, column: 0))
        let offBoard = Placement(piece: .i, orientation: .identity, origin: Cell(row: 3, column: 0))
        let overlapping = Placement(piece: .i, orientation: Orientation(rotation: 1), origin: Cell(row: 1, column: 0))
        let anotherX = Placement(piece: .x, orientation: .identity, origin: Cell(row: 2, column: 5))
        #expect(throws: PlacementError.offBoard(offBoard)) { try Solver(board: .rectangle5x12, keeping: [offBoard]) }
        #expect(throws: PlacementError.overlapping(x, overlapping)) {
            try Solver(board: .rectangle5x12, keeping: [x, overlapping])
        }
        #expect(throws: PlacementError.duplicatePiece(.x)) {
            try Solver(board: .rectangle5x12, keeping: [x, anotherX])
        }
    }

    @Test("a cancelled search throws CancellationError")
    func cancellation() throws {
        let control = SolveControl(isCancelled: { true })
        #expect(throws: CancellationError.self) { try Solver(board: .rectangle6x10).count(control: control) }
    }

    @Test("a search cancelled from a task stops early")
    func taskCancellation() async throws {
        let task = Task.detached {
            try Solver(board: .square8x8Corners).count(control: .task())
        }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test("progress rises to 1 and counts the solutions found")
    func progress() throws {
        let reports = Mutex<[SolveProgress]>([])
        let control = SolveControl(progress: { report in reports.withLock { $0.append(report) } })
        let count = try Solver(board: .rectangle4x15).count(control: control)
        let seen = reports.withLock { $0 }
        #expect(!seen.isEmpty)
        #expect(seen.map(\.fractionCompleted) == seen.map(\.fractionCompleted).sorted())
        #expect(abs((seen.last?.fractionCompleted ?? 0) - 1) < 1e-9)
        #expect(seen.last?.solutionsFound == count.distinct)
    }

    @Test("a limit stops the enumeration")
    func limit() throws {
        let solutions = try Solver(board: .rectangle6x10).solutions(limit: 5)
        #expect(solutions.count == 5)
        #expect(try Solver(board: .rectangle6x10).solutions(limit: 0).isEmpty)
    }

    @Test("a loaded board solves like the built-in one it draws")
    func loadedBoard() throws {
        let text = Array(repeating: "....................", count: 3).joined(separator: "\n")
        let board = try Board(parsing: text, name: "three")
        #expect(try Solver(board: board).count().distinct == 2)
    }
}
