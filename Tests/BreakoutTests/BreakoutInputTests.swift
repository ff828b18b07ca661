import Preferences
import Testing

@testable import Breakout
@testable import Dynamics
@testable import Kit

@MainActor
@Suite("Breakout: pan, tap, keys and the paddle")
struct BreakoutInputTests {
    @Test("A drag anywhere in the field moves the paddle by the drag's horizontal travel")
    func panMovesPaddle() {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        let start = f.scene.playfield.paddleCenterX
        let from = f.windowPoint(inField: Point(x: 200, y: 300))
        f.press(at: from, time: 0.1)
        for step in 1...10 {
            f.drag(to: Point(x: from.x + Double(step) * 12, y: from.y + Double(step)), time: 0.1 + Double(step) * 0.016)
        }
        f.release(at: Point(x: from.x + 120, y: from.y + 10), time: 0.3)
        #expect(abs(f.scene.playfield.paddleCenterX - (start + 120)) < 1e-9)
        #expect(f.scene.paddle.center.x == f.scene.playfield.paddleCenterX)
        let oval = f.scene.playfield.physics.collider.boundary(withIdentifier: BreakoutBoundary.paddle)
        #expect(oval == .oval(in: f.scene.playfield.paddleFrame), "the oval boundary moved with the paddle")
        #expect(
            f.scene.playfield.restingBall?.center.x == f.scene.playfield.paddleCenterX, "the waiting ball rides along")
        #expect(f.events.count("ball.pushed") == 0, "a drag is not a tap")
    }

    @Test("A click launches a waiting ball, then pushes the balls in play once per cooldown")
    func tapLaunchesThenPushes() {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        let point = f.windowPoint(inField: Point(x: 300, y: 300))
        f.click(at: point)
        #expect(f.events.count("ball.launched") == 1)
        f.run(seconds: 0.5)
        let ball = f.scene.playfield.balls[0]
        let before = f.scene.playfield.physics.velocity(of: ball)
        f.click(at: point)
        #expect(f.events.count("ball.pushed") == 1)
        f.run(seconds: 0.1)
        f.click(at: point)
        #expect(f.events.count("ball.pushed") == 1, "the cooldown holds a second push back")
        #expect(f.scene.playfield.physics.velocity(of: ball) != before)
        f.run(seconds: 1)
        f.click(at: point)
        #expect(f.events.count("ball.pushed") == 2)
    }

    @Test("A push changes the ball's velocity by the tap-push setting, then removes itself and is freed")
    func pushActsOnceAndGoes() throws {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow + [.set(BreakoutSettings.tapPush, 200)])
        let ball = f.addBall(at: Point(x: 300, y: 350), velocity: Point(x: 0, y: -500))
        f.tick()
        weak let push = f.scene.playfield.physics.push(angle: 0, deltaV: 200)
        #expect(push != nil)
        #expect(f.scene.playfield.animator.behaviors.count == 2)
        f.scene.playfield.animator.advance(by: DynamicsTuning.fixedTimeStep)
        let velocity = f.scene.playfield.physics.velocity(of: ball)
        #expect(abs(velocity.x - 200) < 1e-6, "Δv of 200 pt/s to the right")
        #expect(f.scene.playfield.animator.behaviors.count == 1, "the push removed itself")
        #expect(push == nil, "and nothing keeps it alive")
    }

    @Test("Moving the paddle onto a ball never traps it: the ball ends up on top, heading up")
    func paddleNeverSwallowsABall() {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        f.tick()
        let frame = f.scene.playfield.paddleFrame
        let ball = f.addBall(
            at: Point(x: frame.maxX + 60, y: frame.midY - 2), velocity: Point(x: 0, y: 380))
        f.scene.movePaddle(toX: frame.midX + 60)
        let geometry = f.scene.playfield.paddleGeometry
        #expect(!geometry.overlaps(ballAt: ball.center, radius: BallView.radius))
        #expect(ball.center.y < geometry.frame.minY)
        #expect(f.scene.playfield.physics.velocity(of: ball).y < 0)
        f.run(seconds: 0.5)
        #expect(ball.isInPlay)
    }

    @Test("A ball on the paddle's face leaves at the return speed, turned toward the side it hit")
    func paddleEnglish() {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        f.tick()
        let frame = f.scene.playfield.paddleFrame
        let ball = f.addBall(
            at: Point(x: frame.midX + frame.width * 0.35, y: frame.minY - 40), velocity: Point(x: 0, y: 480))
        f.run(upTo: 1) { f.events.count("paddle.hit") == 1 }
        let velocity = f.scene.playfield.physics.velocity(of: ball)
        #expect(velocity.y < 0 && velocity.x > 0, "up and to the right")
        #expect(abs(velocity.length - f.scene.rules.paddleReturnSpeed) < 1)
        #expect(f.scene.game.combo == 0)
    }
}
