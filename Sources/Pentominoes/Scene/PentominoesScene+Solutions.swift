import Kit
import Pentomino

/// Browsing a board's solutions: once a board is complete its distinct solutions are listed in the background,
/// and the line under it reads "Previous · Solution k of N · Next"; each step lays out the next or previous solution as Solve
/// does (one undo step, not a completion of the player's own).
extension PentominoesScene {
    /// Shows the browser when the board is complete and its solutions are listed, listing them the first time.
    func updateSolutionBrowser() {
        guard state.isComplete, !isSolving else {
            hideSolutionBrowser()
            return
        }
        guard let catalog = catalogs[state.board.name] else {
            hideSolutionBrowser()
            startListing()
            return
        }
        guard let index = catalog.index(of: state.placements) else {
            hideSolutionBrowser()
            return
        }
        solutionBrowser.show(index: index, of: catalog.count)
        layoutCaptionRow()
    }

    /// The solution `steps` after (or before) the one shown, going round at the ends.
    public func showSolution(movedBy steps: Int) {
        guard !isSolving, let catalog = catalogs[state.board.name], let index = catalog.index(of: state.placements)
        else { return }
        let next = catalog.index(index, movedBy: steps)
        events.emit(
            "pentominoes.solution.shown",
            ["board": .string(state.board.name), "index": .int(next + 1), "count": .int(catalog.count)])
        runSolve(HintSolution(basis: .fresh, kept: [], solution: catalog.solutions[next]))
    }

    private func hideSolutionBrowser() {
        guard !solutionBrowser.isHidden else { return }
        solutionBrowser.hide()
        layoutCaptionRow()
    }

    private func startListing() {
        guard state.board.isPuzzle, listing?.board != state.board else { return }
        listing = SolutionListing(board: state.board)
        pollListing()
        startMotion()
    }

    /// Called every frame while a listing runs: keeps its catalog once there is one.
    func pollListing() {
        guard let listing, let outcome = listing.result else { return }
        self.listing = nil
        if let catalog = outcome { catalogs[catalog.board.name] = catalog }
        updateSolutionBrowser()
    }
}
