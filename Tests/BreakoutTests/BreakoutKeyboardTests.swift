import Testing

@testable import Breakout
@testable import Kit

@MainActor
@Suite("Breakout: ←/→ and A/D move the paddle while held")
struct BreakoutKeyboardTests {
    /// A wide field, so half a second at full speed never reaches a wall.
    private func wideField() -> BreakoutFixture {
        BreakoutFixture(size: Size(width: 1600, height: 600), settings: BreakoutSceneTests.plainRow)
    }

    @Test("Holding → moves the paddle every frame, ramping up, then 16 pt a frame: the drive's exact distance")
    func heldKeyMovesSmoothly() {
        let f = wideField()
        let start = f.scene.playfield.paddleCenterX
        f.keyDown(.right)
        f.tick()  // the display link's first frame after starting has no elapsed time
        var positions = [f.scene.playfield.paddleCenterX]
        for _ in 0..<30 {
            f.tick()
            positions.append(f.scene.playfield.paddleCenterX)
        }
        let steps = zip(positions.dropFirst(), positions).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 > 0 }, "it moves on every frame: \(steps)")
        #expect(steps.suffix(20).allSatisfy { abs($0 - PaddleDrive.topSpeed / 60) < 1e-9 }, "then at constant speed")
        #expect(abs(positions.last! - start - PaddleDrive.topSpeed * (0.5 - PaddleDrive.rampTime / 2)) < 1e-6)
        #expect(
            f.scene.playfield.restingBall?.center.x == f.scene.playfield.paddleCenterX, "the waiting ball rides along")
    }

    @Test("Letting go stops the paddle on the next frame, and the game stops asking for frames")
    func releaseStops() {
        let f = wideField()
        f.keyDown(.left)
        f.run(seconds: 0.3)
        f.keyUp(.left)
        f.tick()
        let stopped = f.scene.playfield.paddleCenterX
        f.run(seconds: 0.3)
        #expect(f.scene.playfield.paddleCenterX == stopped)
        #expect(f.scene.displayLink?.isPaused == true)
    }

    @Test("The desktop's key repeats change nothing: held with or without them, the paddle goes the same way")
    func repeatsAreIgnored() {
        let steady = wideField()
        let repeated = wideField()
        steady.keyDown(.right)
        repeated.keyDown(.right)
        for frame in 0..<40 {
            if frame % 2 == 1 { repeated.keyDown(.right, isRepeat: true) }
            steady.tick()
            repeated.tick()
        }
        #expect(repeated.scene.playfield.paddleCenterX == steady.scene.playfield.paddleCenterX)
    }

    @Test("A and D move like ← and →; both directions at once cancel out")
    func lettersAndCancelling() {
        let f = wideField()
        let start = f.scene.playfield.paddleCenterX
        f.keyDown(.character("a"))
        f.run(seconds: 0.2)
        let moved = f.scene.playfield.paddleCenterX
        #expect(moved < start)
        f.keyDown(.character("d"))
        f.run(seconds: 0.2)
        #expect(f.scene.playfield.paddleCenterX == moved)
    }

    @Test("However long the key is held, the paddle stops at the wall")
    func stopsAtTheWall() {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        f.keyDown(.left)
        f.run(seconds: 2)
        #expect(f.scene.paddle.frame.minX == 0)
    }

    @Test("A key let go while the window had no focus does not keep the paddle moving")
    func focusLossReleasesKeys() {
        let f = wideField()
        f.keyDown(.right)
        f.run(seconds: 0.2)
        f.window.hasFocus = false  // the release goes to another window
        f.window.hasFocus = true
        f.tick()
        let position = f.scene.playfield.paddleCenterX
        f.run(seconds: 0.3)
        #expect(f.scene.playfield.paddleCenterX == position)
    }
}
