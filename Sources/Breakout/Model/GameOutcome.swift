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
