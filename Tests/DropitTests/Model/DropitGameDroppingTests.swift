import Testing

@testable import Dropit

@Suite("Dropping into Dropit's field")
struct DropitGameDroppingTests {
    @Test("Return's drop goes into the marked column at the top, numbered from 1, and is announced")
    func dropAtMarker() throws {
        var game = DropitGame.on(Fields.open)
        let effects = game.send(.drop(.marker), at: 0)
        let spawn = try #require(DropitGame.spawns(in: effects).first)
        #expect(spawn.number == 1 && spawn.column == 6)
        #expect(spawn.center == Fields.open.spawnCenter(column: 6) && spawn.side == 42)
        #expect((0..<DropitTuning.colorCount).contains(spawn.colorIndex))
        #expect(DropitGame.events(in: effects) == [.squareDropped(number: 1, column: 6, automatic: false)])
        #expect(game.squares.map(\.number) == [1] && game.tally.dropped == 1)
        #expect(DropitGame.spawns(in: game.send(.drop(.marker), at: 0)).first?.number == 2)
    }

    @Test("a drop aimed at a column whose top is taken goes to the nearest column with room")
    func blockedColumn() {
        var game = DropitGame.on(Fields.open)
        game.send(.drop(.aimed(0)), at: 0)
        #expect(
            DropitGame.spawns(in: game.send(.drop(.aimed(0)), at: 0)).first?.column == 1, "the first still falls there")
        #expect(
            DropitGame.spawns(in: game.send(.drop(.column(0)), at: 0)).first?.column == 0, "a forced drop goes anyway")
    }

    @Test("while falling squares fill every column's top, a drop waits: nothing drops, nothing is swept")
    func everyTopTaken() {
        var game = DropitGame.on(Fields.small)
        for column in 0..<3 { game.send(.drop(.column(column)), at: 0) }
        #expect(game.send(.drop(.anywhere), at: 0).isEmpty)
        #expect(game.squares.count == 3 && game.phase == .playing)
    }

    @Test("nothing drops before the field is laid out")
    func noGrid() {
        var game = DropitGame(seed: 1)
        #expect(game.send(.drop(.marker), at: 0).isEmpty)
        #expect(game.send(.click(x: 100), at: 0).isEmpty)
    }

    @Test("a click moves the marker to the column clicked and drops beside it where fewer squares stand")
    func click() {
        var game = DropitGame.on(Fields.open)
        game.send(.drop(.column(2)), at: 0)
        game.send(
            .step(elapsed: 1, squares: [SquareSighting(number: 1, center: FieldPoint(x: 110, y: 539), extent: 42)]),
            at: 0)
        let effects = game.send(.click(x: 2.5 * 44), at: 0)
        #expect(game.markedColumn == 2)
        #expect([1, 3].contains(DropitGame.spawns(in: effects).first?.column ?? -1))
    }

    @Test("the same seed drops the same columns and colours")
    func replays() {
        func play() -> [SquareSpawn] {
            var game = DropitGame.on(Fields.standard, seed: 42)
            return (0..<10).flatMap { _ in DropitGame.spawns(in: game.send(.drop(.anywhere), at: 0)) }
        }
        #expect(play() == play())
        #expect(Set(play().map(\.colorIndex)).count > 1)
    }

    @Test("the arrows move the marker; it stays inside the field")
    func aim() {
        var game = DropitGame.on(Fields.open)
        game.send(.aim(.first), at: 0)
        game.send(.aim(.left), at: 0)
        #expect(game.markedColumn == 0)
        game.send(.aim(.last), at: 0)
        #expect(game.markedColumn == 11)
        #expect(game.tally.dropped == 0, "aiming drops nothing")
    }
}
