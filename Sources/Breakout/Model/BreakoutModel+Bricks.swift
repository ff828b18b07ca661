/// A ball striking a brick, and everything that follows from it: damage, breaking, scoring, special effects, a
/// chain of explosions, the cleared level. The answer is the list of what happened, in order, for the scene to
/// show and announce.
extension BreakoutModel {
    /// A ball struck the brick at `position`. Empty when no standing brick is there (a brick two balls struck in
    /// the same physics step breaks once).
    public mutating func hitBrick(at position: BrickPosition) -> [BrickEvent] {
        guard game.phase == .playing else { return [] }
        switch wall.hit(position) {
        case .missed:
            return []
        case .damaged(let brick):
            return [.struck(brick)]
        case .destroyed(let brick):
            var events: [BrickEvent] = [.struck(brick), .broke(breakOff(brick, cause: .ball, ripple: 0))]
            if let special = brick.special { events += trigger(special, at: brick) }
            if wall.isCleared { events.append(clearLevel()) }
            return events
        }
    }

    /// Scores a broken brick (times the combo).
    private mutating func breakOff(_ brick: Brick, cause: BrokenBrick.Cause, ripple: Int) -> BrokenBrick {
        let points = game.brickBroken(row: brick.row, rows: wall.rows)
        return BrokenBrick(brick: brick, points: points, score: game.score, cause: cause, ripple: ripple)
    }

    /// A special brick broke: its effect begins. An explosion breaks the neighbours (and theirs, through other
    /// explosive bricks); the specials of the bricks it breaks go off too, explosive ones only through the chain.
    private mutating func trigger(_ special: BrickSpecial, at brick: Brick) -> [BrickEvent] {
        var events: [BrickEvent] = [.triggered(special, brick)]
        switch special {
        case .extraBall:
            events.append(.ballJoined(addBall(), from: brick))
        case .widePaddle, .slowBall:
            let duration = special.duration ?? 0
            effects[special] = TimedEffect(endsAt: playTime + duration, duration: duration)
        case .explosive:
            let origin = BrickPosition(row: brick.row, column: brick.column)
            for neighbour in wall.explode(from: origin) {
                let ripple = max(abs(neighbour.row - brick.row), abs(neighbour.column - brick.column))
                events.append(.broke(breakOff(neighbour, cause: .explosion, ripple: ripple)))
                if let chained = neighbour.special, chained != BrickSpecial.explosive {
                    events += trigger(chained, at: neighbour)
                }
            }
        }
        return events
    }

    /// The wall is down: the level bonus is scored, the balls leave the field and the effects end.
    private mutating func clearLevel() -> BrickEvent {
        game.levelCleared()
        balls = []
        ballsWaiting = 0
        restingBall = nil
        effects = [:]
        return .levelCleared
    }
}

/// One thing a ball's hit on a brick led to.
public enum BrickEvent: Equatable, Sendable {
    /// A ball struck the brick; it stands with the hits left it shows, or broke (a `broke` follows).
    case struck(Brick)
    case broke(BrokenBrick)
    /// A special brick's effect began (an extra ball joined play, a timed effect started, an explosion went off).
    case triggered(BrickSpecial, Brick)
    /// The extra-ball special put a new ball (this index) in play where the brick was.
    case ballJoined(Int, from: Brick)
    /// That was the last brick: the level is won (see `BreakoutModel.outcome`).
    case levelCleared
}

/// A brick that broke, what it scored and why.
public struct BrokenBrick: Equatable, Sendable {
    public enum Cause: String, Sendable {
        case ball, explosion
    }

    public let brick: Brick
    /// Points it earned (its row's value times the combo).
    public let points: Int
    /// The score once it was added.
    public let score: Int
    public let cause: Cause
    /// How many bricks away from the explosion that broke it (0 for a ball's hit): the later it goes.
    public let ripple: Int

    public var position: BrickPosition { BrickPosition(row: brick.row, column: brick.column) }
}
