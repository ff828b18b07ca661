@testable import Breakout
@testable import Kit

/// Named games for the model's tests: small walls whose every brick is known, one ball per serve unless said.
extension BreakoutModel {
    /// The smallest wall the settings allow: one row of four plain one-hit bricks.
    static func plainRow(ballCount: Int = 1, hitsPerBrick: Int = 1) -> BreakoutModel {
        custom(rows: 1, columns: 4, ballCount: ballCount, hitsPerBrick: hitsPerBrick)
    }

    /// Three rows of four with an explosive brick in the middle of the second row, an extra-ball brick to its
    /// right and a wide-paddle brick below it:
    ///
    /// ```
    ///  .  .  .  .
    ///  .  *  +  .      * explosive, + extra ball
    ///  .  W  .  .      W wide paddle
    /// ```
    static func powderKeg() -> BreakoutModel {
        custom(
            rows: 3, columns: 4,
            specials: [
                BrickPosition(row: 1, column: 1): .explosive, BrickPosition(row: 1, column: 2): .extraBall,
                BrickPosition(row: 2, column: 1): .widePaddle,
            ])
    }

    /// One row of four whose first brick is `special`.
    static func rowStarting(with special: BrickSpecial) -> BreakoutModel {
        custom(rows: 1, columns: 4, specials: [BrickPosition(row: 0, column: 0): special])
    }

    static func custom(
        rows: Int, columns: Int, ballCount: Int = 1, hitsPerBrick: Int = 1,
        specials: [BrickPosition: BrickSpecial] = [:], best: Int = 0
    ) -> BreakoutModel {
        let configuration = BreakoutConfiguration(
            brickRows: rows, brickColumns: columns, ballCount: ballCount, specialBricks: !specials.isEmpty,
            hitsPerBrick: hitsPerBrick)
        let wall = BrickWall(rows: rows, columns: columns, hitsPerBrick: hitsPerBrick, level: 1, specials: specials)
        return BreakoutModel(configuration: configuration, best: best, wall: wall)
    }

    /// Hits every standing brick until the wall is down; returns what the last hit led to.
    @discardableResult
    mutating func clearWall() -> [BrickEvent] {
        var events: [BrickEvent] = []
        while let brick = wall.standingBricks.first {
            events = hitBrick(at: BrickPosition(row: brick.row, column: brick.column))
        }
        return events
    }

    /// Launches the waiting ball and loses it, `times` times (one serve of one ball each).
    mutating func missBalls(_ times: Int) {
        for _ in 0..<times {
            if let ball = launch() { _ = loseBall(ball) }
        }
    }
}

/// Brick positions by row and column, for short test lines.
func at(_ row: Int, _ column: Int) -> BrickPosition {
    BrickPosition(row: row, column: column)
}
