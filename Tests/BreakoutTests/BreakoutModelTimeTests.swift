import Testing

@testable import Breakout
@testable import Kit

/// The model's clock is the play time the scene gives it, so these tests advance it by exact amounts.
@Suite("Breakout model: timed effects, pause, pushes and settings")
struct BreakoutModelTimeTests {
    @Test("A wide-paddle brick widens the paddle for 12 s of play; it ends on the frame that reaches that time")
    func widePaddleLasts() {
        var model = BreakoutModel.rowStarting(with: .widePaddle)
        model.advance(by: 2)
        _ = model.hitBrick(at: at(0, 0))
        #expect(model.paddleWidthFactor == BrickSpecial.widePaddleFactor)
        #expect(model.effects[.widePaddle] == TimedEffect(endsAt: 14, duration: 12))
        #expect(model.advance(by: 9) == [])
        #expect(model.secondsLeft(of: .widePaddle) == 3 && model.remainingShare(of: .widePaddle) == 0.25)
        #expect(model.advance(by: 2.5) == [])
        #expect(model.advance(by: 0.5) == [.widePaddle])
        #expect(model.paddleWidthFactor == 1 && model.secondsLeft(of: .widePaddle) == nil)
    }

    @Test("Slow balls cruise at 65 % of the speed for 10 s")
    func slowBallsLast() {
        var model = BreakoutModel.rowStarting(with: .slowBall)
        let cruising = model.cruisingSpeed
        _ = model.hitBrick(at: at(0, 0))
        #expect(abs(model.cruisingSpeed - cruising * BrickSpecial.slowBallFactor) < 1e-9)
        #expect(model.remainingShare(of: .slowBall) == 1)
        #expect(model.advance(by: 10) == [.slowBall])
        #expect(model.cruisingSpeed == cruising)
    }

    @Test("Time stands still while paused: an effect outlasts a pause by exactly the pause")
    func pauseStopsTheClock() {
        var model = BreakoutModel.rowStarting(with: .slowBall)
        _ = model.hitBrick(at: at(0, 0))
        model.advance(by: 4)
        model.pause(.hidden)
        #expect(model.advance(by: 100) == [])
        #expect(model.playTime == 4 && model.secondsLeft(of: .slowBall) == 6)
        model.resume(.hidden)
        #expect(model.advance(by: 5.5) == [])
        #expect(model.advance(by: 0.5) == [.slowBall])
    }

    @Test("Pause reasons add up: play stops with the first and starts again only when the last is gone")
    func pauseReasons() {
        var model = BreakoutModel.plainRow()
        let stopped = [model.pause(.user), model.pause(.hidden)]
        #expect(stopped == [true, false], "play stops with the first reason only")
        let started = [model.resume(.hidden), model.resume(.unfocused)]
        #expect(started == [false, false], "the player's pause still holds; an absent reason changes nothing")
        #expect(model.isPaused && model.pauseReasons == [.user])
        let lastReasonGone = model.resume(.user)
        #expect(lastReasonGone && !model.isPaused && model.acceptsPlayInput)
    }

    @Test("Nothing answers input while paused: no launch, no push")
    func pausedIgnoresInput() {
        var model = BreakoutModel.plainRow(ballCount: 2)
        model.launch()
        model.pause(.user)
        let answered = [model.launch() != nil, model.push()]
        #expect(answered == [false, false])
        #expect(model.ballsWaiting == 1 && model.ballsInPlay == 1)
    }

    @Test("Pushes come at most one per 0.6 s of play, and only with a ball in play")
    func pushCooldown() {
        var model = BreakoutModel.plainRow()
        var pushed = [model.push()]
        model.launch()
        pushed.append(model.push())
        model.advance(by: 0.5)
        pushed.append(model.push())
        model.advance(by: 0.125)
        pushed.append(model.push())
        #expect(pushed == [false, true, false, true], "none without a ball; then at 0 s, not at 0.5 s, at 0.625 s")
    }

    @Test("A second slow-ball brick starts the effect's time over")
    func effectRestarts() {
        var model = BreakoutModel.custom(
            rows: 1, columns: 4, specials: [at(0, 0): .slowBall, at(0, 1): .slowBall])
        _ = model.hitBrick(at: at(0, 0))
        model.advance(by: 7)
        _ = model.hitBrick(at: at(0, 1))
        #expect(model.effects[.slowBall] == TimedEffect(endsAt: 17, duration: 10))
    }

    @Test("New settings of feel apply to the game in progress")
    func feelApplies() {
        var model = BreakoutModel.plainRow()
        _ = model.hitBrick(at: at(0, 0))
        var random = SeededRandom(seed: 9)
        var feel = model.configuration
        #expect(model.apply(feel, random: &random) == .none)
        feel.bounciness = 0.7
        feel.ballSpeed = .fast
        #expect(model.apply(feel, random: &random) == .feel)
        #expect(model.game.score == 1 && model.wall.standingCount == 3)
        #expect(model.cruisingSpeed == BallSpeed.fast.pointsPerSecond)
    }

    @Test("A different wall in mid-game waits for the next level; its feel applies at once")
    func wallWaitsForTheNextLevel() {
        var model = BreakoutModel.plainRow()
        _ = model.hitBrick(at: at(0, 0))
        var random = SeededRandom(seed: 9)
        var bigger = model.configuration
        bigger.brickRows = 3
        bigger.ballSpeed = .fast
        #expect(model.apply(bigger, random: &random) == .pending)
        #expect(model.game.score == 1 && model.wall.rows == 1 && model.wall.standingCount == 3, "the game goes on")
        #expect(model.cruisingSpeed == BallSpeed.fast.pointsPerSecond, "the feel applies now")
        #expect(model.pendingConfiguration == bigger)
        model.clearWall()
        model.continueAfterOutcome(random: &random)
        #expect(model.game.level == 2 && model.wall.rows == 3 && model.wall.standingCount == 12)
        #expect(model.configuration == bigger && model.pendingConfiguration == nil)
    }

    @Test("A different wall or serve on a game with nothing to lose starts a new game at once")
    func wallOnAFreshGame() {
        var model = BreakoutModel.plainRow()
        var random = SeededRandom(seed: 9)
        var bigger = model.configuration
        bigger.brickRows = 3
        bigger.ballCount = 2
        #expect(model.apply(bigger, random: &random) == .newGame)
        #expect(model.wall.rows == 3 && model.wall.standingCount == 12 && model.ballsWaiting == 2)
        #expect(model.pendingConfiguration == nil)
    }

    @Test("Going back to the settings the game already has drops what was waiting")
    func pendingWithdrawn() {
        var model = BreakoutModel.plainRow()
        model.launch()
        var random = SeededRandom(seed: 9)
        let original = model.configuration
        var bigger = original
        bigger.brickColumns = 8
        #expect(model.apply(bigger, random: &random) == .pending)
        #expect(model.apply(original, random: &random) == .feel)
        #expect(model.pendingConfiguration == nil && model.configuration == original)
    }
}
