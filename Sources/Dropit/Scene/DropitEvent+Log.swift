import Kit

/// Dropit's events in the log: each case's fields, exactly as the automation contract names them.
extension DropitEvent: SemanticEvent {
    public var fields: [String: AutomationValue] {
        switch self {
        case .squareDropped(let number, let column):
            ["n": .int(number), "col": .int(column)]
        case .rowCleared(let row, let count, let total):
            ["row": .int(row), "count": .int(count), "total": .int(total)]
        case .fieldCleared(let count):
            ["count": .int(count)]
        case .attachmentBegan(let number):
            ["n": .int(number)]
        case .attachmentEnded(let number, let velocity):
            ["n": .int(number), "vx": .double(velocity.x), "vy": .double(velocity.y)]
        case .animatorResumed(let squares):
            ["squares": .int(squares)]
        case .animatorPaused(let reason, let squares):
            ["reason": .string(reason), "squares": .int(squares)]
        }
    }
}
