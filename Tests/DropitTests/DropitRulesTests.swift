import Kit
import Testing

@testable import Dropit

/// The rules alone: squares given as centres on a 3-column grid of 40-point cells over a floor at y = 400.
@Suite("Dropit rules: rows, clearing and the tally")
struct DropitRulesTests {
    let rules = DropitRules(floorY: 400, rowHeight: 40, columns: 3, columnWidth: 40)

    private func square(_ x: Double, _ height: Double, resting: Bool = true) -> DropitRules.Square {
        DropitRules.Square(center: Point(x: x, y: 400 - height), isResting: resting)
    }

    @Test("rows are bands one square high from the floor; a centre a little off still counts in its band")
    func bands() {
        #expect(rules.row(of: Point(x: 0, y: 380)) == 0)
        #expect(rules.row(of: Point(x: 0, y: 362)) == 0)
        #expect(rules.row(of: Point(x: 0, y: 340)) == 1)
        #expect(rules.row(of: Point(x: 0, y: 401)) == nil)
    }

    @Test("a band with as many resting squares as columns is full; the ones above are not part of it")
    func fullRow() {
        let squares = [square(20, 20), square(60, 21.5), square(100, 19), square(60, 60)]
        #expect(rules.fullRows(of: squares) == [DropitRules.FullRow(row: 0, members: [0, 1, 2])])
    }

    @Test("a row waits while one of its squares still moves, and an incomplete row never clears")
    func waits() {
        #expect(rules.fullRows(of: [square(20, 20), square(60, 20), square(100, 20, resting: false)]).isEmpty)
        #expect(rules.fullRows(of: [square(20, 20), square(60, 20)]).isEmpty)
    }

    @Test("several full rows come lowest first")
    func order() {
        let squares = [60, 20].flatMap { height in [20.0, 60, 100].map { square($0, Double(height)) } }
        #expect(rules.fullRows(of: squares).map(\.row) == [0, 1])
    }

    @Test("clearing counts each full row once; the tally numbers the drops from 1")
    func tally() {
        var rules = rules
        #expect(rules.countDrop() == 1)
        #expect(rules.countDrop() == 2)
        let two = [60, 20].flatMap { height in [20.0, 60, 100].map { square($0, Double(height)) } }
        #expect(rules.clearFullRows(of: two).count == 2)
        #expect(rules.clearFullRows(of: [square(20, 20)]).isEmpty)
        #expect(rules.rowsCleared == 2 && rules.dropped == 2)
    }

    @Test("a drop goes to the column aimed at, or the nearest free one; a click's x names its column")
    func aimedDrops() {
        var random = SeededRandom(seed: 1)
        #expect(rules.dropColumn(aimedAt: 1, among: [0, 1, 2], using: &random) == 1)
        #expect(rules.dropColumn(aimedAt: 2, among: [0, 1], using: &random) == 1)
        let ties = (0..<20).compactMap { _ in rules.dropColumn(aimedAt: 1, among: [0, 2], using: &random) }
        #expect(Set(ties) == [0, 2], "equally near: either side")
        #expect(rules.column(atX: 39.9) == 0 && rules.column(atX: 40) == 1)
        #expect(rules.column(atX: -5) == 0 && rules.column(atX: 500) == 2, "beyond the edges: the edge columns")
    }

    @Test("a drop goes to one of the free columns, the same ones for the same seed; none free means sweep first")
    func dropColumns() {
        var first = SeededRandom(seed: 7)
        var second = SeededRandom(seed: 7)
        let picks = (0..<20).compactMap { _ in rules.dropColumn(among: [0, 2], using: &first) }
        #expect(Set(picks) == [0, 2])
        #expect(picks == (0..<20).compactMap { _ in rules.dropColumn(among: [0, 2], using: &second) })
        #expect(rules.dropColumn(among: [], using: &first) == nil)
    }

    /// Twelve 44-point columns, 42-point rows over a floor at y = 560, the obstacle of radius 39.6 centred on the
    /// line between columns 5 and 6 at y = 280: the default field.
    let field = DropitRules(
        floorY: 560, rowHeight: 42, columns: 12, columnWidth: 44,
        obstacle: DropitRules.Obstacle(center: Point(x: 264, y: 280), radius: 39.6))

    @Test("the obstacle shadows the cells of the columns it reaches into, from its top to the floor")
    func shadow() {
        #expect(field.reachableColumns(inRow: 0) == Set(0..<12).subtracting([5, 6]))
        #expect(field.isShadowed(row: 7, column: 5), "the top row the obstacle reaches into")
        #expect(!field.isShadowed(row: 8, column: 5), "the cell above its top is open")
        #expect(!field.isShadowed(row: 0, column: 4) && !field.isShadowed(row: 0, column: 7), "beside it")
        var none = field
        none.obstacle = nil
        #expect(none.reachableColumns(inRow: 0).count == 12)
    }

    @Test("under the obstacle a row is full with every other cell filled, and a square in the shadow goes with it")
    func fullUnderTheObstacle() {
        func square(_ column: Int, row: Int = 0) -> DropitRules.Square {
            DropitRules.Square(
                center: Point(x: Double(column) * 44 + 22, y: 560 - 21 - Double(row) * 42), isResting: true)
        }
        let ten = (0..<12).filter { $0 != 5 && $0 != 6 }.map { square($0) }
        #expect(field.fullRows(of: ten).map(\.row) == [0])
        #expect(field.fullRows(of: Array(ten.dropLast())).isEmpty, "one open cell short")
        let thrownUnder = ten + [square(5)]
        #expect(field.fullRows(of: thrownUnder).first?.members.count == 11)
        let aboveTheObstacle = (0..<11).map { square($0, row: 8) }
        #expect(field.fullRows(of: aboveTheObstacle).isEmpty, "over the obstacle every column counts")
    }

    @Test("a click goes to the least filled column beside it, the clicked one among equals; never into the shadow")
    func landing() {
        var random = SeededRandom(seed: 3)
        #expect(field.landingColumn(clicked: 2, filled: [0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0], using: &random) == 2)
        #expect(field.landingColumn(clicked: 2, filled: [0, 1, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0], using: &random) != 2)
        #expect(field.landingColumn(clicked: 2, filled: [0, 3, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0], using: &random) == 3)
        #expect(field.landingColumn(clicked: 0, filled: [2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], using: &random) == 1)
        #expect(
            field.landingColumn(clicked: 0, filled: [2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], using: &random) == 0,
            "two columns away is beyond the reach")
        let sides = (0..<20).map { _ in
            field.landingColumn(clicked: 2, filled: [0, 1, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0], using: &random)
        }
        #expect(Set(sides) == [1, 3], "equally low on both sides: either")
        #expect(
            field.landingColumn(clicked: 4, filled: [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0], using: &random) == 3,
            "column 5's next cell is under the obstacle")
        #expect(
            field.landingColumn(clicked: 5, filled: [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0], using: &random) == 5,
            "clicked over the obstacle it drops there and slides off")
    }
}
