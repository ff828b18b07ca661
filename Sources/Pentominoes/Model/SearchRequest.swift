import Pentomino

/// A search for the solution Hint or Solve needs: what it is for, and the pieces it keeps. A result arrives later
/// (the search runs off the main thread) and is acted on only when it answers the search still wanted: a result
/// for pieces that have moved since is stale, and the search runs again.
public struct SearchRequest: Hashable, Sendable {
    public enum Purpose: Hashable, Sendable { case hint, solve }

    public let purpose: Purpose
    public let board: Board
    /// The player's pieces when the search started.
    public let placed: [Placement]

    public init(purpose: Purpose, board: Board, placed: [Placement]) {
        self.purpose = purpose
        self.board = board
        self.placed = placed
    }
}

/// The computer's help with the current puzzle: the search running for Hint or Solve, the solution hints come
/// from, whether the hint sheet is up, and Solve laying its pieces out.
public struct Assistance: Sendable {
    /// The search running, if any (one at a time).
    public internal(set) var search: SearchRequest?
    /// The solution the current run of hint presses reveals (valid while the hint counter is above zero).
    public internal(set) var hintSolution: HintSolution?
    public internal(set) var isHintShown = false
    /// True from Solve until the last of its pieces has come to rest: the controls are off meanwhile.
    public internal(set) var isSolving = false

    public init() {}
}

/// Each board's distinct solutions, once listed (in the background: a second or more for the larger boards), and
/// the listing running, if any.
public struct SolutionCatalogs: Sendable {
    public private(set) var catalogs: [String: SolutionCatalog] = [:]
    /// The board whose solutions are being listed (one listing at a time).
    public internal(set) var listing: Board?

    public init() {}

    public subscript(board: Board) -> SolutionCatalog? {
        catalogs[board.name]
    }

    mutating func keep(_ catalog: SolutionCatalog) {
        catalogs[catalog.board.name] = catalog
    }
}
