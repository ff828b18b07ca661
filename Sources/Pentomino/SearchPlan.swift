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

    /// Runs every branch in order on the calling thread, handing each solution (sorted placements) to `visit`
    /// until it returns false.
    ///
    /// - Returns: the number of search nodes visited, for measurements.
    @discardableResult
    func run(control: SolveControl, _ visit: ([Placement]) -> Bool) throws(CancellationError) -> Int {
        guard let tables else { return 0 }
        return try withoutActuallyEscaping(visit) { visit throws(CancellationError) in
            if tables.grid != nil {
                try run(ShiftGrowth.self, tables: tables, control: control, visit)
            } else {
                try run(MaskGrowth.self, tables: tables, control: control, visit)
            }
        }
    }

    private func run<Growth: RegionGrowth>(
        _: Growth.Type, tables: SearchTables, control: SolveControl, _ visit: @escaping ([Placement]) -> Bool
    ) throws(CancellationError) -> Int {
        var found = 0
        var nodes = 0
        for (number, branch) in branches.enumerated() {
            let fixed = branch.fixed.map { tables.placements[$0] }
            let visitor = ClosureVisitor { chosen in
                found += 1
                return visit((fixed + chosen.map { tables.placements[Int($0)] }).sorted())
            }
            let start = start(of: branch, tables: tables)
            let growth = Growth(tables: tables)
            defer { growth.deallocate() }
            var engine = SearchEngine(
                table: candidates(for: branch, from: start), growth: growth, visitor: visitor,
                isCancelled: control.isCancelled)
            defer { engine.deallocate() }
            engine.run(filled: start.filled, piecesLeft: start.piecesLeft) { done, total in
                let fraction = (Double(number) + Double(done) / Double(total)) / Double(branches.count)
                control.progress?(SolveProgress(fractionCompleted: fraction, solutionsFound: found))
            }
            nodes += engine.nodes
            if engine.cancelled { throw CancellationError() }
            if engine.stopped { break }
        }
        return nodes
    }

    /// The board word and the pieces left once `branch`'s placements are down.
    func start(of branch: Branch, tables: SearchTables) -> (filled: UInt64, piecesLeft: UInt16) {
        var filled = tables.outside
        var piecesLeft = UInt16((1 << Piece.allCases.count) - 1)
        for index in branch.fixed {
            filled |= tables.masks[index]
            piecesLeft &= ~(1 << UInt16(tables.placements[index].piece.rawValue))
        }
        return (filled, piecesLeft)
    }

    /// The placements `branch` may still use.
    func candidates(for branch: Branch, from start: (filled: UInt64, piecesLeft: UInt16)) -> CandidateTable {
        guard let tables else { preconditionFailure("a plan without tables has no branches to search") }
        return CandidateTable(tables: tables, filled: start.filled, piecesLeft: start.piecesLeft) {
            !branch.excluded.contains($0)
        }
    }
}
