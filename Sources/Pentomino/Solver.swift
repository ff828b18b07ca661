/// Finds the ways to cover a board with the 12 pentominoes, each used once, optionally keeping some placements.
///
/// A solver is a value: cheap to keep, `Sendable`, and safe to use from any thread or task. Every query runs a
/// fresh search; a full count of 6×10 takes a fraction of a second in a release build, a first solution well
/// under a millisecond. Solutions are returned as placements sorted by piece, kept placements included.
///
/// Symmetry: no solution is symmetric (the F piece has no symmetry and occurs once), so every solution has
/// exactly `symmetryCount` distinct images and `solutions == distinct * symmetryCount`.
public struct Solver: Sendable {
    /// The board to cover.
    public let board: Board
    /// The placements every solution keeps (the pieces a player has already put down), sorted.
    public let kept: [Placement]
    /// The board's symmetries that map the kept placements onto themselves; distinct solutions are counted up to
    /// these.
    public let symmetries: [Orientation]
    /// The compiled board, or nil when the board is not a 60-cell puzzle (then there are no solutions).
    let tables: SearchTables?
    /// Indices of `kept` in `tables.placements`.
    let keptIndices: [Int]

    /// Prepares to solve `board` keeping `kept`.
    ///
    /// - Throws: `PlacementError` if a kept placement leaves the board's cells, two overlap, or a piece repeats.
    public init(board: Board, keeping kept: [Placement] = []) throws(PlacementError) {
        try Self.validate(kept, on: board)
        self.board = board
        self.kept = kept.sorted()
        self.symmetries = board.symmetries.filter { board.transform(kept, by: $0) == kept.sorted() }
        self.tables = board.isPuzzle ? SearchTables(board: board) : nil
        self.keptIndices = kept.isEmpty ? [] : tables.map { $0.indices(of: kept).compactMap { $0 } } ?? []
    }

    /// Checks that the placements can coexist on the board.
    private static func validate(_ placements: [Placement], on board: Board) throws(PlacementError) {
        var owner: [Cell: Placement] = [:]
        var pieces: Set<Piece> = []
        for placement in placements {
            guard pieces.insert(placement.piece).inserted else { throw .duplicatePiece(placement.piece) }
            for cell in placement.cells {
                guard board.contains(cell) else { throw .offBoard(placement) }
                if let other = owner.updateValue(placement, forKey: cell) { throw .overlapping(other, placement) }
            }
        }
    }

    /// Counts all solutions and the distinct ones, on `jobs` threads (the calling one included).
    ///
    /// The counts do not depend on `jobs`. With more than one job, `control`'s closures are called from every
    /// searching thread; a check that only answers on the calling thread (`.task()`) still stops them all, since
    /// the first thread to see a cancellation stops the others, but only once the calling thread checks.
    ///
    /// - Throws: `CancellationError` when `control` cancels.
    public func count(jobs: Int = 1, control: SolveControl = .none) throws(CancellationError) -> SolutionCount {
        let plan = searchPlan()
        let total = try plan.count(jobs: jobs, control: control)
        let symmetryCount = symmetries.count
        let solutions = plan.isReduced ? total * symmetryCount : total
        return SolutionCount(solutions: solutions, distinct: solutions / symmetryCount, symmetryCount: symmetryCount)
    }

    /// The first solution found (deterministic), or nil if there is none — e.g. the first hint for a board.
    public func firstSolution(control: SolveControl = .none) throws(CancellationError) -> [Placement]? {
        var first: [Placement]?
        try SearchPlan(solver: self, reduced: false).run(control: control) { solution in
            first = solution
            return false
        }
        return first
    }

    /// Solutions, every one or one per symmetry class (`distinct`), at most `limit` of them.
    public func solutions(
        distinct: Bool = false, limit: Int = .max, control: SolveControl = .none
    ) throws(CancellationError) -> [[Placement]] {
        var found: [[Placement]] = []
        guard limit > 0 else { return found }
        try forEachSolution(distinct: distinct, control: control) { solution in
            found.append(solution)
            return found.count < limit
        }
        return found
    }

    /// Calls `body` with each solution exactly once (or once per symmetry class when `distinct`) until it returns
    /// false.
    public func forEachSolution(
        distinct: Bool = false, control: SolveControl = .none, _ body: ([Placement]) -> Bool
    ) throws(CancellationError) {
        let plan = searchPlan()
        try plan.run(control: control) { solution in
            if plan.isReduced {
                return distinct ? body(solution) : symmetries.allSatisfy { body(board.transform(solution, by: $0)) }
            }
            return distinct && !isCanonical(solution) ? true : body(solution)
        }
    }

    /// Whether `solution` is the smallest of its images, i.e. the one a distinct enumeration reports.
    private func isCanonical(_ solution: [Placement]) -> Bool {
        symmetries.allSatisfy { !board.transform(solution, by: $0).lexicographicallyPrecedes(solution) }
    }

    /// The symmetry-reduced plan when nothing is kept and the board has symmetries, the plain one otherwise.
    private func searchPlan() -> SearchPlan {
        SearchPlan(solver: self, reduced: kept.isEmpty && symmetries.count > 1)
    }
}
