import Kit
import Preferences
import Testing

@testable import Dropit

@MainActor
@Suite("Dropit rows")
struct RowClearingTests {
    /// Rows line up only without the obstacle in the way (it sits in the middle columns).
    static let noObstacle: (PreferencesStore) -> Void = { $0[DropitSettings.obstacle] = false }

    @Test("a row of squares dropped one per column clears exactly once, and the counter shows it")
    func oneRowClearsOnce() throws {
        let f = DropitFixture(configure: Self.noObstacle)
        let columns = f.scene.columns
        #expect(columns == 12)
        weak var first: SquareView?
        for column in 0..<columns {
            let square = f.scene.dropSquare(column: column)
            if column == 0 { first = square }
            f.run(seconds: 0.25)
        }
        f.run(seconds: 2)
        #expect(f.scene.rowsCleared == 1)
        #expect(f.events("row.cleared") == [#"{"count":12,"event":"row.cleared","row":0,"t":0,"total":1}"#])
        #expect(f.scene.rootView.scoreboard.rows.value.text == "1")
        #expect(f.scene.squares.isEmpty)
        f.run(seconds: 2)
        #expect(f.scene.rowsCleared == 1, "a cleared row never clears again")
        #expect(f.scene.field.subviews.count == 1, "the cleared squares faded out and left (the obstacle view stays)")
        #expect(f.scene.animator.behaviors.count == 1, "the instantaneous pushes removed themselves")
        #expect(first == nil, "nothing holds a cleared square: views, pushes and closures let go")
    }

    @Test("squares above a cleared row fall into the gap and rest on the floor")
    func squaresAboveFallIntoTheGap() {
        let f = DropitFixture(configure: Self.noObstacle)
        let columns = f.scene.columns
        for column in 0..<columns { f.scene.dropSquare(column: column) }
        f.run(seconds: 0.4)
        let above = f.scene.dropSquare(column: 3)
        #expect(f.runUntilStasis() != nil)
        #expect(f.scene.rowsCleared == 1)
        #expect(f.scene.squares.map(\.number) == [above?.number])
        let side = f.scene.squareSide
        let floor = f.scene.field.bounds.height
        #expect(abs((above?.center.y ?? 0) - (floor - side / 2)) < 0.5)
    }

    @Test("two full rows clear together, lowest first")
    func twoRows() {
        let f = DropitFixture(configure: Self.noObstacle)
        let columns = f.scene.columns
        for column in 0..<columns { f.scene.dropSquare(column: column) }
        f.run(seconds: 0.4)
        for column in 0..<columns { f.scene.dropSquare(column: column) }
        f.runUntilStasis()
        #expect(f.scene.rowsCleared == 2)
        #expect(f.scene.squares.isEmpty)
        #expect(f.scene.rootView.scoreboard.rows.value.text == "2")
    }
}
