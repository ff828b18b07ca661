import Preferences
import Testing

@testable import Breakout
@testable import Kit

@MainActor
@Suite("Breakout: special bricks")
struct BreakoutSpecialsTests {
    private func plainWall(rows: Int, columns: Int) -> BreakoutFixture {
        BreakoutFixture(settings: [
            (BreakoutSettings.brickRows, .int(rows)), (BreakoutSettings.brickColumns, .int(columns)),
            (BreakoutSettings.specialBricks, false),
        ])
    }

    @Test("An explosive brick breaks its eight neighbours with it, each scored and announced")
    func explosionClearsNeighbours() {
        let f = plainWall(rows: 3, columns: 4)
        let center = BrickPosition(row: 1, column: 1)
        f.scene.hitBrick(at: center)
        f.scene.trigger(.explosive, from: f.scene.wall[center])
        let blasted = f.events.named("brick.destroyed").filter { $0["cause"] as? String == "explosion" }
        #expect(blasted.count == 8)
        #expect(f.scene.wall.standingCount == 12 - 9)
        let survivors = Set(f.scene.wall.standingBricks.map(\.column))
        #expect(survivors == [3], "only the far column stands")
        #expect(f.scene.physics.brickPositions.count == 3)
        #expect(f.events.count("special.triggered") == 1)
    }

    @Test("An extra-ball brick puts a new ball in play where it was")
    func extraBall() throws {
        let f = plainWall(rows: 2, columns: 4)
        let position = BrickPosition(row: 1, column: 2)
        f.scene.hitBrick(at: position)
        f.scene.trigger(.extraBall, from: f.scene.wall[position])
        #expect(f.scene.balls.count == 1)
        let frame = try #require(f.scene.layout?.frame(row: 1, column: 2))
        #expect(f.scene.balls[0].view.center == frame.center)
        #expect(f.events.named("ball.launched").last?["source"] as? String == "extra_ball")
        #expect(f.scene.physics.velocity(of: f.scene.balls[0].view).y > 0, "it heads toward the player")
    }

    @Test("A wide-paddle brick widens the paddle for its time, then the paddle shrinks back")
    func widePaddle() {
        let f = plainWall(rows: 1, columns: 4)
        let normal = f.scene.paddleFrame.width
        f.scene.trigger(.widePaddle, from: f.scene.wall[BrickPosition(row: 0, column: 0)])
        #expect(abs(f.scene.paddleFrame.width - normal * BreakoutScene.widePaddleFactor) < 1e-9)
        #expect(
            f.scene.physics.collider.boundary(withIdentifier: BreakoutBoundary.paddle) == .oval(in: f.scene.paddleFrame)
        )
        f.scene.step(by: BreakoutScene.widePaddleDuration - 1)
        #expect(f.scene.paddleFrame.width > normal)
        f.scene.step(by: 1.5)
        #expect(f.scene.paddleFrame.width == normal)
    }

    @Test("A slow-ball brick slows the balls in play and the band, then lets them speed up again")
    func slowBall() {
        let f = plainWall(rows: 1, columns: 4)
        let ball = f.addBall(at: Point(x: 300, y: 300), velocity: Point(x: 0, y: -480))
        let cruising = f.scene.rules.cruising
        f.scene.trigger(.slowBall, from: f.scene.wall[BrickPosition(row: 0, column: 0)])
        #expect(abs(f.scene.rules.cruising - cruising * BreakoutScene.slowBallFactor) < 1e-9)
        #expect(f.scene.physics.velocity(of: ball.view).length <= f.scene.rules.cruising + 1e-9)
        #expect(ball.view.glowColor == BreakoutPalette.slowBallGlow)
        f.scene.step(by: BreakoutScene.slowBallDuration + 0.1)
        #expect(f.scene.rules.cruising == cruising)
        #expect(ball.view.glowColor == BreakoutPalette.ballGlow)
    }

    @Test("With special bricks on, about one brick in eight is special, every kind present on a big wall")
    func specialsAreSpread() {
        let f = BreakoutFixture(settings: [
            (BreakoutSettings.brickRows, 8), (BreakoutSettings.brickColumns, 12),
            (BreakoutSettings.specialBricks, true),
        ])
        let specials = f.scene.wall.bricks.compactMap(\.special)
        #expect(specials.count == Int((96 * BrickWall.specialShare).rounded()))
        #expect(Set(specials) == Set(BrickSpecial.allCases))
        let marked = f.scene.brickViews.values.filter { $0.brick.special != nil }
        #expect(marked.allSatisfy { $0.borderWidth > 0 }, "special bricks wear a white ring")
    }
}
