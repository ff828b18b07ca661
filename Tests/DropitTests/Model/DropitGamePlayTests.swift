import Testing

@testable import Dropit

@Suite("Dropit's game: pausing, automatic drops, levels, the end and the best score")
struct DropitGamePlayTests {
    let field = Fields.open

    /// A game with `count` squares dropped into column 0 and seen resting on each other.
    private func stacked(_ count: Int, best: Int = 0) -> (DropitGame, [SquareSighting]) {
        var game = DropitGame(seed: 1, best: best)
        game.send(.layOut(field, squares: []), at: 0)
        for _ in 0..<count { game.send(.drop(.column(0)), at: 0) }
        let sightings = (0..<count).map { row in
            SquareSighting(
                number: row + 1, center: square(row + 1, column: 0, row: row, in: field).center, extent: 42)
        }
        return (game, sightings)
    }

    /// A game at `level` (its rows already cleared) with one square just dropped at `now`.
    private func game(atLevel level: Int, droppedAt now: Double) -> DropitGame {
        var game = DropitGame.on(field)
        game.tally.rowsCleared = (level - 1) * DropitTuning.rowsPerLevel
        game.send(.drop(.column(3)), at: now)
        return game
    }

    @Test("a column whose top square rests in the top cell ends the game, once, with its summary")
    func columnReachesTheTop() {
        var (game, sightings) = stacked(12)
        game.send(.step(elapsed: 1, squares: sightings), at: 5)
        #expect(game.phase == .playing, "twelve fit under the top cell")
        (game, sightings) = stacked(13)
        let effects = game.send(.step(elapsed: 1, squares: sightings), at: 5)
        #expect(game.phase == .over && game.dropTimer == DropTimer())
        #expect(DropitGame.events(in: effects) == [.gameOver(score: 0, level: 1, rows: 0, best: 0)])
        #expect(effects.last == .gameOver(GameSummary(score: 0, level: 1, rows: 0, best: 0, isNewBest: false)))
        #expect(!effects.contains { if case .saveBest = $0 { true } else { false } }, "no score, nothing to keep")
        #expect(game.send(.step(elapsed: 1, squares: sightings), at: 6).isEmpty, "it ends once")
        #expect(game.send(.drop(.marker), at: 7).isEmpty && game.send(.click(x: 100), at: 7).isEmpty)
        #expect(game.send(.grab, at: 7).isEmpty)
    }

    @Test("a held square at the top is not a column reaching it; the game lets it go when it ends")
    func heldAtTheTop() {
        var (game, sightings) = stacked(13)
        game.send(.grab, at: 0)
        game.send(.step(elapsed: 1, squares: sightings), at: 1)
        #expect(game.phase == .playing, "the newest square is held, so the column's top is not at rest")
        game.send(.release(throwing: nil), at: 2)
        let effects = game.send(.step(elapsed: 1, squares: sightings), at: 3)
        #expect(game.phase == .over)
        #expect(!effects.contains { if case .detach = $0 { true } else { false } }, "nothing was held any more")
    }

    @Test("a game that beat the best score keeps it: saved when the game ends, and the card says so")
    func newBest() {
        var (game, sightings) = stacked(13, best: 50)
        game.tally.score = 100
        game.best = 100
        let effects = game.send(.step(elapsed: 1, squares: sightings), at: 1)
        #expect(effects.contains(.saveBest(100)))
        #expect(effects.last == .gameOver(GameSummary(score: 100, level: 1, rows: 0, best: 100, isNewBest: true)))
        #expect(game.send(.quit, at: 2).isEmpty, "kept already")
    }

