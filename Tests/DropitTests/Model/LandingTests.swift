import Testing

@testable import Dropit

@Suite("Where Dropit's squares land")
struct LandingTests {
    let field = Fields.standard

    @Test("a drop goes to the column aimed at, or the nearest free one, either side at random on a tie")
    func aimed() {
        var dice = Dice(seed: 1)
        let grid = Fields.small
        #expect(grid.dropColumn(aimedAt: 1, among: [0, 1, 2], using: &dice) == 1)
        #expect(grid.dropColumn(aimedAt: 2, among: [0, 1], using: &dice) == 1)
        let ties = (0..<20).compactMap { _ in grid.dropColumn(aimedAt: 1, among: [0, 2], using: &dice) }
        #expect(Set(ties) == [0, 2], "equally near: either side")
    }

    @Test("with nothing aimed at, a drop goes to one of the free columns, the same ones for the same seed")
    func anywhere() {
        var first = Dice(seed: 7)
        var second = Dice(seed: 7)
        let grid = Fields.small
        let picks = (0..<20).compactMap { _ in grid.dropColumn(among: [0, 2], using: &first) }
        #expect(Set(picks) == [0, 2])
        #expect(picks == (0..<20).compactMap { _ in grid.dropColumn(among: [0, 2], using: &second) })
        #expect(grid.dropColumn(among: [], using: &first) == nil, "no column free")
    }

    @Test("a column's top is free unless a square or the obstacle is in its spawn place")
    func freeColumns() {
        let grid = Fields.open
        #expect(grid.freeColumns(among: []) == Array(0..<12))
        let top = square(1, column: 1, row: 12, in: grid)
        #expect(grid.freeColumns(among: [top]) == [0] + Array(2..<12))
        let upright = square(2, column: 0, row: 12, in: grid)
        var tilted = square(3, column: 0, row: 12, in: grid, dx: 10)
        tilted.extent = 56
        #expect(grid.freeColumns(among: [upright]) == Array(1..<12))
        #expect(grid.freeColumns(among: [tilted]) == Array(2..<12), "turned, its corners reach the next column")
        let low = FieldGrid(width: 528, height: 100, pitch: 44, hasObstacle: true)
        #expect(low.freeColumns(among: []).count == 10, "a short field's obstacle reaches its top")
    }

    @Test("a click's square tumbles down the slope of stacks, at most two columns; never into the shadow")
    func clicks() {
        var dice = Dice(seed: 3)
        func landing(_ clicked: Int, _ filled: [Int]) -> Int {
            let row = filled + Array(repeating: 0, count: 12 - filled.count)
            return field.landingColumn(clicked: clicked, filled: row, using: &dice)
        }
        #expect(landing(2, [0, 1, 1, 1]) == 2, "no neighbour lower: where clicked")
        #expect(landing(2, [0, 3, 2, 0]) == 3, "to the lower neighbour")
        #expect(landing(0, [2, 1, 0, 0]) == 2, "and on down the staircase")
        #expect(landing(0, [3, 2, 1, 0]) == 2, "two columns at most")
        #expect(landing(0, [2, 2, 0, 0]) == 0, "a level neighbour stops it")
        #expect(Set((0..<20).map { _ in landing(2, [0, 1, 2, 1, 0]) }) == [0, 4], "equally low on both sides: either")
        #expect(landing(4, [0, 0, 0, 0, 1]) == 3, "column 5's next cell is under the obstacle")
        #expect(landing(5, [0, 0, 0, 0, 1]) == 5, "clicked over the obstacle it drops there and slides off")
    }

    @Test("the filled counts go by each square's column")
    func filled() {
        let squares = [
            square(1, column: 0, in: field), square(2, column: 0, row: 1, in: field), square(3, column: 11, in: field),
        ]
        #expect(field.filledCounts(of: squares) == [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])
    }
}
