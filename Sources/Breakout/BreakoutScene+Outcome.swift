import Kit

/// The end of a level or a game: the balls leave the field, the best score is saved, and an alert says how it
/// went (the seed's required task 4); its button resets the bricks for the next level or a new game.
extension BreakoutScene {
    func finishLevel() {
        game.levelCleared()
        finish(GameOutcome(game: game, won: true))
    }

    func finishGame() {
        finish(GameOutcome(game: game, won: false))
    }

    private func finish(_ outcome: GameOutcome) {
        clearBalls()
        endAllEffects()
        paddleTargetX = nil
        bestScoreFile.save(game.best)
        refreshHUD()
        updateHint()
        events.emit(
            "game.over", ["won": .bool(outcome.won), "score": .int(outcome.score), "level": .int(outcome.level)])
        outcomeOnScreen = outcome
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

/// What the end-of-level or end-of-game alert says.
public struct GameOutcome: Equatable, Sendable {
    public let won: Bool
    public let score: Int
    public let best: Int
    public let level: Int

    init(game: BreakoutGame, won: Bool) {
        self.won = won
        score = game.score
        best = game.best
        level = game.level
    }

    public var title: String { won ? "Level \(level) cleared!" : "Game over" }

    public var message: String {
        let record = score > 0 && score == best ? "A new best!" : "Best \(best)"
        return "Score \(score)  ·  \(record)"
    }

    public var buttonTitle: String { won ? "Next level" : "Play again" }
    /// The button's automation id.
    public var buttonIdentifier: String { won ? "breakout.alert.next-level" : "breakout.alert.play-again" }
}
