import Testing

@testable import Dropit

@Suite("Dropit after each physics step: rest and full rows")
struct DropitGameStepTests {
    let frame = 1.0 / 60

    /// A game on `grid` holding `squares` (dropped into their columns, then seen where they are).
    private func game(on grid: FieldGrid, with squares: [SquareRecord]) -> DropitGame {
        var game = DropitGame.on(grid)
        for record in squares { game.send(.drop(.column(grid.column(atX: record.center.x))), at: 0) }
        game.send(.step(elapsed: 0, squares: stillSightings(squares)), at: 0)
        return game
    }

    @Test("a square is resting once it has been slower than the resting speed long enough; faster motion resets it")
    func rest() {
        var game = game(on: Fields.open, with: [square(1, column: 0, in: Fields.open)])
        let place = game.squares[0].center
        let slow = [SquareSighting(number: 1, center: place, extent: 42, speed: DropitTuning.restingSpeed - 1)]
        game.send(.step(elapsed: DropitTuning.restingDuration / 2, squares: slow), at: 0)
        #expect(!game.squares[0].isResting, "a bounce's apex is not rest")
        game.send(.step(elapsed: DropitTuning.restingDuration / 2, squares: slow), at: 0)
        #expect(game.squares[0].isResting)
        game.send(
            .step(elapsed: frame, squares: [SquareSighting(number: 1, center: place, extent: 42, speed: 100)]), at: 0)
        #expect(!game.squares[0].isResting)
        game.send(.stasis, at: 0)
        #expect(game.squares[0].isResting, "at stasis everything counts as resting")
    }

    @Test("a full row of resting squares leaves play once, with its squares, and is counted and announced")
    func rowClears() {
        let row = fullRow(0, in: Fields.open)
        var game = game(on: Fields.open, with: row)
        let effects = game.send(.step(elapsed: DropitTuning.restingDuration, squares: stillSightings(row)), at: 0)
        #expect(effects.contains(.depart(Array(1...12))))
        #expect(
            DropitGame.events(in: effects) == [
                .rowCleared(row: 0, count: 12, total: 1),
                .rowsScored(rows: 1, together: 1, points: 100, score: 100, level: 1),
            ])
        #expect(effects.last == .celebrate(Celebration(rows: 1, points: 100, newLevel: nil)))
        #expect(game.squares.isEmpty && game.tally.rowsCleared == 1)
        #expect(game.send(.step(elapsed: frame, squares: []), at: 0).isEmpty, "a cleared row never clears again")
    }

    @Test("a row one square short stays; two full rows leave together, lowest first")
    func shortAndDouble() {
        let short = Array(fullRow(0, in: Fields.open).dropLast())
        var game = game(on: Fields.open, with: short)
        #expect(game.send(.step(elapsed: 1, squares: stillSightings(short)), at: 0).isEmpty)
        let two = fullRow(0, in: Fields.open) + fullRow(1, in: Fields.open, numberedFrom: 13)
        var double = self.game(on: Fields.open, with: two)
        let events = DropitGame.events(in: double.send(.step(elapsed: 1, squares: stillSightings(two)), at: 0))
        #expect(
            events == [
                .rowCleared(row: 0, count: 12, total: 1), .rowCleared(row: 1, count: 12, total: 2),
                .rowsScored(rows: 2, together: 2, points: 300, score: 300, level: 1),
            ], "one clear of two rows, worth more than two of one")
    }

    @Test("a row cleared a moment after another scores with it, as two rows at once; later, as one again")
    func together() {
        var game = DropitGame.on(Fields.open)
        for (index, time) in [(0, 5.0), (1, 5.8), (2, 9.0)] {
            let row = fullRow(0, in: Fields.open, numberedFrom: index * 12 + 1)
            for record in row { game.send(.drop(.column(Fields.open.column(atX: record.center.x))), at: time) }
            let effects = game.send(.step(elapsed: 1, squares: stillSightings(row)), at: time)
            let points = [100, 200, 100][index]
            #expect(effects.last == .celebrate(Celebration(rows: [1, 2, 1][index], points: points, newLevel: nil)))
        }
        #expect(game.tally.score == 400)
    }

    @Test("under the obstacle ten squares make a row; its cells do not count")
    func underTheObstacle() {
        let row = fullRow(0, in: Fields.standard)
        var game = game(on: Fields.standard, with: row)
        let events = DropitGame.events(in: game.send(.step(elapsed: 1, squares: stillSightings(row)), at: 0))
        #expect(events.first == .rowCleared(row: 0, count: 10, total: 1))
    }

    @Test("after a step the game lines up squares off their column and nudges squares off the obstacle's top")
    func settling() {
        let off = square(1, column: 1, in: Fields.standard, dx: 14)
        var perched = square(2, column: 5, in: Fields.standard)
        perched.center.y = 210
        var game = game(on: Fields.standard, with: [off, perched])
        let effects = game.send(.step(elapsed: 1, squares: stillSightings([off, perched])), at: 0)
        #expect(effects.contains(.snap(1, to: FieldPoint(x: 66, y: 539))))
        #expect(effects.contains(.nudge(2, speed: -DropitTuning.obstacleShedSpeed)))
    }

    @Test("a square touching the obstacle's top is kicked off it; one no longer in play is not")
    func touchedObstacle() {
        var game = DropitGame.on(Fields.standard)
        game.send(.drop(.column(5)), at: 0)
        #expect(game.send(.touchedObstacle(1, at: FieldPoint(x: 258, y: 220)), at: 0) == [.nudge(1, speed: -60)])
        #expect(game.send(.touchedObstacle(9, at: FieldPoint(x: 258, y: 220)), at: 0).isEmpty)
    }
}
