/// Everything Dropit tells the event log, as values: the core announces what the rules decided, the scene what
/// the physics did. `name` is the event's name in `events.jsonl` and part of the automation contract (its fields
/// are written in `DropitEvent+Log`): never rename one.
public enum DropitEvent: Equatable, Sendable {
    /// A square came into play: its number and column.
    case squareDropped(number: Int, column: Int)
    /// A full row left play: its row (0 on the floor), how many squares it held, and the rows cleared so far.
    case rowCleared(row: Int, count: Int, total: Int)
    /// Every square in play was swept away (how many).
    case fieldCleared(count: Int)
    /// The pointer took hold of a square on the spring.
    case attachmentBegan(number: Int)
    /// It let go, throwing the square at this velocity, in pt/s (zero when it was not thrown).
    case attachmentEnded(number: Int, velocity: FieldPoint)
    /// The physics started stepping again, with this many squares in play.
    case animatorResumed(squares: Int)
    /// The physics stopped stepping (`reason`: "stasis", "hidden"), with this many squares in play.
    case animatorPaused(reason: String, squares: Int)

    public var name: String {
        switch self {
        case .squareDropped: "square.dropped"
        case .rowCleared: "row.cleared"
        case .fieldCleared: "field.cleared"
        case .attachmentBegan: "attachment.began"
        case .attachmentEnded: "attachment.ended"
        case .animatorResumed: "animator.resumed"
        case .animatorPaused: "animator.paused"
        }
    }
}
