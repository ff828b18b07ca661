import Kit
import Pentomino

/// Hint: a sheet with the board in miniature and the first N pieces of a solution.
extension PentominoesScene {
    /// Shows one more step of pieces than last time (the count restarts after any change), from a solution
    /// that keeps the player's pieces when one exists.
    public func showHint() {
        guard state.board.isPuzzle, !isSolving, hintScene == nil else { return }
        if state.hints.shown == 0 || hintSolution == nil {
            hintSolution = HintSolution.find(board: state.board, placed: state.placements)
        }
        guard let solution = hintSolution else { return }
        let count = state.pressHint(step: hintStep, available: solution.revealOrder.count)
        let hint = Hint(solution: solution, count: count)
        events.emit(
            "hint.shown",
            [
                "count": .int(count), "board": .string(state.board.name),
                "basis": .string(Self.automationName(of: solution.basis)), "kept": .int(solution.kept.count),
            ])
        presentSheet(for: hint)
    }

    /// The hint currently shown, if any.
    public var shownHint: Hint? { hintScene?.hint }

    private func presentSheet(for hint: Hint) {
        let sheet = HintScene(hint: hint, board: state.board)
        sheet.onClose = { [weak self, weak sheet] in
            if let self, hintScene === sheet { hintScene = nil }
        }
        hintScene = sheet
        present(sheet)
    }

    /// Closes the hint sheet if one is shown.
    func dismissHint() {
        hintScene?.dismiss()
    }

    private static func automationName(of basis: HintSolution.Basis) -> String {
        switch basis {
        case .fresh: "fresh"
        case .agreesWithPlacedPieces: "keeps_placed"
        case .noCompletion: "no_completion"
        }
    }
}
