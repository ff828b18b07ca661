import Preferences
import Testing

@testable import Breakout
@testable import Kit

@MainActor
@Suite("Breakout: pause and resume keep every ball's velocity exactly")
struct BreakoutPauseTests {
    /// Two balls in flight, half a second into play, in a tab bar with a second tab.
    private func twoBallsInFlight() -> BreakoutFixture {
        let f = BreakoutFixture(
            settings: BreakoutSceneTests.plainRow + [.set(BreakoutSettings.ballCount, 2)], inTabBar: true)
        f.key(.space)
        f.run(seconds: 0.2)
        f.key(.space)
        f.run(seconds: 0.3)
        return f
    }

    private func velocities(_ f: BreakoutFixture) -> [Point] {
        f.scene.playfield.balls.map { f.scene.playfield.physics.velocity(of: $0) }
    }

    @Test("Switching tabs freezes each ball; coming back waits for Space, then gives each the very velocity it had")
    func tabSwitchPausesAndResumesExactly() throws {
        let f = twoBallsInFlight()
        let tabs = try #require(f.tabs)
        #expect(f.scene.playfield.balls.count == 2)
        let before = velocities(f)
        tabs.select(index: 1)
        let centers = f.scene.playfield.balls.map(\.center)
        f.run(seconds: 2)
        #expect(f.scene.playfield.balls.map(\.center) == centers, "frozen while away")
        #expect(velocities(f).allSatisfy { $0 == .zero })
        tabs.select(index: 0)
        f.run(seconds: 1)
        #expect(f.scene.playfield.balls.map(\.center) == centers, "still frozen: the game waits for the player")
        #expect(!f.scene.field.veil.isHidden && f.scene.field.veil.subtitle.text == "Click or press Space to continue")
        f.tick()
        #expect(f.scene.field.veil.card.isHidden, "the frozen field shows, balls and all, not the card")
        #expect(f.events.named("game.continue_prompt").last?["reason"] as? String == "hidden")
        #expect(f.events.count("game.resumed") == 0)
        f.key(.space)
        #expect(velocities(f) == before, "restored bit for bit")
        #expect(f.events.count("ball.launched") == 2, "the Space that played on launched nothing")
        let paused = try #require(f.events.named("game.paused").last)
        let resumed = try #require(f.events.named("game.resumed").last)
        #expect(EventRecorder.velocities(paused).count == 2)
        #expect(EventRecorder.velocities(paused) == EventRecorder.velocities(resumed))
        let logged = EventRecorder.velocities(paused)
        for (pair, velocity) in zip(logged, before) {
            #expect(abs(pair[0] - velocity.x) < 1e-3 && abs(pair[1] - velocity.y) < 1e-3)
        }
        f.run(seconds: 2 * BreakoutFixture.frameDuration)  // a resumed link's first frame has no elapsed time
        #expect(f.scene.playfield.balls.map(\.center) != centers, "moving again")
    }

    @Test("Losing window focus pauses with a veil; regaining it prompts, and a click plays on")
    func focusPauses() {
        let f = twoBallsInFlight()
        let before = velocities(f)
        f.window.hasFocus = false
        #expect(f.scene.isPaused)
        #expect(!f.scene.field.veil.isHidden)
        f.run(seconds: 1)
        f.window.hasFocus = true
        #expect(f.scene.isPaused && f.events.named("game.continue_prompt").last?["reason"] as? String == "unfocused")
        #expect(f.events.count("game.resumed") == 0)
        f.click(at: f.windowPoint(inField: Point(x: 300, y: 300)))
        #expect(!f.scene.isPaused)
        #expect(f.scene.field.veil.isHidden)
        #expect(velocities(f) == before)
        #expect(f.events.count("game.paused") == 1 && f.events.count("game.resumed") == 1)
    }

    @Test("P pauses and resumes; a pause the player asked for outlasts a trip to another tab")
    func playerPauseOutlastsTabSwitch() throws {
        let f = twoBallsInFlight()
        let tabs = try #require(f.tabs)
        f.key(.character("p"))
        #expect(f.scene.isPaused)
        tabs.select(index: 1)
        tabs.select(index: 0)
        #expect(f.scene.isPaused, "still paused: the player has not pressed P again")
        #expect(f.events.count("game.resumed") == 0)
        let paddleX = f.scene.playfield.paddleCenterX
        f.keyDown(.right)
        f.run(seconds: 0.5)
        #expect(f.scene.playfield.paddleCenterX == paddleX, "the paddle does not move while paused")
        f.keyUp(.right)
        f.key(.escape)
        #expect(!f.scene.isPaused)
        #expect(f.events.count("game.paused") == 1 && f.events.count("game.resumed") == 1)
    }
}

