import Testing

@testable import Breakout
@testable import Kit

@Suite("Breakout model: bricks, scoring, special bricks and levels")
struct BreakoutModelBrickTests {
    @Test("A two-hit brick is damaged by the first hit and broken by the second, scoring its row's value")
    func twoHitBrick() {
        var model = BreakoutModel.plainRow(hitsPerBrick: 2)
        var damaged = Brick(row: 0, column: 3, hits: 2)
        damaged.remainingHits = 1
        #expect(model.hitBrick(at: at(0, 3)) == [.struck(damaged)])
        #expect(model.game.score == 0)
        var broken = damaged
        broken.remainingHits = 0
        #expect(
            model.hitBrick(at: at(0, 3)) == [
                .struck(broken), .broke(BrokenBrick(brick: broken, points: 1, score: 1, cause: .ball, ripple: 0)),
            ])
        #expect(model.hitBrick(at: at(0, 3)) == [], "a broken brick is not hit again")
    }

    @Test("Bricks broken before the paddle is touched multiply: the combo counts them until it is")
    func combo() {
        var model = BreakoutModel.custom(rows: 4, columns: 4)
        _ = model.hitBrick(at: at(3, 0))  // bottom band: 1 × 1
        _ = model.hitBrick(at: at(0, 0))  // top band: 7 × 2
        #expect(model.game.score == 1 + 14 && model.game.combo == 2)
        model.paddleTouched()
        #expect(model.game.combo == 0)
        _ = model.hitBrick(at: at(1, 0))  // second band: 5 × 1
        #expect(model.game.score == 20)
    }

    @Test("An explosive brick breaks its eight neighbours nearest first, and their specials go off too")
    func explosion() {
        var model = BreakoutModel.powderKeg()
        let events = model.hitBrick(at: at(1, 1))
        let broken = events.compactMap { event -> BrokenBrick? in
            if case .broke(let brick) = event { brick } else { nil }
        }
        #expect(
            broken.map(\.position) == [
                at(1, 1), at(0, 0), at(0, 1), at(0, 2), at(1, 0), at(1, 2), at(2, 0), at(2, 1), at(2, 2),
            ])
        #expect(broken.map(\.cause) == [.ball] + Array(repeating: .explosion, count: 8))
        #expect(broken.map(\.ripple) == [0] + Array(repeating: 1, count: 8))
        let triggered = events.compactMap { event -> BrickSpecial? in
            if case .triggered(let special, _) = event { special } else { nil }
        }
        #expect(triggered == [.explosive, .extraBall, .widePaddle])
        #expect(model.wall.standingBricks.map(\.column) == [3, 3, 3])
        #expect(model.ballsInPlay == 1, "the extra ball joined play")
        #expect(model.effects[.widePaddle] == TimedEffect(endsAt: 12, duration: 12))
        #expect(broken.last?.score == model.game.score)
    }

    @Test("Each broken brick scores with the combo so far: nine bricks in one blast are a rising run")
    func explosionScores() {
        var model = BreakoutModel.powderKeg()
        let points = model.hitBrick(at: at(1, 1)).compactMap { event -> Int? in
            if case .broke(let brick) = event { brick.points } else { nil }
        }
        // Rows 0, 1, 2 of 3 are worth 5, 3, 1; the combo climbs 1, 2, … 8 and stays at 8.
        #expect(points == [3 * 1, 5 * 2, 5 * 3, 5 * 4, 3 * 5, 3 * 6, 1 * 7, 1 * 8, 1 * 8])
        #expect(model.game.score == points.reduce(0, +))
    }

    @Test("Breaking the last brick clears the level: bonus scored, balls out of play, effects over, outcome waits")
    func levelCleared() {
        var model = BreakoutModel.rowStarting(with: .slowBall)
        model.launch()
        _ = model.hitBrick(at: at(0, 0))
        _ = model.hitBrick(at: at(0, 1))
        _ = model.hitBrick(at: at(0, 2))
        #expect(model.effects[.slowBall] != nil)
        let events = model.hitBrick(at: at(0, 3))
        #expect(events.last == .levelCleared)
        let bonus = BreakoutGame.levelBonus * 1 + BreakoutGame.lifeBonus * BreakoutGame.startingLives
        #expect(model.game.score == 1 + 2 + 3 + 4 + bonus)
        #expect(model.game.phase == .cleared && model.outcome?.won == true)
        #expect(model.outcome?.buttonTitle == "Next level")
        #expect(model.ballsInPlay == 0 && model.ballsWaiting == 0 && model.effects.isEmpty)
        #expect(!model.acceptsPlayInput && model.hitBrick(at: at(0, 0)) == [])
    }

    @Test("The next level keeps the score, reinforces the top row and sends the balls 5 % faster")
    func nextLevel() {
        var model = BreakoutModel.plainRow()
        model.clearWall()
        let score = model.game.score
        var random = SeededRandom(seed: 5)
        model.continueAfterOutcome(random: &random)
        #expect(model.game.level == 2 && model.game.score == score && model.game.phase == .playing)
        #expect(model.wall.bricks.map(\.maximumHits) == [2, 2, 2, 2])
        #expect(model.ballsWaiting == 1)
        #expect(abs(model.cruisingSpeed - BallSpeed.normal.pointsPerSecond * 1.05) < 1e-9)
    }

    @Test("The speed-up per level stops at 30 %")
    func speedUpIsCapped() {
        var model = BreakoutModel.plainRow()
        var random = SeededRandom(seed: 5)
        for _ in 0..<9 {
            model.clearWall()
            model.continueAfterOutcome(random: &random)
        }
        #expect(model.game.level == 10)
        #expect(abs(model.cruisingSpeed - BallSpeed.normal.pointsPerSecond * 1.3) < 1e-9)
    }
}
