import Foundation
import Preferences
import Testing

@testable import Breakout
@testable import Dynamics
@testable import Kit

@MainActor
@Suite("Breakout: gamepad and tilt gravity")
struct BreakoutGamepadTests {
    private func pad(_ f: BreakoutFixture, _ kind: GamepadEvent.Kind) {
        f.window.handle(GamepadEvent(gamepadID: 0, kind: kind, timestamp: f.clock.now))
    }

    /// Tilted `degrees` to the right (rolled like a steering wheel) from level, at rest: SDL's reading in m/s².
    private func tilted(_ f: BreakoutFixture, degrees: Double) {
        let g = 9.80665
        let radians = degrees * Double.pi / 180
        pad(f, .accelerometer(x: -g * sin(radians), y: g * cos(radians), z: 0))
    }

    @Test("Holding the stick right moves the paddle at the gamepad speed for as long as it is held, up to the wall")
    func stickMovesPaddle() {
        let f = BreakoutFixture(size: Size(width: 1600, height: 600), settings: BreakoutSceneTests.plainRow)
        let start = f.scene.playfield.paddleCenterX
        pad(f, .axis(.leftX, value: 1))
        f.tick()  // the display link's first frame after starting has no elapsed time
        f.run(seconds: 0.5)
        #expect(abs(f.scene.playfield.paddleCenterX - (start + PaddleInput.gamepadPaddleSpeed * 0.5)) < 1e-6)
        #expect(f.scene.paddle.center.x == f.scene.playfield.paddleCenterX)
        #expect(
            f.scene.playfield.restingBall?.center.x == f.scene.playfield.paddleCenterX, "the waiting ball rides along")
        f.run(seconds: 2)
        #expect(abs(f.scene.paddle.frame.maxX - f.scene.field.bounds.width) < 1e-9, "stopped at the right wall")
        pad(f, .axis(.leftX, value: 0))
        #expect(f.scene.displayLink?.isPaused == true, "a centred stick needs no more frames")
    }

    @Test("The dead zone ignores a stick resting a little off centre; past it, speed follows the stick")
    func deadZone() {
        let f = BreakoutFixture(size: Size(width: 1600, height: 600), settings: BreakoutSceneTests.plainRow)
        let start = f.scene.playfield.paddleCenterX
        pad(f, .axis(.leftX, value: -PaddleInput.stickDeadZone * 0.9))
        f.run(seconds: 0.5)
        #expect(f.scene.playfield.paddleCenterX == start)
        #expect(f.scene.displayLink?.isPaused == true)
        let halfTravel = PaddleInput.stickDeadZone + (1 - PaddleInput.stickDeadZone) / 2
        pad(f, .axis(.leftX, value: -halfTravel))
        f.tick()
        f.run(seconds: 0.5)
        #expect(abs(f.scene.playfield.paddleCenterX - (start - PaddleInput.gamepadPaddleSpeed * 0.5 * 0.5)) < 1e-6)
    }

    @Test("The D-pad drives the paddle at full speed; left and right together cancel")
    func dpadMovesPaddle() {
        let f = BreakoutFixture(size: Size(width: 1600, height: 600), settings: BreakoutSceneTests.plainRow)
        let start = f.scene.playfield.paddleCenterX
        pad(f, .buttonDown(.dpadLeft))
        f.tick()
        f.run(seconds: 0.25)
        let moved = f.scene.playfield.paddleCenterX
        #expect(abs(moved - (start - PaddleInput.gamepadPaddleSpeed * 0.25)) < 1e-6)
        pad(f, .buttonDown(.dpadRight))
        f.run(seconds: 0.25)
        #expect(f.scene.playfield.paddleCenterX == moved)
    }

    @Test("A serves a waiting ball, then pushes the balls like a click, cooldown included")
    func aButtonPushes() {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        pad(f, .buttonDown(.a))
        #expect(f.events.count("ball.launched") == 1)
        pad(f, .buttonUp(.a))
        f.run(seconds: 0.5)
        let ball = f.scene.playfield.balls[0]
        let before = f.scene.playfield.physics.velocity(of: ball)
        pad(f, .buttonDown(.a))
        #expect(f.events.count("ball.pushed") == 1)
        f.run(seconds: 0.1)
        #expect(f.scene.playfield.physics.velocity(of: ball) != before)
        pad(f, .buttonDown(.a))
        #expect(f.events.count("ball.pushed") == 1, "the cooldown holds a second push back")
        f.run(seconds: 1)
        pad(f, .buttonDown(.a))
        #expect(f.events.count("ball.pushed") == 2)
    }

    @Test("Start pauses and B resumes, as P does; a paused game ignores the stick")
    func startAndBPause() {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        pad(f, .buttonDown(.start))
        #expect(f.scene.isPaused && !f.scene.field.veil.isHidden)
        let start = f.scene.playfield.paddleCenterX
        pad(f, .axis(.leftX, value: 1))
        f.run(seconds: 0.5)
        #expect(f.scene.playfield.paddleCenterX == start)
        pad(f, .buttonDown(.b))
        #expect(!f.scene.isPaused)
    }

    @Test("A gamepad arriving shows the hint, which fades away after a few seconds")
    func connectionHint() {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        let hint = f.scene.field.gamepadHint
        #expect(hint.presentedAlpha == 0)
        pad(f, .connected(name: "Test Pad", hasAccelerometer: false))
        f.run(seconds: 1)
        #expect(hint.presentedAlpha == 1)
        #expect(hint.text == BreakoutScene.gamepadHintText)
        #expect(f.events.named("gamepad.connected").first?["name"] as? String == "Test Pad")
        #expect(f.scene.field.hint.text.hasPrefix("A to launch"), "the serve hint speaks gamepad")
        f.run(seconds: BreakoutScene.gamepadHintHold + BreakoutScene.gamepadHintFade)
        #expect(hint.presentedAlpha == 0)
        pad(f, .disconnected)
        #expect(f.scene.field.hint.text.hasPrefix("Space"))
    }

    @Test("Tilt gravity on: gravity follows the held tilt (filtered) at the strength setting; unplugging restores it")
    func tiltSteersGravity() {
        let strength = 0.3
        let f = BreakoutFixture(
            settings: BreakoutSceneTests.plainRow + [
                .set(BreakoutSettings.tiltGravity, true), .set(BreakoutSettings.gravityStrength, strength),
            ])
        let gravity = f.scene.playfield.physics.gravity
        pad(f, .connected(name: "Motion Pad", hasAccelerometer: true))
        f.addBall(at: Point(x: 300, y: 300), velocity: Point(x: 0, y: -480))
        tilted(f, degrees: 0)
        f.run(seconds: 0.5)
        #expect(abs(gravity.angle - Double.pi / 2) < 1e-9, "held level, gravity pulls down")
        #expect(gravity.magnitude == strength)
        tilted(f, degrees: 30)
        f.tick()
        f.tick()
        #expect(gravity.angle < Double.pi / 2 && gravity.angle > Double.pi / 3 + 0.05, "filtered: on its way")
        f.run(seconds: 1)
        #expect(abs(gravity.angle - Double.pi / 3) < 1e-3, "rolled 30° right, gravity pulls 30° right of down")
        pad(f, .disconnected)
        f.tick()
        #expect(gravity.angle == Double.pi / 2 && gravity.magnitude == 0, "back to the settings: gravity off")
    }

    @Test("Tilt gravity off: an accelerometer reading leaves gravity as the settings say")
    func tiltOffLeavesGravity() {
        let f = BreakoutFixture(
            settings: BreakoutSceneTests.plainRow + [
                .set(BreakoutSettings.gravityEnabled, true), .set(BreakoutSettings.gravityStrength, 0.2),
            ])
        let gravity = f.scene.playfield.physics.gravity
        pad(f, .connected(name: "Motion Pad", hasAccelerometer: true))
        f.addBall(at: Point(x: 300, y: 300), velocity: Point(x: 0, y: -480))
        tilted(f, degrees: 45)
        f.run(seconds: 1)
        #expect(gravity.angle == Double.pi / 2)
        #expect(abs(gravity.magnitude - 0.2) < 1e-12)
    }
}
