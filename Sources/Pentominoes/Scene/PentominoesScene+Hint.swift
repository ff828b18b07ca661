import Kit
import Pentomino

/// Hint: a sheet with the board in miniature and the first N pieces of a solution.
extension PentominoesScene {
    /// Shows one more step of pieces than last time (the count restarts after any change), from a solution
    /// that keeps the player's pieces when one exists. The first press after a change searches in the
    /// background; the sheet appears when the search is done (a few milliseconds, rarely a fifth of a second).
    public func showHint() {
        guard state.board.isPuzzle, !isSolving, hintScene == nil, search == nil else { return }
        if state.hints.shown > 0, let hintSolution {
            presentHint(from: hintSolution)
        } else {
            startSearch(.hint)
        }
    }

    /// The hint currently shown, if any.
    public var shownHint: Hint? { hintScene?.hint }

    func presentHint(from solution: HintSolution) {
        hintSolution = solution
        let count = state.pressHint(step: hintStep, available: solution.revealOrder.count)
        let hint = Hint(solution: solution, count: count)
        events.emit(
            "hint.shown",
            [
                "count": .int(count), "board": .string(state.board.name),
                "basis": .string(Self.automationName(of: solution.basis)), "kept": .int(solution.kept.count),
            ])
        let sheet = HintScene(hint: hint, board: state.board)
        sheet.onClose = { [weak self, weak sheet] in
            if let self, hintScene === sheet { hintScene = nil }
        }
        hintScene = sheet
        present(sheet) { [board = state.board] available in HintScene.sheetSize(for: board, in: available) }
    }

    /// Closes the hint sheet if one is shown.
    func dismissHint() {
        hintScene?.dismiss()
    }

    // MARK: Searching

    /// Starts looking for the solution Hint or Solve needs; `pollSearch` picks the result up.
    func startSearch(_ purpose: SolutionSearch.Purpose) {
        search = SolutionSearch(
            purpose: purpose, board: state.board, placed: state.placements, inBackground: searchesInBackground)
        pollSearch()
        startMotion()
    }

    /// Called every frame while a search runs: acts on its result once there is one. A result for pieces that
    /// have moved since is stale, and the search starts again for the current pieces; one for another board is
    /// dropped (the player has moved on).
    func pollSearch() {
        guard let search, let outcome = search.result else { return }
        self.search = nil
        guard search.board == state.board else { return }
        guard search.placed == state.placements else {
            startSearch(search.purpose)
            return
        }
        guard let solution = outcome else { return }
        switch search.purpose {
        case .hint: presentHint(from: solution)
        case .solve: runSolve(solution)
        }
    }

    private static func automationName(of basis: HintSolution.Basis) -> String {
        switch basis {
        case .fresh: "fresh"
        case .agreesWithPlacedPieces: "keeps_placed"
        case .noCompletion: "no_completion"
        }
    }
}
