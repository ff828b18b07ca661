import Foundation
import Preferences
import Testing

@testable import Breakout
@testable import Dynamics
@testable import Kit

@MainActor
@Suite("Breakout: bricks, balls, lives and the outcome alert")
struct BreakoutSceneTests {
    /// One row of four plain bricks: predictable targets.
    static let plainRow: [TestSetting] = [
        .set(BreakoutSettings.brickRows, 1), .set(BreakoutSettings.brickColumns, 4),
        .set(BreakoutSettings.specialBricks, false),
        .set(BreakoutSettings.hitsPerBrick, 1),
    ]

    @Test("A ball aimed at a brick breaks it and scores its row's value; events name the brick")
    func ballBreaksBrick() throws {
        let f = BreakoutFixture(settings: Self.plainRow)
        let layout = try #require(f.scene.playfield.layout)
        let target = layout.frame(row: 0, column: 1)
        f.addBall(at: Point(x: target.midX, y: target.maxY + 120), velocity: Point(x: 0, y: -480))
        let broke = f.run(upTo: 1) { f.scene.wall[BrickPosition(row: 0, column: 1)].isDestroyed }
        #expect(broke)
        #expect(f.scene.game.score == BreakoutGame.baseValue(row: 0, rows: 1))
        let hit = try #require(f.events.named("brick.hit").first)
        #expect(hit["row"] as? Int == 0 && hit["col"] as? Int == 1 && hit["remaining_hits"] as? Int == 0)
        #expect(f.events.count("brick.destroyed") == 1)
        #expect(
            f.scene.playfield.physics.collider.boundary(
                withIdentifier: BreakoutBoundary.brick(.init(row: 0, column: 1))) == nil)
        #expect(f.scene.wall.standingCount == 3)
    }

    @Test("A brick that takes two hits survives the first (look and events say one left) and breaks on the second")
    func multiHitBrick() throws {
        let f = BreakoutFixture(settings: Self.plainRow + [.set(BreakoutSettings.hitsPerBrick, 2)])
        let layout = try #require(f.scene.playfield.layout)
        let target = layout.frame(row: 0, column: 2)
        let position = BrickPosition(row: 0, column: 2)
        f.scene.movePaddle(toX: target.midX)
        f.addBall(at: Point(x: target.midX, y: target.maxY + 60), velocity: Point(x: 0, y: -480))
        f.run(upTo: 1) { f.events.count("brick.hit") == 1 }
        #expect(f.events.named("brick.hit").first?["remaining_hits"] as? Int == 1)
        let view = try #require(f.scene.playfield.brickViews[position])
        #expect(view.brick.remainingHits == 1)
        #expect(view.restingColor != BreakoutPalette.brick(row: 0), "a damaged brick looks dimmer")
        f.run(upTo: 3) { f.scene.wall[position].isDestroyed }
        #expect(f.scene.wall[position].isDestroyed)
    }

    @Test("A ball that falls past the paddle costs a life; the next ball waits on the paddle")
    func lostBallCostsALife() {
        let f = BreakoutFixture(settings: Self.plainRow)
        f.key(.space)
        #expect(f.scene.playfield.balls.count == 1)
        let ball = f.scene.playfield.balls[0]
        // Far from the paddle, falling.
        ball.center = Point(x: 20, y: f.scene.field.bounds.height - 80)
        f.scene.playfield.physics.ballWasMoved(ball)
        f.scene.playfield.physics.setVelocity(Point(x: 0, y: 500), of: ball)
        f.scene.movePaddle(toX: f.scene.field.bounds.width - 60)
        f.run(upTo: 1) { f.events.count("ball.lost") == 1 }
        #expect(f.events.count("ball.lost") == 1)
        #expect(f.scene.game.lives == BreakoutGame.startingLives - 1)
        #expect(f.scene.playfield.balls.isEmpty)
        #expect(f.scene.playfield.restingBall != nil)
    }

    @Test("Losing the last life ends the game with an alert; its button restores every brick and the lives")
    func gameOverAlertResets() throws {
        let f = BreakoutFixture(settings: Self.plainRow)
        f.scene.send(.brickTouched(BrickPosition(row: 0, column: 0)))
        for _ in 0..<BreakoutGame.startingLives {
            f.key(.space)
            let ball = try #require(f.scene.playfield.balls.last)
            ball.center = Point(x: 20, y: f.scene.field.bounds.height - 60)
            f.scene.playfield.physics.ballWasMoved(ball)
            f.scene.playfield.physics.setVelocity(Point(x: 0, y: 600), of: ball)
            f.scene.movePaddle(toX: f.scene.field.bounds.width - 60)
            f.run(upTo: 1) { f.scene.playfield.balls.isEmpty }
        }
        #expect(f.scene.game.phase == .over)
        let over = try #require(f.events.named("game.over").last)
        #expect(over["won"] as? Bool == false)
        #expect(over["score"] as? Int == BreakoutGame.baseValue(row: 0, rows: 1))
        let button = try #require(f.window.rootView.view(withIdentifier: "breakout.alert.play-again") as? Button)
        f.key(.space)
        #expect(f.scene.playfield.balls.isEmpty, "no launch while the alert waits")
        button.activate()
        f.run(seconds: 0.5)
        #expect(f.scene.wall.standingCount == 4)
        #expect(f.scene.playfield.brickViews.count == 4)
        #expect(f.scene.game.lives == BreakoutGame.startingLives && f.scene.game.score == 0)
        #expect(f.scene.game.best == BreakoutGame.baseValue(row: 0, rows: 1))
        #expect(f.events.count("game.reset") == 1)
        #expect(f.scene.playfield.restingBall != nil)
        #expect(f.window.presentations.isEmpty)
    }

    @Test("Clearing the wall ends the level with a winning alert; its button builds the next level's wall")
    func levelCleared() throws {
        let f = BreakoutFixture(settings: [
            .set(BreakoutSettings.brickRows, 1), .set(BreakoutSettings.brickColumns, 4),
            .set(BreakoutSettings.specialBricks, false),
        ])
        for column in 0..<4 { f.scene.send(.brickTouched(BrickPosition(row: 0, column: column))) }
        #expect(f.scene.game.phase == .cleared)
        let over = try #require(f.events.named("game.over").last)
        #expect(over["won"] as? Bool == true)
        let button = try #require(f.window.rootView.view(withIdentifier: "breakout.alert.next-level") as? Button)
        button.activate()
        #expect(f.scene.game.level == 2)
        #expect(f.scene.wall.standingCount == 4)
        #expect(f.scene.wall[BrickPosition(row: 0, column: 0)].maximumHits == 2, "level 2 reinforces the top row")
        #expect(f.scene.game.score > 4, "the score and the level bonus carry over")
    }

    @Test("The best score survives the scene: a new scene reads it back")
    func bestScorePersists() throws {
        let f = BreakoutFixture(settings: Self.plainRow)
        f.scene.send(.brickTouched(BrickPosition(row: 0, column: 0)))
        f.scene.sceneWillTerminate()
        let again = BreakoutFixture(folder: f.folder)
        #expect(again.scene.game.best == BreakoutGame.baseValue(row: 0, rows: 1))
    }
}

