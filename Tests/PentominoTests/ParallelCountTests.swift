import Synchronization
import Testing

@testable import Pentomino

@Suite("Counting on several threads")
struct ParallelCountTests {
    /// Every built-in puzzle with its known number of distinct solutions.
    static let knownCounts: [(Board, Int)] = [
        (.rectangle6x10, 2339), (.rectangle5x12, 1010), (.rectangle4x15, 368), (.rectangle3x20, 2),
        (.square8x8Center, 65), (.square8x8Corners, 2170), (.square8x8Diagonal, 188),
    ]

    @Test("every built-in puzzle has its known counts on one thread and on several", arguments: knownCounts)
    func builtInCounts(board: Board, distinct: Int) throws {
        let solver = try Solver(board: board)
        for jobs in [1, 2, 3] {
            let count = try solver.count(jobs: jobs)
            #expect(count.distinct == distinct, "jobs: \(jobs)")
            #expect(count.solutions == distinct * board.symmetries.count, "jobs: \(jobs)")
        }
    }

    @Test(
        "a 60-cell board that cannot be covered counts 0 on one thread and on several",
        arguments: [
            // Too narrow for the X, the U and more: no search branch at all.
            String(repeating: "..............................\n", count: 2),
            // 6×10 less a corner, plus one cell on its own: a region of 1 cell (grid too big for a word).
            String(repeating: "..........\n", count: 5) + "#.........\n\n#.",
            // 8×8 whose top-left cell is walled off by two holes, less two more cells (grid of 64 squares).
            ".#......\n#.......\n" + String(repeating: "........\n", count: 5) + "......##",
        ])
    func unsolvableBoard(text: String) throws {
        let board = try Board(parsing: text, name: "unsolvable")
        #expect(board.isPuzzle)
        let solver = try Solver(board: board)
        for jobs in [1, 2] {
            #expect(try solver.count(jobs: jobs).solutions == 0, "jobs: \(jobs)")
        }
        #expect(try solver.firstSolution() == nil)
    }

    @Test("counting on several threads agrees with enumerating every solution, kept placements included")
    func countMatchesEnumeration() throws {
        let board = Board.rectangle5x12
        let reference = try #require(try Solver(board: board).firstSolution())
        for kept in [[], Array(reference.prefix(1)), Array(reference.prefix(2))] {
            let solver = try Solver(board: board, keeping: kept)
            let listed = try solver.solutions().count
            #expect(try solver.count(jobs: 1).solutions == listed)
            #expect(try solver.count(jobs: 2).solutions == listed)
        }
    }

    @Test("a cancelled count on several threads throws CancellationError")
    func cancellation() throws {
        let checks = Atomic(0)
        // Cancelled from the second check on, so the search is under way on every thread when it stops.
        let control = SolveControl(isCancelled: { checks.wrappingAdd(1, ordering: .relaxed).oldValue > 0 })
        #expect(throws: CancellationError.self) {
            try Solver(board: .square8x8Corners).count(jobs: 2, control: control)
        }
    }

    @Test("a count on several threads cancelled from its task stops early")
    func taskCancellation() async throws {
        let task = Task.detached {
            try Solver(board: .square8x8Corners).count(jobs: 2, control: .task())
        }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test("progress on several threads rises to 1 and ends with the solutions found")
    func progress() throws {
        let reports = Mutex<[SolveProgress]>([])
        let control = SolveControl(progress: { report in reports.withLock { $0.append(report) } })
        let count = try Solver(board: .rectangle4x15).count(jobs: 2, control: control)
        let seen = reports.withLock { $0 }
        #expect(seen.map(\.fractionCompleted) == seen.map(\.fractionCompleted).sorted())
        #expect(abs((seen.last?.fractionCompleted ?? 0) - 1) < 1e-9)
        #expect(seen.last?.solutionsFound == count.distinct)
    }
}
