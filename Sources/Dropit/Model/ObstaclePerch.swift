/// Nothing stays on the obstacle. Two squares landing side by side over its round top hold each other up, and
/// more land on them: a tower over the obstacle's columns that overhangs its neighbours, hides the gaps under it
/// and can never be part of a row. A square at rest over the obstacle is nudged off, away from its middle, as a
/// player expects of a round top; the squares on it come down with it and fall beside the obstacle.
///
/// Each square has a few nudges, so one wedged for good stays and the field still comes to rest; the perch owns
/// what is left of them (a grab gives a square a fresh allowance).
public struct ObstaclePerch: Equatable, Sendable {
    /// A sideways push for the physics: the square's number and the speed to add, in pt/s (negative: left).
    public struct Nudge: Equatable, Sendable {
        public var number: Int
        public var speed: Double

        public init(number: Int, speed: Double) {
            self.number = number
            self.speed = speed
        }
    }

    private var nudgesLeft: [Int: Int] = [:]

    public init() {}

    /// Nudges every square resting over the obstacle (not one a snap is lining up); a nudged square is no longer
    /// resting.
    public mutating func step(squares: inout [SquareRecord], grid: FieldGrid, aligner: SquareAligner) -> [Nudge] {
        guard let obstacle = grid.obstacle else { return [] }
        var nudges: [Nudge] = []
        for index in squares.indices {
            let square = squares[index]
            if square.isGrabbed { nudgesLeft[square.number] = DropitTuning.maximumObstacleNudges }
            let left = nudgesLeft[square.number] ?? DropitTuning.maximumObstacleNudges
            guard left > 0, square.isResting, !aligner.isAligning(square.number),
                square.center.y < obstacle.center.y, abs(square.center.x - obstacle.center.x) < obstacle.radius
            else { continue }
            let side: Double = square.center.x < obstacle.center.x ? -1 : 1
            nudges.append(Nudge(number: square.number, speed: side * DropitTuning.obstacleShedSpeed))
            squares[index].restingTime = 0
            nudgesLeft[square.number] = left - 1
        }
        return nudges
    }

    /// A square just touched the obstacle at `center`. One that cannot turn, with the obstacle's top point under
    /// its flat bottom, balances there however slippery the obstacle is: a small sideways kick sends it sliding
    /// off, as the slightest nudge would (to either side at random when it sits dead centre).
    public static func kick(
        _ number: Int, at center: FieldPoint, grid: FieldGrid, using random: inout some RandomNumberGenerator
    ) -> Nudge? {
        guard let obstacle = grid.obstacle else { return nil }
        let offset = center.x - obstacle.center.x
        guard abs(offset) < grid.squareSide / 2, center.y < obstacle.center.y else { return nil }
        let side: Double = offset < 0 ? -1 : offset > 0 ? 1 : (Bool.random(using: &random) ? 1 : -1)
        return Nudge(number: number, speed: side * DropitTuning.obstacleShedSpeed)
    }

    /// Forgets squares that left play.
    public mutating func forget(_ numbers: some Sequence<Int>) {
        for number in numbers { nudgesLeft[number] = nil }
    }
}
