/// The scoreboard of a game: score, lives, level, best score and the combo — no views, no physics (the rest of the
/// rules, in `BreakoutModel`, keep one of these).
///
/// Scoring rewards skill rather than time spent: a brick is worth more the higher its row (Atari's 1, 3, 5, 7
/// bands from the bottom), times the combo — the number of bricks broken since a ball last touched the paddle
/// (capped), so keeping a ball up among the bricks pays. Clearing a level adds a bonus per level and per life left.
public struct BreakoutGame: Equatable, Sendable {
    public static let startingLives = 3
    /// The combo multiplier stops growing here.
    public static let maximumCombo = 8
    /// Points per band from the bottom (Atari's yellow, green, orange, red).
    public static let bandValues = [1, 3, 5, 7]
    /// Bonus for clearing a level, times the level.
    public static let levelBonus = 50
    /// Bonus for clearing a level, per life left.
    public static let lifeBonus = 25

    public enum Phase: Equatable, Sendable {
        case playing
        /// The wall is down; the next level waits for the player.
        case cleared
        /// No lives left.
        case over
    }

    public private(set) var score = 0
    public private(set) var lives = BreakoutGame.startingLives
    public private(set) var level = 1
    public private(set) var best: Int
    /// Bricks broken since a ball last touched the paddle.
    public private(set) var combo = 0
    public private(set) var phase = Phase.playing

    public init(best: Int = 0) {
        self.best = max(best, 0)
    }

    /// What the brick in `row` (of `rows`) is worth before the combo.
    public static func baseValue(row: Int, rows: Int) -> Int {
        let bandFromBottom = (rows - 1 - row) * bandValues.count / max(rows, 1)
        return bandValues[min(max(bandFromBottom, 0), bandValues.count - 1)]
    }

    /// A brick broke: adds its value times the combo and returns the points awarded.
    @discardableResult
    public mutating func brickBroken(row: Int, rows: Int) -> Int {
        guard phase == .playing else { return 0 }
        combo = min(combo + 1, Self.maximumCombo)
        return award(Self.baseValue(row: row, rows: rows) * combo)
    }

    /// A ball touched the paddle: the combo starts again.
    public mutating func paddleTouched() {
        combo = 0
    }

    /// The last ball in play fell: one life less, and the game is over when none is left.
    public mutating func lifeLost() {
        guard phase == .playing else { return }
        lives -= 1
        combo = 0
        if lives <= 0 { phase = .over }
    }

    /// The wall is down: the level bonus is added and the game waits for `startNextLevel()`.
    public mutating func levelCleared() {
        guard phase == .playing else { return }
        award(Self.levelBonus * level + Self.lifeBonus * lives)
        phase = .cleared
    }

    public mutating func startNextLevel() {
        guard phase == .cleared else { return }
        level += 1
        combo = 0
        phase = .playing
    }

    /// A fresh game at level 1 with full lives; the best score stays.
    public mutating func startNewGame() {
        self = BreakoutGame(best: best)
    }

    @discardableResult
    private mutating func award(_ points: Int) -> Int {
        score += points
        best = max(best, score)
        return points
    }
}
