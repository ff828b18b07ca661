import Testing

@testable import Dropit

@Suite("Nothing stays on Dropit's obstacle")
struct ObstaclePerchTests {
    let grid = Fields.standard

    /// A resting square with its centre at (x, y).
    private func resting(_ number: Int, x: Double, y: Double) -> SquareRecord {
        var record = SquareRecord(number: number, colorIndex: 0, center: FieldPoint(x: x, y: y), extent: 42)
        record.restingTime = DropitTuning.restingDuration
        return record
    }

    @Test("a square resting over the obstacle is nudged away from its middle; one beside it or moving is not")
    func nudged() {
        var perch = ObstaclePerch()
        var squares = [
            resting(1, x: 250, y: 230), resting(2, x: 280, y: 200), resting(3, x: 200, y: 230),
            resting(4, x: 264, y: 300),
        ]
        let nudges = perch.step(squares: &squares, grid: grid, aligner: SquareAligner())
        #expect(nudges == [.init(number: 1, speed: -60), .init(number: 2, speed: 60)])
        #expect(!squares[0].isResting && !squares[1].isResting && squares[2].isResting)
        #expect(perch.step(squares: &squares, grid: grid, aligner: SquareAligner()).isEmpty, "moving again")
        var fresh = ObstaclePerch()
        #expect(fresh.step(squares: &squares, grid: Fields.open, aligner: SquareAligner()).isEmpty, "no obstacle")
    }

    @Test("a square has a few nudges, so one wedged for good stays and the field can rest; a grab gives new ones")
    func allowance() {
        var perch = ObstaclePerch()
        var squares = [resting(1, x: 250, y: 230)]
        var nudges = 0
        for _ in 0..<(DropitTuning.maximumObstacleNudges + 5) {
            squares[0].restingTime = DropitTuning.restingDuration
            nudges += perch.step(squares: &squares, grid: grid, aligner: SquareAligner()).count
        }
        #expect(nudges == DropitTuning.maximumObstacleNudges)
        squares[0].isGrabbed = true
        _ = perch.step(squares: &squares, grid: grid, aligner: SquareAligner())
        squares[0].isGrabbed = false
        squares[0].restingTime = DropitTuning.restingDuration
        #expect(perch.step(squares: &squares, grid: grid, aligner: SquareAligner()).count == 1)
    }

    @Test("a square being lined up is left to its snap")
    func aligning() {
        var perch = ObstaclePerch()
        var aligner = SquareAligner()
        var squares = [resting(1, x: 232, y: 200)]
        #expect(aligner.step(elapsed: 1.0 / 60, squares: &squares, grid: grid).count == 1)
        squares[0].restingTime = DropitTuning.restingDuration
        #expect(perch.step(squares: &squares, grid: grid, aligner: aligner).isEmpty)
    }

    @Test("a square landing flat with the obstacle's top point under it is kicked towards its own side")
    func kick() {
        var dice = Dice(seed: 5)
        #expect(ObstaclePerch.kick(1, at: FieldPoint(x: 270, y: 220), grid: grid, using: &dice)?.speed == 60)
        #expect(ObstaclePerch.kick(1, at: FieldPoint(x: 250, y: 220), grid: grid, using: &dice)?.speed == -60)
        #expect(ObstaclePerch.kick(1, at: FieldPoint(x: 290, y: 220), grid: grid, using: &dice) == nil, "off the top")
        #expect(ObstaclePerch.kick(1, at: FieldPoint(x: 270, y: 300), grid: grid, using: &dice) == nil, "below")
        let sides = Set(
            (0..<20).compactMap { _ in
                ObstaclePerch.kick(1, at: FieldPoint(x: 264, y: 220), grid: grid, using: &dice)?.speed
            })
        #expect(sides == [-60, 60], "dead centre: either side")
    }
}
