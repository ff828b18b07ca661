/// Everything Dropit tells the event log, as values: the core announces what the rules decided, the scene what
/// the physics did. `name` is the event's name in `events.jsonl` and part of the automation contract (its fields
/// are written in `DropitEvent+Log`): never rename one.
public enum DropitEvent: Equatable, Sendable {
    /// A square came into play: its number and column, and whether it dropped by itself (the drop timer).
    case squareDropped(number: Int, column: Int, automatic: Bool)
    /// A full row left play: its row (0 on the floor), how many squares it held, and the rows cleared so far.
    case rowCleared(row: Int, count: Int, total: Int)
    /// Rows cleared in one step scored: how many, the rows cleared together with the ones a moment before
    /// (`Combo`), the points, the score after, and the level they scored at.
    case rowsScored(rows: Int, together: Int, points: Int, score: Int, level: Int)
    /// A new level: from now on a square drops by itself `interval` seconds after the last one.
    case levelReached(level: Int, interval: Double)
    /// Every square in play was swept away (how many).
    case fieldCleared(count: Int)
    /// A column reached the top: the game's score, level and rows, and the best score after it.
    case gameOver(score: Int, level: Int, rows: Int, best: Int)
    /// Play stopped for `reason` (the player, another tab, the window losing focus).
    case gamePaused(reason: PauseReason)
    /// Play goes on.
    case gameResumed
    /// A new game starts, at level 1 with no score (Clear, or New Game after the game is over).
    case gameReset
    /// The pointer took hold of a square on the spring.
    case attachmentBegan(number: Int)
    /// It let go, throwing the square at this velocity, in pt/s (zero when it was not thrown).
    case attachmentEnded(number: Int, velocity: FieldPoint)
    /// The physics started stepping again, with this many squares in play.
    case animatorResumed(squares: Int)
    /// The physics stopped stepping (`reason`: "stasis", "paused", "hidden"), with this many squares in play.
    case animatorPaused(reason: String, squares: Int)

    /// The game's name in the events every game shares (`game.over`, `game.paused`…).
    public static let gameName = "dropit"

    public var name: String {
        switch self {
        case .squareDropped: "square.dropped"
        case .rowCleared: "row.cleared"
        case .rowsScored: "rows.scored"
        case .levelReached: "level.reached"
        case .fieldCleared: "field.cleared"
        case .gameOver: "game.over"
        case .gamePaused: "game.paused"
        case .gameResumed: "game.resumed"
        case .gameReset: "game.reset"
        case .attachmentBegan: "attachment.began"
        case .attachmentEnded: "attachment.ended"
        case .animatorResumed: "animator.resumed"
        case .animatorPaused: "animator.paused"
        }
    }
}

/// Why play stands still. The game runs only when there is none, so coming back to the tab does not undo a pause
/// the player asked for.
public enum PauseReason: String, Equatable, Hashable, Sendable {
    /// P, Space or the Pause button.
    case user
    /// Another tab shows.
    case hidden
    /// The window lost the keyboard focus: the player is elsewhere, and squares must not drop meanwhile.
    case unfocused
}