@MainActor
@Suite("Breakout: settings apply on the next appearance; resizing keeps the game")
struct BreakoutSettingsAndResizeTests {
    @Test("Settings changed while another tab shows apply when the game shows again, not before")
    func settingsApplyOnAppearance() throws {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow, inTabBar: true)
        let tabs = try #require(f.tabs)
        tabs.select(index: 1)
        f.preferences[BreakoutSettings.gravityEnabled] = true
        f.preferences[BreakoutSettings.gravityStrength] = 0.3
        f.preferences[BreakoutSettings.brickRows] = 3
        f.preferences[BreakoutSettings.bounciness] = 0.8
        #expect(f.scene.configuration.gravity == 0, "nothing changes while the game is hidden")
        #expect(f.scene.wall.rows == 1)
        tabs.select(index: 0)
        #expect(f.scene.configuration.gravity == 0.3)
        #expect(f.scene.playfield.physics.gravity.magnitude == 0.3)
        #expect(f.scene.playfield.physics.material.elasticity == 0.8)
        #expect(f.scene.wall.rows == 3 && f.scene.playfield.brickViews.count == 12, "a new wall for the new rows")
        #expect(f.events.named("game.reset").last?["cause"] as? String == "settings")
    }

    @Test("A change of feel (bounciness, paddle) keeps the game in progress")
    func feelChangesKeepTheGame() throws {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow, inTabBar: true)
        let tabs = try #require(f.tabs)
        f.scene.send(.brickTouched(BrickPosition(row: 0, column: 0)))
        let score = f.scene.game.score
        let narrow = f.scene.paddle.frame.width
        tabs.select(index: 1)
        f.preferences[BreakoutSettings.paddleWidth] = PaddleWidth.wide
        tabs.select(index: 0)
        f.run(seconds: 0.5)
        #expect(f.scene.game.score == score && f.scene.wall.standingCount == 3)
        #expect(f.scene.paddle.frame.width > narrow * 1.3)
        #expect(f.events.count("game.reset") == 0)
    }

    @Test("A ball on its way out under the paddle stays within a radius of the bottom when the window grows")
    func resizeKeepsALeavingBallAtTheBottom() {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        let height = f.scene.field.bounds.height
        let ball = f.addBall(at: Point(x: 40, y: height - 1), velocity: Point(x: 0, y: 300))
        f.tick()  // the display link's first frame after starting has no elapsed time
        f.window.resize(to: Size(width: 800, height: 1200))
        f.tick()  // the ball steps 5 pt down, past the bottom but not yet lost; then the field grows
        let bottom = f.scene.field.bounds.height
        #expect(bottom > 2 * height)
        #expect(ball.center.y - BallView.radius <= bottom, "not left below the field")
    }

    @Test("Resizing the window re-lays the bricks and their boundaries and keeps hits, score and balls")
    func resizeKeepsState() throws {
        let f = BreakoutFixture(settings: [
            .set(BreakoutSettings.brickRows, 2), .set(BreakoutSettings.brickColumns, 5),
            .set(BreakoutSettings.specialBricks, false), .set(BreakoutSettings.hitsPerBrick, 2),
        ])
        f.scene.send(.brickTouched(BrickPosition(row: 0, column: 0)))
        f.scene.send(.brickTouched(BrickPosition(row: 1, column: 3)))
        f.scene.send(.brickTouched(BrickPosition(row: 1, column: 3)))
        let score = f.scene.game.score
        f.key(.space)
        f.run(seconds: 0.3)
        let paddleShare = f.scene.playfield.paddleCenterX / f.scene.field.bounds.width
        f.window.resize(to: Size(width: 1200, height: 820))
        f.tick()
        let field = f.scene.field.bounds.size
        let layout = BrickLayout(rows: 2, columns: 5, fieldSize: field)
        #expect(f.scene.playfield.layout == layout)
        let kept = try #require(f.scene.playfield.brickViews[BrickPosition(row: 0, column: 0)])
        #expect(kept.frame == layout.frame(row: 0, column: 0))
        #expect(kept.brick.remainingHits == 1)
        let boundary = f.scene.playfield.physics.collider.boundary(
            withIdentifier: BreakoutBoundary.brick(BrickPosition(row: 0, column: 0)))
        #expect(boundary == .rect(layout.frame(row: 0, column: 0)))
        #expect(f.scene.playfield.brickViews[BrickPosition(row: 1, column: 3)] == nil)
        #expect(
            f.scene.playfield.physics.collider.boundary(
                withIdentifier: BreakoutBoundary.brick(BrickPosition(row: 1, column: 3)))
                == nil)
        #expect(f.scene.game.score == score && f.scene.wall.standingCount == 9)
        #expect(f.scene.playfield.balls.count == 1)
        #expect(abs(f.scene.playfield.paddleCenterX / field.width - paddleShare) < 1e-9)
        #expect(f.scene.paddle.frame.maxY == field.height - Playfield.paddleBottomMargin)
    }
}
