import Testing

@testable import Breakout
@testable import Kit

@Suite("Breakout core: pausing, coming back, new games and settings, as actions and effects")
struct BreakoutCorePauseTests {
    /// A game with one ball in flight.
    private func ballInFlight() -> CoreGame {
        var game = CoreGame()
        game.send(.serve)
        game.play(seconds: 0.5)
        return game
    }

    @Test("Leaving the tab freezes play and keeps the best score; coming back with a ball in flight prompts first")
    func comingBackPrompts() {
        var game = ballInFlight()
        #expect(game.send(.pause(.hidden)) == [.freeze, .showPause, .saveBestScore(0)])
        let back = game.send(.resume(.hidden))
        #expect(back == [.showPause, .log(.continuePrompt(reason: .hidden))], "no thaw yet")
        #expect(game.model.isPaused && game.model.pauseReasons == [.awaitingContinue])
        let playTime = game.model.playTime
        #expect(game.play(seconds: 1).isEmpty && game.model.playTime == playTime, "no time passes behind the prompt")
        #expect(game.send(.serve) == [.thaw, .showPause], "Space plays on and launches nothing")
        #expect(!game.model.isPaused && game.model.ballsInPlay == 1)
    }

    @Test("A click ends the prompt too; so does the gamepad's A, which is a click")
    func clickEndsThePrompt() {
        var game = ballInFlight()
        game.send(.pause(.unfocused))
        #expect(game.send(.resume(.unfocused)).logged == [.continuePrompt(reason: .unfocused)])
        #expect(game.send(.tap) == [.thaw, .showPause], "the click that plays on pushes nothing")
    }

    @Test("Coming back with no ball in flight plays on at once: nothing could be lost")
    func nothingInFlight() {
        var game = CoreGame()
        game.send(.pause(.hidden))
        #expect(game.send(.resume(.hidden)) == [.thaw, .showPause])
        #expect(!game.model.isPaused)
    }

    @Test("The prompt waits for the last reason: back on the tab while the window is still in the background")
    func promptWaitsForTheLastReason() {
        var game = ballInFlight()
        game.send(.pause(.unfocused))
        game.send(.pause(.hidden))
        #expect(game.send(.resume(.hidden)) == [.showPause])
        #expect(game.send(.resume(.unfocused)).logged == [.continuePrompt(reason: .unfocused)])
    }

    @Test("The player's own pause outlasts a trip to another tab, and needs no prompt after it")
    func playerPauseOutlastsTheTrip() {
        var game = ballInFlight()
        game.send(.togglePause)
        game.send(.pause(.hidden))
        #expect(game.send(.resume(.hidden)) == [.showPause])
        #expect(game.model.pauseReasons == [.user])
        #expect(game.send(.togglePause) == [.thaw, .showPause])
    }

    @Test("N on a game with nothing to lose starts a new one at once; in mid-game it asks, paused, first")
    func newGameAsksInMidGame() {
        var fresh = CoreGame()
        #expect(fresh.send(.requestNewGame).logged == [.gameReset(level: 1, score: 0, cause: .newGame)])
        var game = ballInFlight()
        game.send(.brickTouched(at(0, 0)))
        #expect(game.send(.requestNewGame) == [.freeze, .showPause, .askNewGame])
        #expect(game.send(.requestNewGame) == [], "one question at a time")
        #expect(game.send(.tap) == [], "a click behind the question does nothing")
        #expect(game.send(.confirmNewGame(false)) == [.thaw, .showPause])
        #expect(game.model.game.score == 1 && game.model.ballsInPlay == 1, "cancelled: the game goes on")
    }

    @Test("Confirming the new game builds a full wall and serve, keeps the best score, and plays at once")
    func newGameConfirmed() {
        var game = ballInFlight()
        game.send(.brickTouched(at(0, 0)))
        game.send(.requestNewGame)
        let effects = game.send(.confirmNewGame(true))
        #expect(effects.contains(.rebuildField) && effects.contains(.saveBestScore(1)))
        #expect(effects.logged == [.gameReset(level: 1, score: 0, cause: .newGame)])
        #expect(!game.model.isPaused && game.model.game == BreakoutGame(best: 1))
        #expect(game.model.wall.standingCount == 4 && game.model.restingBall == 0 && game.model.ballsInPlay == 0)
    }

    @Test("New wall settings in mid-game wait for the next level and say so; on a fresh game they start one")
    func settingsPendingIsLogged() {
        var game = ballInFlight()
        var bigger = game.model.configuration
        bigger.brickRows = 2
        #expect(game.send(.configure(bigger)) == [.applyFeel, .showEffects, .log(.settingsPending)])
        var fresh = CoreGame()
        #expect(fresh.send(.configure(bigger)).logged == [.gameReset(level: 1, score: 0, cause: .settings)])
        #expect(fresh.model.wall.rows == 2)
    }

