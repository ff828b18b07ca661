import Foundation
import Testing

@testable import Breakout
@testable import Kit

@Suite("Breakout model: wall, rules, layout, speeds, paddle, records")
struct BreakoutModelTests {
    @Test("A brick breaks after its hits; hits on a broken brick miss")
    func wallHits() {
        var random = SeededRandom(seed: 1)
        var wall = BrickWall(rows: 2, columns: 3, hitsPerBrick: 2, level: 1, specials: false, random: &random)
        let position = BrickPosition(row: 1, column: 2)
        guard case .damaged(let damaged) = wall.hit(position) else {
            Issue.record("the first of two hits damages")
            return
        }
        #expect(damaged.remainingHits == 1 && damaged.damage == 1)
        guard case .destroyed = wall.hit(position) else {
            Issue.record("the second hit breaks")
            return
        }
        #expect(wall.hit(position) == .missed)
        #expect(wall.standingCount == 5 && !wall.isCleared)
    }

    @Test("Later levels reinforce the top rows, never past the most hits a brick may take")
    func levelsReinforce() {
        var random = SeededRandom(seed: 1)
        let wall = BrickWall(rows: 4, columns: 2, hitsPerBrick: 4, level: 3, specials: false, random: &random)
        #expect(wall.bricks.map(\.maximumHits) == [5, 5, 5, 5, 4, 4, 4, 4])
    }

    @Test("An explosion breaks the neighbours whatever their hits, and chains through explosive ones")
    func chainReaction() {
        var wall = BrickWall(
            rows: 1, columns: 6, hitsPerBrick: 3, level: 1,
            specials: [BrickPosition(row: 0, column: 1): .explosive, BrickPosition(row: 0, column: 2): .explosive])
        let origin = BrickPosition(row: 0, column: 1)
        for _ in 0..<3 { _ = wall.hit(origin) }
        let broken = wall.explode(from: origin)
        #expect(broken.map(\.column) == [0, 2, 3])
        #expect(broken.allSatisfy { $0.isDestroyed })
        #expect(wall.standingBricks.map(\.column) == [4, 5])
    }

    @Test("The same seed builds the same wall")
    func seededWalls() {
        var first = SeededRandom(seed: 99)
        var second = SeededRandom(seed: 99)
        let a = BrickWall(rows: 6, columns: 10, hitsPerBrick: 1, level: 1, specials: true, random: &first)
        let b = BrickWall(rows: 6, columns: 10, hitsPerBrick: 1, level: 1, specials: true, random: &second)
        #expect(a.bricks == b.bricks)
    }

    @Test("Scoring: rows pay 1, 3, 5, 7 from the bottom band up, times the combo since the paddle")
    func scoring() {
        #expect((0..<8).map { BreakoutGame.baseValue(row: $0, rows: 8) } == [7, 7, 5, 5, 3, 3, 1, 1])
        #expect(BreakoutGame.baseValue(row: 0, rows: 1) == 1)
        var game = BreakoutGame()
        game.brickBroken(row: 7, rows: 8)
        game.brickBroken(row: 0, rows: 8)
        #expect(game.score == 1 + 7 * 2)
        game.paddleTouched()
        game.brickBroken(row: 0, rows: 8)
        #expect(game.score == 15 + 7)
        #expect(game.best == game.score)
    }

    @Test("Lives run out into game over; a new game keeps only the best score")
    func livesAndNewGame() {
        var game = BreakoutGame(best: 50)
        game.brickBroken(row: 0, rows: 4)
        for _ in 0..<BreakoutGame.startingLives { game.lifeLost() }
        #expect(game.phase == .over && game.lives == 0)
        game.brickBroken(row: 0, rows: 4)
        #expect(game.score == 7, "no points after the end")
        game.startNewGame()
        #expect(game == BreakoutGame(best: 50))
    }

    @Test("Clearing a level adds the level and lives bonus; the next level starts with the score")
    func levelClear() {
        var game = BreakoutGame()
        game.levelCleared()
        #expect(game.score == BreakoutGame.levelBonus + BreakoutGame.lifeBonus * BreakoutGame.startingLives)
        game.startNextLevel()
        #expect(game.level == 2 && game.phase == .playing && game.score > 0)
    }

    @Test("Bricks fill the field's width between margins, under the top gap, within the wall's share")
    func layoutFits() {
        for (rows, columns, size) in [(5, 10, Size(width: 992, height: 560)), (12, 20, Size(width: 600, height: 400))] {
            let layout = BrickLayout(rows: rows, columns: columns, fieldSize: size)
            let wall = layout.wallFrame
            #expect(abs(wall.minX - BrickLayout.sideMargin) < 1e-9)
            #expect(abs(wall.maxX - (size.width - BrickLayout.sideMargin)) < 1e-9)
            #expect(wall.minY == BrickLayout.topMargin)
            #expect(BrickLayout.brickHeightRange.contains(layout.brickSize.height))
            let next = layout.frame(row: 0, column: 1)
            #expect(abs(next.minX - layout.frame(row: 0, column: 0).maxX - BrickLayout.gap) < 1e-9)
        }
        let roomy = BrickLayout(rows: 5, columns: 10, fieldSize: Size(width: 992, height: 560))
        #expect(roomy.wallFrame.maxY <= 560 * BrickLayout.maximumWallShare)
    }

