import Kit

/// The questions the game asks in an alert: the card at the end of a game (how it went, New Game), and whether
/// to clear a game worth keeping. One at a time; a new one replaces one still showing.
@MainActor
final class DropitPrompts {
    private weak var alert: Alert?

    /// Whether an alert of the game's is up.
    var isShowing: Bool { alert != nil }

    /// "Game Over", the score, level and rows, and the best score (or that this was a new best).
    func presentGameOver(_ summary: GameSummary, in window: Window?, newGame: @escaping @MainActor () -> Void) {
        let record = summary.isNewBest ? "A new best score!" : "Best \(Scoring.text(summary.best))"
        let rows = summary.rows == 1 ? "1 row" : "\(summary.rows) rows"
        present(
            Alert(
                title: "Game Over",
                message: "Score \(Scoring.text(summary.score)) · level \(summary.level) · \(rows)\n\(record)",
                actions: [
                    AlertAction(title: "New Game", identifier: "dropit.newgame", handler: newGame),
                    AlertAction(title: "Close", style: .cancel),
                ]), in: window)
    }

    /// Asks before Clear throws away a game with a score.
    func confirmClear(score: Int, in window: Window?, clear: @escaping @MainActor () -> Void) {
        present(
            Alert(
                title: "Clear the Field?",
                message: "This game ends here, with \(Scoring.text(score)) points, and a new one starts.",
                actions: [
                    AlertAction(title: "Cancel", style: .cancel),
                    AlertAction(
                        title: "Clear", style: .destructive, identifier: "dropit.clear.confirm", handler: clear),
                ]), in: window)
    }

    /// Takes a showing alert away, as if cancelled.
    func dismiss() {
        guard let alert, let cancel = alert.actions.firstIndex(where: { $0.style == .cancel }) else { return }
        alert.choose(cancel)
    }

    private func present(_ alert: Alert, in window: Window?) {
        guard let window else { return }
        dismiss()
        alert.present(in: window)
        self.alert = alert
    }
}
