/// The branches one query searches, and how their results map back to solutions.
///
/// The reduced plan breaks the board's symmetry: every solution has exactly one image per symmetry, so it fixes
/// the X piece (which every symmetry maps onto an X placement) to one placement per orbit, and where that
/// placement is itself symmetric, keeps only one F placement per orbit of those remaining symmetries. Each
/// symmetry class is then found exactly once. The plain plan has one branch with the kept placements fixed.
struct SearchPlan {
    /// One search: placements fixed up front, and placements it must not use.
    struct Branch {
        let fixed: [Int]
        let excluded: Set<Int>
    }

    /// The piece whose placements split the reduced search: the X, which every symmetry maps to an X.
    static let anchorPiece = Piece.x
    /// The piece that breaks what symmetry an anchor placement keeps: the F, which has no symmetry of its own.
    static let tieBreakPiece = Piece.f

    let tables: SearchTables?
    /// Whether each branch solution stands for a whole symmetry class.
    let isReduced: Bool
    let branches: [Branch]

    init(solver: Solver, reduced: Bool) {
        tables = solver.tables
        isReduced = reduced && solver.tables != nil
        guard let tables = solver.tables else {
            branches = []
            return
        }
        if isReduced {
            branches = Self.reducedBranches(tables: tables, symmetries: solver.symmetries)
        } else {
            branches = [Branch(fixed: solver.keptIndices, excluded: [])]
        }
    }

    /// One branch per orbit of anchor placements under `symmetries`.
    private static func reducedBranches(tables: SearchTables, symmetries: [Orientation]) -> [Branch] {
        let board = tables.board
        let indices = tables.placements.indices
        func orbitRepresentative(_ placement: Placement, under group: [Orientation]) -> Placement {
            group.map { board.transform(placement, by: $0) }.min() ?? placement
        }
        return indices.filter { tables.placements[$0].piece == anchorPiece }.compactMap { anchor in
            let placement = tables.placements[anchor]
            guard orbitRepresentative(placement, under: symmetries) == placement else { return nil }
            let stabilizer = symmetries.filter { board.transform(placement, by: $0) == placement }
            guard stabilizer.count > 1 else { return Branch(fixed: [anchor], excluded: []) }
            let excluded = indices.filter { index in
                let other = tables.placements[index]
                return other.piece == tieBreakPiece && orbitRepresentative(other, under: stabilizer) != other
            }
            return Branch(fixed: [anchor], excluded: Set(excluded))
        }
    }

    /// Runs every branch, handing each solution (sorted placements) to `visit` until it returns false.
    ///
    /// - Returns: the number of search nodes visited, for measurements.
    @discardableResult
    func run(control: SolveControl, _ visit: ([Placement]) -> Bool) throws(CancellationError) -> Int {
        guard let tables else { return 0 }
        var found = 0
        var nodes = 0
        for (number, branch) in branches.enumerated() {
            let outcome = withoutActuallyEscaping(visit) { visit in
                search(branch, tables: tables, control: control) { solution in
                    found += 1
                    return visit(solution)
                } progress: { done, total in
                    let fraction = (Double(number) + Double(done) / Double(total)) / Double(branches.count)
                    control.progress?(SolveProgress(fractionCompleted: fraction, solutionsFound: found))
                }
            }
            nodes += outcome.nodes
            if outcome.cancelled { throw CancellationError() }
            if outcome.stopped { break }
        }
        return nodes
    }

    /// Searches one branch.
    private func search(
        _ branch: Branch, tables: SearchTables, control: SolveControl,
        visit: @escaping ([Placement]) -> Bool, progress: @escaping (Int, Int) -> Void
    ) -> (nodes: Int, stopped: Bool, cancelled: Bool) {
        var filled = tables.outside
        var piecesLeft = UInt16((1 << Piece.allCases.count) - 1)
        for index in branch.fixed {
            filled |= tables.masks[index]
            piecesLeft &= ~(1 << UInt16(tables.placements[index].piece.rawValue))
        }
        let table = CandidateTable(tables: tables, filled: filled, piecesLeft: piecesLeft) {
            !branch.excluded.contains($0)
        }
        let fixed = branch.fixed.map { tables.placements[$0] }
        let visitor = ClosureVisitor { chosen in
            visit((fixed + chosen.map { tables.placements[Int($0)] }).sorted())
        }
        var engine = SearchEngine(
            table: table, neighbors: tables.neighbors, visitor: visitor, isCancelled: control.isCancelled,
            onTopLevelStep: progress)
        defer { engine.deallocate() }
        engine.run(filled: filled, piecesLeft: piecesLeft)
        return (engine.nodes, engine.stopped, engine.cancelled)
    }
}

/// A visitor that forwards each cover to a closure.
struct ClosureVisitor: SearchVisitor {
    let body: (UnsafeBufferPointer<Int32>) -> Bool

    func visit(_ chosen: UnsafeBufferPointer<Int32>) -> Bool { body(chosen) }
}