    @Test("Speeds stay in the band and never go flat without gravity")
    func speedBand() {
        let rules = BallSpeedRules(cruising: 400, gravity: 0, climb: 300)
        #expect(rules.corrected(Point(x: 0, y: -400)) == Point(x: 0, y: -400))
        #expect(abs(rules.corrected(Point(x: 0, y: 10)).length - rules.minimumSpeed) < 1e-9)
        #expect(abs(rules.corrected(Point(x: 3000, y: -3000)).length - rules.maximumSpeed) < 1e-9)
        let flat = rules.corrected(Point(x: -500, y: 1))
        #expect(abs(atan2(flat.y, -flat.x) - BallSpeedRules.minimumSlope) < 1e-9)
        #expect(flat.x < 0 && flat.y > 0)
        #expect(rules.corrected(.zero).length == rules.minimumSpeed)
    }

    @Test("The paddle sends a ball up, turned by where it hit, within the allowed angle")
    func paddleReturn() {
        let rules = BallSpeedRules(cruising: 480, gravity: 0, climb: 300)
        let straight = rules.paddleReturn(bounced: Point(x: 0, y: -480), hitOffset: 0)
        #expect(abs(straight.x) < 1e-9 && abs(straight.y + 480) < 1e-9)
        let right = rules.paddleReturn(bounced: Point(x: 0, y: 480), hitOffset: 1)
        #expect(abs(atan2(right.x, -right.y) - BallSpeedRules.englishAngle) < 1e-9)
        let steep = rules.paddleReturn(bounced: Point(x: 480, y: -10), hitOffset: 1)
        #expect(abs(atan2(steep.x, -steep.y) - BallSpeedRules.maximumPaddleAngle) < 1e-9)
    }

    @Test("Under gravity the paddle returns the ball fast and steep enough to reach the wall")
    func gravityClimb() {
        let rules = BallSpeedRules(cruising: 360, gravity: 400, climb: 350)
        let needed = (2 * 400 * 350.0).squareRoot()
        #expect(rules.paddleReturnSpeed >= needed)
        for offset in stride(from: -1.0, through: 1.0, by: 0.25) {
            let velocity = rules.paddleReturn(bounced: Point(x: 200, y: 300), hitOffset: offset)
            #expect(-velocity.y >= needed - 1e-9, "the vertical speed climbs \(350) pt against 400 pt/s²")
        }
        #expect(rules.nudge(spread: 0.5).y > 0)
    }

    @Test("A ball touching the paddle's oval is freed on top, or past the nearer end when it is already below")
    func paddleGeometry() {
        let paddle = PaddleGeometry(frame: Rect(x: 100, y: 500, width: 100, height: 14))
        #expect(paddle.overlaps(ballAt: Point(x: 150, y: 495), radius: 8))
        #expect(!paddle.overlaps(ballAt: Point(x: 150, y: 490), radius: 8))
        #expect(!paddle.overlaps(ballAt: Point(x: 215, y: 507), radius: 8))
        #expect(paddle.freedCenter(forBallAt: Point(x: 150, y: 505), radius: 8, fieldWidth: 800).y == 491.5)
        #expect(paddle.freedCenter(forBallAt: Point(x: 190, y: 510), radius: 8, fieldWidth: 800).x == 208.5)
        let cornered = PaddleGeometry(frame: Rect(x: 0, y: 500, width: 100, height: 14))
        #expect(
            cornered.freedCenter(forBallAt: Point(x: 10, y: 510), radius: 8, fieldWidth: 800) == Point(x: 10, y: 491.5),
            "squeezed against the wall: on top")
        #expect(paddle.offset(ofX: 200) == 1 && paddle.offset(ofX: 125) == -0.5)
    }

    @Test("A configuration is bounded; only a different wall or serve needs a new game")
    func configuration() {
        let wild = BreakoutConfiguration(brickRows: 99, ballCount: 0, bounciness: 3, gravity: 9, tapPush: -5)
        #expect(wild.brickRows == 12 && wild.ballCount == 1 && wild.bounciness == 1)
        #expect(wild.gravity == 0.4 && wild.tapPush == 100)
        let base = BreakoutConfiguration()
        var feel = base
        feel.bounciness = 0.7
        feel.ballSpeed = .fast
        #expect(!base.needsNewGame(toApply: feel))
        var wall = base
        wall.brickColumns = 12
        #expect(base.needsNewGame(toApply: wall))
    }
}
