import Kit
import Testing

@testable import Dropit

/// The rules alone: squares given as centres on a 3-column grid of 40-point rows over a floor at y = 400.
@Suite("Dropit rules: rows, clearing and the tally")
struct DropitRulesTests {
    let rules = DropitRules(floorY: 400, rowHeight: 40, columns: 3)

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

    @Test("a drop goes to one of the free columns, the same ones for the same seed; none free means sweep first")
    func dropColumns() {
        var first = SeededRandom(seed: 7)
        var second = SeededRandom(seed: 7)
        let picks = (0..<20).compactMap { _ in rules.dropColumn(among: [0, 2], using: &first) }
        #expect(Set(picks) == [0, 2])
        #expect(picks == (0..<20).compactMap { _ in rules.dropColumn(among: [0, 2], using: &second) })
        #expect(rules.dropColumn(among: [], using: &first) == nil)
    }
}