    @Test("New Game keeps a better best, sweeps the field and starts at level 1; square numbers go on")
    func newGame() {
        var (game, _) = stacked(3, best: 10)
        game.tally = DropitGame.Tally(dropped: 3, rowsCleared: 5, score: 700)
        game.best = 700
        let effects = game.send(.newGame, at: 9)
        #expect(
            effects == [
                .saveBest(700), .depart([1, 2, 3]), .announce(.fieldCleared(count: 3)), .announce(.gameReset),
            ])
        #expect(game.tally == DropitGame.Tally() && game.phase == .playing && game.best == 700)
        #expect(DropitGame.spawns(in: game.send(.drop(.marker), at: 10)).first?.number == 4)
        #expect(game.tally.dropped == 1)
    }

    @Test("Clear asks first only when a game in play has a score")
    func clearConfirmation() {
        var game = DropitGame.on(field)
        #expect(!game.clearNeedsConfirmation)
        game.tally.score = 100
        #expect(game.clearNeedsConfirmation)
        game.phase = .over
        #expect(!game.clearNeedsConfirmation)
    }

    @Test("quitting saves a best score the game has not kept yet")
    func quit() {
        var game = DropitGame(seed: 1, best: 200)
        #expect(game.send(.quit, at: 0).isEmpty)
        game.best = 300
        #expect(game.send(.quit, at: 0) == [.saveBest(300)])
        #expect(game.send(.quit, at: 0).isEmpty)
    }

    @Test("at level 1 nothing drops by itself; from level 2 the marker's square drops when the wait is over")
    func automaticDrop() {
        var first = game(atLevel: 1, droppedAt: 0)
        #expect(first.dropTimer.due == nil && first.send(.tick, at: 100).isEmpty)
        var second = game(atLevel: 2, droppedAt: 10)
        #expect(second.dropTimer.due == 13)
        #expect(second.send(.tick, at: 12.9).isEmpty, "not due yet")
        let effects = second.send(.tick, at: 13)
        #expect(DropitGame.events(in: effects) == [.squareDropped(number: 2, column: 6, automatic: true)])
        #expect(second.dropTimer.due == 16, "each drop starts the wait afresh")
        second.send(.drop(.marker), at: 14)
        #expect(second.dropTimer.due == 17, "so does the player's")
    }

    @Test("a pause stops play and the countdown; play goes on when no reason is left, the countdown from where it was")
    func pause() {
        var game = game(atLevel: 2, droppedAt: 0)
        #expect(game.send(.togglePause, at: 1) == [.announce(.gamePaused(reason: .user))])
        #expect(!game.isPlaying && game.dropTimer.remaining == 2)
        #expect(game.send(.drop(.marker), at: 2).isEmpty && game.send(.tick, at: 50).isEmpty)
        game.send(.aim(.first), at: 2)
        #expect(game.markedColumn == 6, "the marker stays while paused")
        #expect(game.send(.pause(.hidden), at: 3).isEmpty, "already paused: nothing more to say")
        #expect(game.send(.togglePause, at: 4).isEmpty, "the tab is still away")
        #expect(game.send(.resume(.hidden), at: 20) == [.announce(.gameResumed)])
        #expect(game.dropTimer.due == 22)
    }

    @Test("pausing lets a held square go; a click on the field the player paused plays on and drops nothing")
    func pauseAndClick() {
        var game = game(atLevel: 1, droppedAt: 0)
        game.send(.grab, at: 0)
        #expect(
            game.send(.pause(.unfocused), at: 1) == [
                .detach(1, velocity: nil), .announce(.attachmentEnded(number: 1, velocity: .zero)),
                .announce(.gamePaused(reason: .unfocused)),
            ])
        game.send(.resume(.unfocused), at: 2)
        game.send(.togglePause, at: 3)
        #expect(game.send(.click(x: 100), at: 4) == [.announce(.gameResumed)])
        #expect(game.tally.dropped == 1)
    }

    @Test("the player cannot pause a game that is over; the tab going away still stops the physics quietly")
    func pauseWhenOver() {
        var game = DropitGame.on(field)
        game.phase = .over
        #expect(game.send(.togglePause, at: 0).isEmpty && game.pauses.isEmpty)
        #expect(game.send(.pause(.hidden), at: 0).isEmpty && game.pauses == [.hidden])
    }

    @Test("the rows that reach a new level announce it, celebrate it and shorten the wait from now on")
    func levelUp() {
        let row = fullRow(0, in: field)
        var game = DropitGame.on(field)
        game.tally.rowsCleared = DropitTuning.rowsPerLevel - 1
        for record in row { game.send(.drop(.column(field.column(atX: record.center.x))), at: 0) }
        let effects = game.send(.step(elapsed: 1, squares: stillSightings(row)), at: 7)
        #expect(
            DropitGame.events(in: effects).suffix(2) == [
                .rowsScored(rows: 1, together: 1, points: 100, score: 100, level: 1),
                .levelReached(level: 2, interval: 3),
            ])
        #expect(effects.last == .celebrate(Celebration(rows: 1, points: 100, newLevel: 2)))
        #expect(game.tally.level == 2 && game.dropTimer.due == 10)
        #expect(game.best == 100, "the best follows a better score as it happens")
    }
}
