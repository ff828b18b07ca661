import Kit

/// The end of a level or a game: the balls leave the field, the best score is saved, and an alert says how it
/// went; its button resets the bricks for the next level or a new game.
extension BreakoutScene {
    func finishLevel() {
        finish()
    }

    func finishGame() {
        finish()
    }

    /// Shows the model's outcome (it has already ended the effects and taken the balls out of play).
    private func finish() {
        guard let outcome = model.outcome else { return }
        clearBalls()
        showEffects()
        bestScoreFile.save(game.best)
        refreshHUD()
        updateHint()
        events.emit(
            "game.over", ["won": .bool(outcome.won), "score": .int(outcome.score), "level": .int(outcome.level)])
        presentOutcome(outcome)
    }

    /// The one place that knows how the outcome is shown: Kit's alert, whose button resets.
    func presentOutcome(_ outcome: GameOutcome) {
        guard let window = view.window else { return }
        let action = AlertAction(title: outcome.buttonTitle, identifier: outcome.buttonIdentifier) { [weak self] in
            self?.resetAfterOutcome()
        }
        let alert = Alert(title: outcome.title, message: outcome.message, actions: [action])
        alert.present(in: window)
        presentedAlert = alert
    }
}
