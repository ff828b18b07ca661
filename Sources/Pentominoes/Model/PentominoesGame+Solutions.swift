import Pentomino

/// Browsing a complete board's solutions: once a board is complete its distinct solutions are listed (off the main
/// thread), and the line under it reads "Previous · Solution k of N · Next"; each step lays out the next or previous
/// solution as Solve does (one undo step, not a completion of the player's own).
extension PentominoesGame {
    /// The solution the complete board shows, from 0, and how many there are; nil unless the board is complete,
    /// Solve has finished and its solutions are listed.
    public var shownSolution: (index: Int, count: Int)? {
        guard puzzle.isComplete, !isSolving, let catalog = solutions[puzzle.board],
            let index = catalog.index(of: puzzle.placements)
        else { return nil }
        return (index, catalog.count)
    }

    /// The solution `steps` after (or before) the one shown, going round at the ends.
    mutating func showSolution(movedBy steps: Int, at now: Double) -> [Effect] {
        guard let (index, count) = shownSolution, let catalog = solutions[puzzle.board] else { return [] }
        let next = catalog.index(index, movedBy: steps)
        let solution = HintSolution(basis: .fresh, kept: [], solution: catalog.solutions[next])
        return [.emit(.solutionShown(board: puzzle.board.name, number: next + 1, count: count))]
            + runSolve(solution, at: now)
    }

    /// Keeps the listed solutions (of this board or one listed before the player moved on).
    mutating func solutionsListed(_ board: Board, _ catalog: SolutionCatalog?) -> [Effect] {
        if solutions.listing == board { solutions.listing = nil }
        if let catalog { solutions.keep(catalog) }
        return []
    }

    /// Starts listing the board's solutions when it is complete (and Solve done) and they are not listed yet.
    mutating func listSolutionsIfNeeded() -> [Effect] {
        let board = puzzle.board
        guard puzzle.isComplete, !isSolving, solutions[board] == nil, solutions.listing != board else { return [] }
        solutions.listing = board
        return [.listSolutions(board)]
    }
}
