import Testing

@testable import Dropit

@Suite("Nothing balances on a corner in Dropit")
struct CornerPerchTests {
    let grid = Fields.open

    @Test("a square held up only by a neighbour's corner is nudged away from it, into the gap")
    func hanging() {
        var perch = CornerPerch()
        // Column 3's square 2.7 pt off its middle catches column 4's square by 1.9 pt of its bottom.
        let ledge = square(1, column: 3, row: 3, in: grid, dx: 2.7)
        var hanging = square(2, column: 4, row: 4, in: grid, dx: -1.2)
        hanging.center.y = ledge.box.minY - 21
        var squares = [ledge, hanging]
        #expect(grid.cornerHolding(hanging, among: squares)?.number == 1)
        #expect(perch.step(squares: &squares, grid: grid, aligner: SquareAligner()) == [.init(number: 2, speed: 60)])
        #expect(!squares[1].isResting)
    }

    @Test("a square on the floor, on a square under it, or straddling two is not on a corner")
    func supported() {
        let floor = square(1, column: 0, in: grid)
        let below = square(2, column: 4, row: 0, in: grid)
        let onTop = square(3, column: 4, row: 1, in: grid, dx: 3)
        let left = square(4, column: 6, in: grid)
        let right = square(5, column: 7, in: grid)
        var straddling = square(6, column: 6, row: 1, in: grid)
        straddling.center.x = 308
        let squares = [floor, below, onTop, left, right, straddling]
        for record in squares { #expect(grid.cornerHolding(record, among: squares) == nil, "square \(record.number)") }
    }

    @Test("a square has a few nudges off corners, so one wedged for good stays and the field can rest")
    func allowance() {
        var perch = CornerPerch()
        let ledge = square(1, column: 3, row: 3, in: grid, dx: 2.7)
        var hanging = square(2, column: 4, row: 4, in: grid)
        hanging.center.y = ledge.box.minY - 21
        var squares = [ledge, hanging]
        var nudges = 0
        for _ in 0..<(DropitTuning.maximumCornerNudges + 5) {
            squares[1].restingTime = DropitTuning.restingDuration
            nudges += perch.step(squares: &squares, grid: grid, aligner: SquareAligner()).count
        }
        #expect(nudges == DropitTuning.maximumCornerNudges)
    }
}