    @Test("While an outcome waits, N does nothing: the alert's own button goes on")
    func newGameWhileTheOutcomeWaits() {
        var game = CoreGame()
        game.model.clearWall()
        #expect(game.send(.requestNewGame) == [])
    }
}

@Suite("Breakout core: losing balls and clearing walls, as actions and effects")
struct BreakoutCoreOutcomeTests {
    @Test("The last ball of a serve costs a life and puts the next serve on the paddle")
    func lifeLost() {
        var game = CoreGame()
        game.send(.serve)
        let effects = game.send(.ballFell(ball: 0))
        #expect(effects == [.removeBall(0), .log(.ballLost(ball: 0, ballsInPlay: 0))])
        #expect(game.model.game.lives == BreakoutGame.startingLives - 1 && game.model.restingBall == 1)
        #expect(game.send(.ballFell(ball: 0)) == [], "a ball already gone falls once")
    }

    @Test("The last ball of the last life: the balls go, the best is kept, game.over, and the alert is asked for")
    func gameOver() {
        var game = CoreGame()
        game.send(.brickTouched(at(0, 0)))
        var last: [BreakoutEffect] = []
        for _ in 0..<BreakoutGame.startingLives {
            guard let ball = game.model.restingBall else { break }
            game.send(.serve)
            last = game.send(.ballFell(ball: ball))
        }
        let outcome = GameOutcome(game: game.model.game, won: false)
        #expect(
            last == [
                .removeBall(2), .log(.ballLost(ball: 2, ballsInPlay: 0)), .clearBalls, .showEffects,
                .saveBestScore(1), .log(.gameOver(won: false, score: 1, level: 1)), .showOutcome(outcome),
            ])
        #expect(game.send(.serve) == [] && game.send(.tap) == [], "nothing answers while the alert waits")
    }

    @Test("The alert's button after a cleared wall builds the next level and logs the reset")
    func nextLevel() {
        var game = CoreGame()
        game.send(.serve)
        for column in 0..<4 { game.send(.brickTouched(at(0, column))) }
        #expect(game.model.outcome?.won == true)
        let effects = game.send(.continueAfterOutcome)
        #expect(effects.contains(.rebuildField))
        #expect(effects.logged == [.gameReset(level: 2, score: game.model.game.score, cause: nil)])
        #expect(game.send(.continueAfterOutcome) == [], "answered once")
    }

    @Test("A brick's hit shows in order: the hit, the break with its points, the special, the extra ball it sent")
    func brickEffectsInOrder() {
        var game = CoreGame(.rowStarting(with: .extraBall))
        let effects = game.send(.brickTouched(at(0, 0)))
        #expect(
            effects.logged == [
                .brickHit(row: 0, column: 0, remainingHits: 0),
                .brickDestroyed(row: 0, column: 0, points: 1, cause: .ball, score: 1),
                .specialTriggered(.extraBall, row: 0, column: 0),
                .ballLaunched(ball: 1, source: .extraBall),
            ])
        guard
            case .addBall(1, at(0, 0), let angle)? = effects.first(where: {
                if case .addBall = $0 { true } else { false }
            })
        else {
            Issue.record("an extra ball from the brick: \(effects)")
            return
        }
        #expect(abs(angle) <= BreakoutModel.extraBallSpread)
        #expect(game.model.ballsInPlay == 1 && game.model.restingBall == 0, "the serve still waits on the paddle")
    }

    @Test("A damaged brick is shown damaged; a slow-ball brick slows the balls and shows the effect")
    func damageAndSlowBalls() {
        var game = CoreGame(.custom(rows: 1, columns: 4, hitsPerBrick: 2, specials: [at(0, 1): .slowBall]))
        let first = game.send(.brickTouched(at(0, 0)))
        #expect(first.count == 2 && first.last.map { if case .damageBrick = $0 { true } else { false } } == true)
        game.send(.brickTouched(at(0, 1)))
        let slow = game.send(.brickTouched(at(0, 1)))
        #expect(slow.contains(.slowBalls) && slow.contains(.showEffects))
    }

    @Test("When a timed effect runs out, the frame says to show it; the app's quit keeps the best score")
    func effectEndsAndBestIsKept() {
        var game = CoreGame(.rowStarting(with: .widePaddle))
        game.send(.serve)
        game.send(.brickTouched(at(0, 0)))
        #expect(game.play(seconds: 11.9).isEmpty)
        #expect(game.play(seconds: 0.2) == [.showEffects])
        #expect(game.send(.keepBestScore) == [.saveBestScore(1)])
    }
}
