import Testing

@testable import Breakout
@testable import Kit

@Suite("Breakout model: serves, lives and the end of a game")
struct BreakoutModelServeTests {
    @Test("A new game waits with its serve on the paddle: nothing in play, nothing running, nothing paused")
    func newGame() {
        let model = BreakoutModel.plainRow(ballCount: 3)
        #expect(model.ballsWaiting == 3 && model.ballsInPlay == 0)
        #expect(model.game == BreakoutGame(best: 0))
        #expect(model.effects.isEmpty && model.playTime == 0)
        #expect(!model.isPaused && model.acceptsPlayInput && model.outcome == nil)
        #expect(model.wall.standingCount == 4)
    }

    @Test("Launching puts a waiting ball in play; with none waiting, a launch does nothing")
    func launching() {
        var model = BreakoutModel.plainRow(ballCount: 2)
        let launched = (0..<3).map { _ in model.launch() }
        #expect(launched == [0, 1, nil], "each ball by its index, then none")
        #expect(model.ballsWaiting == 0 && model.ballsInPlay == 2)
    }

    @Test("Losing one of two balls costs nothing; losing the last of the serve costs a life and a new serve waits")
    func lastBallOfTheServe() {
        var model = BreakoutModel.plainRow(ballCount: 2)
        model.launch()
        model.launch()
        #expect(model.loseBall(0) == .ballGone)
        #expect(model.game.lives == BreakoutGame.startingLives)
        #expect(model.loseBall(1) == .lifeLost)
        #expect(model.game.lives == BreakoutGame.startingLives - 1)
        #expect(model.ballsWaiting == 2 && model.ballsInPlay == 0)
    }

    @Test("A ball lost while another of its serve still waits on the paddle costs nothing")
    func ballStillWaiting() {
        var model = BreakoutModel.plainRow(ballCount: 2)
        model.launch()
        #expect(model.loseBall(0) == .ballGone)
        #expect(model.ballsWaiting == 1 && model.game.lives == BreakoutGame.startingLives)
    }

    @Test("The last ball of the last life ends the game: no launch, no push, and the outcome says so")
    func gameOver() {
        var model = BreakoutModel.plainRow()
        _ = model.hitBrick(at: at(0, 0))
        model.missBalls(BreakoutGame.startingLives - 1)
        let last = model.launch()
        #expect(model.loseBall(last ?? -1) == .gameOver)
        #expect(model.game.phase == .over && model.game.lives == 0)
        let answered = [model.launch() != nil, model.push()]
        #expect(!model.acceptsPlayInput && answered == [false, false])
        #expect(model.outcome == GameOutcome(game: model.game, won: false))
        #expect(model.outcome?.title == "Game over")
        #expect(model.outcome?.message == "Score 1  ·  A new best!")
        #expect(model.outcome?.buttonIdentifier == "breakout.alert.play-again")
    }

    @Test("The answer to game over is a new game: a full wall, full lives, a serve waiting, the best score kept")
    func playAgain() {
        var model = BreakoutModel.plainRow()
        _ = model.hitBrick(at: at(0, 2))
        model.missBalls(BreakoutGame.startingLives)
        var random = SeededRandom(seed: 3)
        model.continueAfterOutcome(random: &random)
        #expect(model.game == BreakoutGame(best: 1))
        #expect(model.wall.standingCount == 4 && model.ballsWaiting == 1 && model.ballsInPlay == 0)
        #expect(model.outcome == nil && model.acceptsPlayInput)
    }

    @Test("Answering while the game is on changes nothing")
    func answerWhilePlaying() {
        var model = BreakoutModel.plainRow()
        _ = model.hitBrick(at: at(0, 1))
        let before = model
        var random = SeededRandom(seed: 3)
        model.continueAfterOutcome(random: &random)
        #expect(model == before)
    }

    @Test("A best score from an earlier game is kept, and beaten only by a higher score")
    func bestScore() {
        var model = BreakoutModel.custom(rows: 1, columns: 4, best: 2)
        _ = model.hitBrick(at: at(0, 0))
        #expect(model.game.best == 2)
        _ = model.hitBrick(at: at(0, 1))
        _ = model.hitBrick(at: at(0, 2))
        #expect(model.game.score == 1 + 2 + 3 && model.game.best == 6)
    }
}
