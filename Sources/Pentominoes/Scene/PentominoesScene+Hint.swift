import Kit
import Pentomino

/// Hint: a sheet with the board in miniature and the first N pieces of a solution.
extension PentominoesScene {
    /// Shows one more step of pieces than last time (the count restarts after any change), from a solution
    /// that keeps the player's pieces when one exists.
    public func showHint() {
        guard state.board.isPuzzle, !isSolving, hintSheet == nil else { return }
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
        present(hint)
    }

    /// The hint currently shown, if any.
    public var shownHint: Hint? { hintSheet?.hint }

    private func present(_ hint: Hint) {
        let sheet = HintSheetView(hint: hint, board: state.board)
        sheet.onDone = { [unowned self] in self.dismissHint() }
        sheet.frame = view.bounds
        view.addSubview(sheet)
        hintSheet = sheet
        sheet.alpha = 0
        View.animate(duration: Theme.feedbackDuration, curve: .easeOut) { sheet.alpha = 1 }
    }

    func dismissHint() {
        guard let sheet = hintSheet else { return }
        hintSheet = nil
        View.animate(duration: Theme.feedbackDuration, curve: .easeIn) {
            sheet.alpha = 0
        } completion: { _ in
            sheet.removeFromSuperview()
        }
        sheet.isUserInteractionEnabled = false
    }

    private static func automationName(of basis: HintSolution.Basis) -> String {
        switch basis {
        case .fresh: "fresh"
        case .agreesWithPlacedPieces: "keeps_placed"
        case .noCompletion: "no_completion"
        }
    }
}
