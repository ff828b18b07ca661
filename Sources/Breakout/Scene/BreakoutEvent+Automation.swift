import Kit

/// Each event's name and fields in `events.jsonl`: the automation contract, written in this one place. Names and
/// fields are exactly those earlier versions wrote; tests and scripts read them, so they never change.
extension BreakoutEvent: SemanticEvent {
    public var name: String {
        switch self {
        case .ballLaunched: "ball.launched"
        case .ballPushed: "ball.pushed"
        case .pushRefused: "ball.push_refused"
        case .paddleHit: "paddle.hit"
        case .wallHit: "wall.hit"
        case .brickHit: "brick.hit"
        case .brickDestroyed: "brick.destroyed"
        case .specialTriggered: "special.triggered"
        case .ballLost: "ball.lost"
        case .ballNudged: "ball.nudged"
        case .gameOver: "game.over"
        case .gameReset: "game.reset"
        case .gamePaused: "game.paused"
        case .gameResumed: "game.resumed"
        case .continuePrompt: "game.continue_prompt"
        case .settingsPending: "game.settings_pending"
        case .gamepadConnected: "gamepad.connected"
        }
    }

    public var fields: [String: AutomationValue] {
        switch self {
        case .ballLaunched(let ball, let source):
            var fields: [String: AutomationValue] = ["ball": .int(ball)]
            if let source { fields["source"] = .string(source.rawValue) }
            return fields
        case .ballPushed(let balls, let angle, let deltaV):
            return ["balls": .int(balls), "angle": .double(angle), "delta_v": .double(deltaV)]
        case .pushRefused(let secondsLeft):
            return ["seconds_left": .double((secondsLeft * 1000).rounded() / 1000)]
        case .paddleHit(let ball, let offset):
            return ["ball": .int(ball), "offset": .double(offset)]
        case .wallHit(let ball), .ballNudged(let ball):
            return ["ball": .int(ball)]
        case .brickHit(let row, let column, let remainingHits):
            return ["row": .int(row), "col": .int(column), "remaining_hits": .int(remainingHits)]
        case .brickDestroyed(let row, let column, let points, let cause, let score):
            return [
                "row": .int(row), "col": .int(column), "points": .int(points), "cause": .string(cause.rawValue),
                "score": .int(score),
            ]
        case .specialTriggered(let special, let row, let column):
            return ["kind": .string(special.rawValue), "row": .int(row), "col": .int(column)]
        case .ballLost(let ball, let ballsInPlay):
            return ["ball": .int(ball), "balls_in_play": .int(ballsInPlay)]
        case .gameOver(let won, let score, let level):
            return ["won": .bool(won), "score": .int(score), "level": .int(level)]
        case .gameReset(let level, let score, let cause):
            var fields: [String: AutomationValue] = ["level": .int(level), "score": .int(score)]
            if let cause { fields["cause"] = .string(cause.rawValue) }
            return fields
        case .gamePaused(let velocities), .gameResumed(let velocities):
            return ["velocities": .array(velocities.map { .array($0.map(AutomationValue.double)) })]
        case .continuePrompt(let reason):
            return ["reason": .string(reason.rawValue)]
        case .settingsPending:
            return [:]
        case .gamepadConnected(let name, let accelerometer):
            return ["name": .string(name), "accelerometer": .bool(accelerometer)]
        }
    }
}
