import Kit

/// The questions Breakout asks in an alert: how the level or the game went (its button goes on), and "Start a new
/// game?" while one is in progress. It keeps the alert on screen so the autopilot can answer it.
@MainActor
final class BreakoutDialogs {
    /// The alert on screen, if any.
    private(set) weak var presented: Alert?

    var isShowing: Bool { presented != nil }

    /// The end of a level or a game; `onContinue` runs when its button is chosen.
    func presentOutcome(_ outcome: GameOutcome, in window: Window?, onContinue: @escaping @MainActor () -> Void) {
        guard let window else { return }
        let action = AlertAction(title: outcome.buttonTitle, identifier: outcome.buttonIdentifier) { onContinue() }
        present(Alert(title: outcome.title, message: outcome.message, actions: [action]), in: window)
    }

    /// "Start a new game?" with the score it would lose; `answer` hears true for New Game, false for Cancel.
    func askNewGame(score: Int, in window: Window?, answer: @escaping @MainActor (Bool) -> Void) {
        guard let window else {
            answer(false)
            return
        }
        let alert = Alert(
            title: "Start a new game?",
            message: score > 0 ? "This game's score of \(score) will be lost." : "This game will be lost.",
            actions: [
                AlertAction(title: "Cancel", style: .cancel, identifier: "breakout.newgame.cancel") { answer(false) },
                AlertAction(title: "New Game", identifier: "breakout.newgame.confirm") { answer(true) },
            ])
        present(alert, in: window)
    }

    /// The autopilot's answer: the alert's first button.
    func chooseFirst() {
        presented?.choose(0)
    }

    private func present(_ alert: Alert, in window: Window) {
        alert.present(in: window)
        presented = alert
    }
}