@MainActor
@Suite("Breakout: New Game, the serve count and the push cooldown on screen")
struct BreakoutNewGameTests {
    @Test("N in mid-game asks in an alert with the game frozen; New Game builds a full wall and serve")
    func newGameAsks() throws {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        f.key(.space)
        f.run(seconds: 0.3)
        f.scene.send(.brickTouched(at(0, 0)))
        f.key(.character("n"))
        #expect(f.scene.isPaused && f.scene.field.veil.isHidden, "frozen, and the alert says why")
        let confirm = try #require(f.window.rootView.view(withIdentifier: "breakout.newgame.confirm") as? Button)
        confirm.activate()
        f.run(seconds: 0.5)
        #expect(!f.scene.isPaused && f.scene.game.score == 0 && f.scene.wall.standingCount == 4)
        #expect(f.scene.playfield.balls.isEmpty && f.scene.playfield.restingBall?.index == 0)
        #expect(f.scene.playfield.brickViews.count == 4)
        #expect(f.events.named("game.reset").last?["cause"] as? String == "new_game")
    }

    @Test("The button on a fresh game starts over at once, without asking")
    func newGameButtonOnAFreshGame() throws {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        let button = try #require(f.window.rootView.view(withIdentifier: "breakout.newgame") as? Button)
        button.activate()
        #expect(f.window.presentations.isEmpty && f.events.count("game.reset") == 1)
    }

    @Test("The HUD counts the balls left to serve down as they go up")
    func serveCount() throws {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow + [.set(BreakoutSettings.ballCount, 3)])
        let serve = try #require(f.window.rootView.view(withIdentifier: "breakout.serve") as? Label)
        #expect(serve.text == "3" && serve.accessibilityLabel == "3 balls left to serve")
        f.key(.space)
        #expect(serve.text == "2")
    }

    @Test("After a push the paddle's cooldown band shrinks away; a click within it flashes the band, pushes nothing")
    func cooldownBand() {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        let point = f.windowPoint(inField: Point(x: 300, y: 300))
        f.click(at: point)
        f.run(seconds: 0.2)
        f.click(at: point)
        f.run(seconds: 0.2)
        let band = f.scene.paddle.cooldownBand
        #expect(!band.isHidden && band.frame.width < f.scene.paddle.bounds.width)
        f.click(at: point)
        #expect(f.events.count("ball.pushed") == 1 && f.events.count("ball.push_refused") == 1)
        #expect(band.alpha == PaddleView.refusalAlpha || band.presentedAlpha > PaddleView.cooldownAlpha)
        f.run(seconds: 0.5)
        #expect(band.isHidden)
    }
}
