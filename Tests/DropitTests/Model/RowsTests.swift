import Testing

@testable import Dropit

@Suite("Dropit's full rows")
struct RowsTests {
    let grid = Fields.small

    @Test("a row with a resting square in every column is full; the squares above are not part of it")
    func oneFullRow() {
        var squares = [
            square(1, column: 0, in: grid), square(2, column: 1, in: grid, dy: -1.5),
            square(3, column: 2, in: grid, dy: 1), square(4, column: 1, row: 1, in: grid),
        ]
        #expect(grid.fullRows(of: squares) == [FieldGrid.FullRow(row: 0, members: [1, 2, 3])])
        squares[3].center.x += 1
        #expect(grid.fullRows(of: squares).map(\.row) == [0], "a little off its column's middle still counts")
    }

    @Test("a row waits while one of its squares still moves, and an incomplete row never clears")
    func waits() {
        let moving = [
            square(1, column: 0, in: grid), square(2, column: 1, in: grid),
            square(3, column: 2, in: grid, resting: false),
        ]
        #expect(grid.fullRows(of: moving).isEmpty)
        #expect(grid.fullRows(of: Array(moving.prefix(2))).isEmpty)
    }

    @Test("a held square belongs to no row: the row waits for it to be let go")
    func heldSquare() {
        var squares = fullRow(0, in: grid)
        squares[1].isGrabbed = true
        #expect(grid.fullRows(of: squares).isEmpty)
    }

    @Test("several full rows come lowest first")
    func order() {
        let squares = fullRow(1, in: grid, numberedFrom: 10) + fullRow(0, in: grid)
        #expect(grid.fullRows(of: squares).map(\.row) == [0, 1])
    }

    @Test("under the obstacle a row is full with every other cell filled, and a square in the shadow goes with it")
    func underTheObstacle() {
        let field = Fields.standard
        let ten = fullRow(0, in: field)
        #expect(ten.count == 10)
        #expect(field.fullRows(of: ten).map(\.row) == [0])
        #expect(field.fullRows(of: Array(ten.dropLast())).isEmpty, "one open cell short")
        let thrownUnder = ten + [square(99, column: 5, in: field)]
        #expect(field.fullRows(of: thrownUnder).first?.members.count == 11)
        let aboveTheObstacle = (0..<11).map { square($0 + 1, column: $0, row: 8, in: field) }
        #expect(field.fullRows(of: aboveTheObstacle).isEmpty, "over the obstacle every column counts")
    }
}
