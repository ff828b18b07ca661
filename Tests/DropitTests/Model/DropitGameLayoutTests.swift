import Testing

@testable import Dropit

@Suite("Dropit's field changing shape")
struct DropitGameLayoutTests {
    /// A game on the open field with squares resting in `columns`, seen where they fell.
    private func settled(_ columns: [Int]) -> DropitGame {
        var game = DropitGame.on(Fields.open)
        var records: [SquareRecord] = []
        for (index, column) in columns.enumerated() {
            game.send(.drop(.column(column)), at: 0)
            let row = columns[..<index].filter { $0 == column }.count
            records.append(square(index + 1, column: column, row: row, in: Fields.open))
        }
        game.send(.step(elapsed: 1, squares: stillSightings(records)), at: 0)
        return game
    }

    @Test("a new square size is a new grid: every square is swept away, a held one let go first")
    func newPitch() {
        var game = settled([0, 4, 8])
        game.send(.grab, at: 0)
        let effects = game.send(
            .layOut(FieldGrid(width: 800, height: 560, pitch: 32, hasObstacle: false), squares: []), at: 0)
        #expect(
            effects == [
                .detach(3, velocity: nil), .announce(.attachmentEnded(number: 3, velocity: .zero)),
                .depart([1, 2, 3]), .announce(.fieldCleared(count: 3)),
            ])
        #expect(game.squares.isEmpty && game.grid.columns == 25)
    }

    @Test("a narrower field sweeps the squares past its new edge, and only those, with no sweep announced")
    func narrower() {
        var game = settled([0, 1, 1, 10, 11])
        let narrow = FieldGrid(width: 8 * 44, height: 560, pitch: 44, hasObstacle: false)
        let effects = game.send(.layOut(narrow, squares: stillSightings(game.squares)), at: 0)
        #expect(effects == [.depart([4, 5])])
        #expect(game.squares.map(\.number) == [1, 2, 3])
    }

    @Test("the obstacle turned on sweeps the squares in its place and keeps the others")
    func obstacleOn() {
        var game = settled([0, 5, 5, 5, 5, 5, 5, 5, 6])
        let effects = game.send(.layOut(Fields.standard, squares: stillSightings(game.squares)), at: 0)
        guard case .depart(let gone) = effects.last else {
            Issue.record("nothing departed: \(effects)")
            return
        }
        #expect(gone == [7, 8], "the squares of column 5 inside the obstacle's place")
        #expect(game.squares.count == 7)
    }

    @Test("a taller field keeps every square")
    func taller() {
        var game = settled([0, 3])
        let taller = FieldGrid(width: 528, height: 760, pitch: 44, hasObstacle: false)
        let moved = game.squares.map {
            SquareSighting(number: $0.number, center: FieldPoint(x: $0.center.x, y: $0.center.y + 200), extent: 42)
        }
        #expect(game.send(.layOut(taller, squares: moved), at: 0).isEmpty)
        #expect(game.squares.map(\.center.y) == [739, 739])
    }
}
