import Pentomino

/// A solution of the board as hints reveal it, preferring one that keeps the player's pieces.
public struct HintSolution: Hashable, Sendable {
    /// How the solution relates to the pieces on the board.
    public enum Basis: Hashable, Sendable {
        /// Nothing was on the board: any solution will do.
        case fresh
        /// The solution keeps every piece the player has put down (`keptCount` of them).
        case agreesWithPlacedPieces(keptCount: Int)
        /// The pieces on the board cannot be completed (or overlap, or cover holes): a fresh solution instead.
        case noCompletion
    }

    public let basis: Basis
    /// The player's pieces the solution keeps (drawn quietly for orientation); empty unless it agrees.
    public let kept: [Placement]
    /// The solution's other pieces in the order hints reveal them: by first cell, top to bottom, left to right.
    public let revealOrder: [Placement]

    public init(basis: Basis, kept: [Placement], solution: [Placement]) {
        self.basis = basis
        self.kept = kept.sorted()
        let keptPieces = Set(kept.map(\.piece))
        revealOrder = solution.filter { !keptPieces.contains($0.piece) }.sorted(by: Self.readingOrder)
    }

    private static func readingOrder(_ a: Placement, _ b: Placement) -> Bool {
        (a.cells.min() ?? a.origin, a.piece) < (b.cells.min() ?? b.origin, b.piece)
    }
}

extension HintSolution {
    /// Longest a constrained search may run before the hint falls back to a fresh solution, in seconds. Proving
    /// that a placement has no completion searches the whole remaining tree: a fraction of this on every
    /// built-in board, but the bound keeps a pathological case from running on and on.
    public static let searchTimeLimit: Double = 1.5

    /// The solution hints for `board` come from, keeping `placed` when some solution does; nil when the board
    /// has no solution at all (`blank`). `keeping` steers the search for a solution that keeps `placed` (the
    /// caller's time limit): when it gives up, a fresh solution is found instead, as for a placement that cannot
    /// be completed.
    public static func find(board: Board, placed: [Placement], keeping control: SolveControl) -> HintSolution? {
        guard board.isPuzzle else { return nil }
        if !placed.isEmpty, let solver = try? Solver(board: board, keeping: placed),
            let solution = try? solver.firstSolution(control: control)
        {
            return HintSolution(
                basis: .agreesWithPlacedPieces(keptCount: placed.count), kept: placed, solution: solution)
        }
        guard let solution = try? Solver(board: board).firstSolution() else { return nil }
        return HintSolution(basis: placed.isEmpty ? .fresh : .noCompletion, kept: [], solution: solution)
    }
}

/// What one press of Hint shows: the first `count` pieces of a hint solution.
public struct Hint: Hashable, Sendable {
    public let solution: HintSolution
    public let count: Int

    public init(solution: HintSolution, count: Int) {
        self.solution = solution
        self.count = min(max(count, 0), solution.revealOrder.count)
    }

    public var revealed: ArraySlice<Placement> { solution.revealOrder.prefix(count) }

    /// The sheet's explanation, in a sentence.
    public var message: String {
        let pieces = count == 1 ? "1 piece" : "\(count) pieces"
        switch solution.basis {
        case .fresh:
            return "\(pieces) of a solution."
        case .agreesWithPlacedPieces(let kept):
            if solution.revealOrder.isEmpty { return "Every piece is in place." }
            let yours = kept == 1 ? "your piece where it is" : "your \(kept) pieces where they are"
            return "\(pieces) of a solution that keeps \(yours)."
        case .noCompletion:
            return "Your pieces can't be completed where they are. \(pieces) of a fresh solution."
        }
    }
}
