import Kit

/// Dropit's events in the log: each case's fields, exactly as the automation contract names them. The events every
/// game shares (`game.over`, `game.paused`…) carry `game: "dropit"`.
extension DropitEvent: SemanticEvent {
    public var fields: [String: AutomationValue] {
        switch self {
        case .squareDropped(let number, let column, let automatic):
            return ["n": .int(number), "col": .int(column), "auto": .bool(automatic)]
        case .rowCleared(let row, let count, let total):
            return ["row": .int(row), "count": .int(count), "total": .int(total)]
        case .rowsScored(let rows, let together, let points, let score, let level):
            return [
                "rows": .int(rows), "together": .int(together), "points": .int(points), "score": .int(score),
                "level": .int(level),
            ]
        case .levelReached(let level, let interval):
            return ["level": .int(level), "interval": .double(interval)]
        case .fieldCleared(let count):
            return ["count": .int(count)]
        case .gameOver(let score, let level, let rows, let best):
            return Self.game([
                "won": .bool(false), "score": .int(score), "level": .int(level), "rows": .int(rows),
                "best": .int(best),
            ])
        case .gamePaused(let reason):
            return Self.game(["reason": .string(reason.rawValue)])
        case .gameResumed:
            return Self.game([:])
        case .gameReset:
            return Self.game(["level": .int(1), "score": .int(0)])
        case .attachmentBegan(let number):
            return ["n": .int(number)]
        case .attachmentEnded(let number, let velocity):
            return ["n": .int(number), "vx": .double(velocity.x), "vy": .double(velocity.y)]
        case .animatorResumed(let squares):
            return ["squares": .int(squares)]
        case .animatorPaused(let reason, let squares):
            return ["reason": .string(reason), "squares": .int(squares)]
        }
    }

    /// `fields` with the game's name, as the events every game shares carry it.
    private static func game(_ fields: [String: AutomationValue]) -> [String: AutomationValue] {
        fields.merging(["game": .string(gameName)]) { own, _ in own }
    }
}
