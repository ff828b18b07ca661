import Preferences
import Testing

@testable import Breakout
@testable import Kit

/// The model decides what a special brick does (see `BreakoutModelBrickTests`); these tests check that the
/// field shows it: views, boundaries, balls, the paddle.
@MainActor
@Suite("Breakout: special bricks on screen")
struct BreakoutSpecialsTests {
    /// A field with `rows` × `columns` plain bricks and the given special ones.
    private func field(rows: Int, columns: Int, specials: [BrickPosition: BrickSpecial]) -> BreakoutFixture {
        let f = BreakoutFixture(settings: [
            .set(BreakoutSettings.brickRows, rows), .set(BreakoutSettings.brickColumns, columns),
        ])
        f.useWall(rows: rows, columns: columns, specials: specials)
        return f
    }

    @Test("An explosive brick takes its eight neighbours' views and boundaries with it, each announced")
    func explosionClearsNeighbours() {
        let f = field(rows: 3, columns: 4, specials: [at(1, 1): .explosive])
        f.scene.send(.brickTouched(at(1, 1)))
        let blasted = f.events.named("brick.destroyed").filter { $0["cause"] as? String == "explosion" }
        #expect(blasted.count == 8)
        #expect(f.events.count("special.triggered") == 1)
        #expect(Set(f.scene.playfield.brickViews.keys) == [at(0, 3), at(1, 3), at(2, 3)], "only the far column stands")
        #expect(f.scene.playfield.physics.brickPositions == [at(0, 3), at(1, 3), at(2, 3)])
        #expect(f.scene.field.effectLayer.subviews.count == 1, "a shockwave rings out")
        #expect(f.events.named("brick.destroyed").last?["score"] as? Int == f.scene.game.score)
    }

    @Test("An extra-ball brick puts a new ball in play where it was, heading toward the player")
    func extraBall() throws {
        let f = field(rows: 2, columns: 4, specials: [at(1, 2): .extraBall])
        f.scene.send(.brickTouched(at(1, 2)))
        #expect(f.scene.playfield.balls.count == 1 && f.scene.model.ballsInPlay == 1)
        let frame = try #require(f.scene.playfield.layout?.frame(row: 1, column: 2))
        #expect(f.scene.playfield.balls[0].center == frame.center)
        #expect(f.events.named("ball.launched").last?["source"] as? String == "extra_ball")
        #expect(f.scene.playfield.physics.velocity(of: f.scene.playfield.balls[0]).y > 0)
    }

    @Test("A wide-paddle brick widens the paddle and its oval for the effect's time, then both shrink back")
    func widePaddle() {
        let f = field(rows: 1, columns: 4, specials: [at(0, 0): .widePaddle])
        let normal = f.scene.playfield.paddleFrame.width
        f.scene.send(.brickTouched(at(0, 0)))
        #expect(abs(f.scene.playfield.paddleFrame.width - normal * BrickSpecial.widePaddleFactor) < 1e-9)
        #expect(f.scene.paddle.frame == f.scene.playfield.paddleFrame)
        #expect(
            f.scene.playfield.physics.collider.boundary(withIdentifier: BreakoutBoundary.paddle)
                == .oval(in: f.scene.playfield.paddleFrame)
        )
        f.scene.step(by: (BrickSpecial.widePaddle.duration ?? 0) - 1)
        #expect(f.scene.playfield.paddleFrame.width > normal)
        f.scene.step(by: 1.5)
        #expect(f.scene.playfield.paddleFrame.width == normal && f.scene.paddle.frame.width == normal)
    }

    @Test("A slow-ball brick slows the balls in play and cools their glow, then lets them speed up again")
    func slowBall() {
        let f = field(rows: 1, columns: 4, specials: [at(0, 0): .slowBall])
        let ball = f.addBall(at: Point(x: 300, y: 300), velocity: Point(x: 0, y: -480))
        let cruising = f.scene.rules.cruising
        f.scene.send(.brickTouched(at(0, 0)))
        #expect(abs(f.scene.rules.cruising - cruising * BrickSpecial.slowBallFactor) < 1e-9)
        #expect(f.scene.playfield.physics.velocity(of: ball).length <= f.scene.rules.cruising + 1e-9)
        #expect(ball.glowColor == BreakoutPalette.slowBallGlow)
        f.scene.step(by: (BrickSpecial.slowBall.duration ?? 0) + 0.1)
        #expect(f.scene.rules.cruising == cruising)
        #expect(ball.glowColor == BreakoutPalette.ballGlow)
    }

    @Test("With special bricks on, about one brick in eight is special, every kind present on a big wall")
    func specialsAreSpread() {
        let f = BreakoutFixture(settings: [
            .set(BreakoutSettings.brickRows, 8), .set(BreakoutSettings.brickColumns, 12),
            .set(BreakoutSettings.specialBricks, true),
        ])
        let specials = f.scene.wall.bricks.compactMap(\.special)
        #expect(specials.count == Int((96 * BrickWall.specialShare).rounded()))
        #expect(Set(specials) == Set(BrickSpecial.allCases))
        let marked = f.scene.playfield.brickViews.values.filter { $0.brick.special != nil }
        #expect(marked.allSatisfy { $0.borderWidth > 0 }, "special bricks wear a white ring")
    }
}
