/// Nothing balances on a corner. A square that cannot turn rests on the slightest ledge: one a couple of points
/// off its column catches the square beside it by the corner, and a stack then hangs over an empty cell that no
/// square can ever fill, so its row can never clear. A square at rest whose only support is such a corner (others
/// under it hold less than `DropitTuning.cornerSupportShare` of its bottom) is nudged away from it, as the
/// slightest knock would, and drops into the gap with the squares on it.
///
/// Each square has a few nudges, so one wedged for good stays and the field still comes to rest; the perch owns
/// what is left of them (a grab gives a square a fresh allowance).
public struct CornerPerch: Equatable, Sendable {
    private var nudgesLeft: [Int: Int] = [:]

    public init() {}

    /// Nudges every upright square resting on a corner (not one a snap is lining up, nor one on or by the
    /// obstacle, which `ObstaclePerch` sheds); a nudged square is no longer resting.
    public mutating func step(squares: inout [SquareRecord], grid: FieldGrid, aligner: SquareAligner)
        -> [ObstaclePerch.Nudge]
    {
        var nudges: [ObstaclePerch.Nudge] = []
        for index in squares.indices {
            let square = squares[index]
            if square.isGrabbed { nudgesLeft[square.number] = DropitTuning.maximumCornerNudges }
            let left = nudgesLeft[square.number] ?? DropitTuning.maximumCornerNudges
            guard left > 0, square.isResting, !aligner.isAligning(square.number),
                let corner = grid.cornerHolding(square, among: squares)
            else { continue }
            let side: Double = square.center.x < corner.center.x ? -1 : 1
            nudges.append(ObstaclePerch.Nudge(number: square.number, speed: side * DropitTuning.obstacleShedSpeed))
            squares[index].restingTime = 0
            nudgesLeft[square.number] = left - 1
        }
        return nudges
    }

    /// Forgets squares that left play.
    public mutating func forget(_ numbers: some Sequence<Int>) {
        for number in numbers { nudgesLeft[number] = nil }
    }
}

extension FieldGrid {
    /// The square whose corner alone holds `square` up, if that is what holds it: it is upright, above the floor,
    /// clear of the obstacle, and the squares right under it hold less than `DropitTuning.cornerSupportShare` of
    /// its bottom.
    public func cornerHolding(_ square: SquareRecord, among squares: [SquareRecord]) -> SquareRecord? {
        let slack = 2.0
        let box = square.box
        guard abs(square.tilt) <= DropitTuning.alignmentTilt, box.maxY < height - slack,
            !obstacleOverlaps(FieldBox(center: square.center, side: square.extent + 2 * slack))
        else { return nil }
        let under = squares.filter { other in
            other.number != square.number && abs(other.box.minY - box.maxY) < slack && overlap(other.box, box) > 0
        }
        guard let widest = under.max(by: { overlap($0.box, box) < overlap($1.box, box) }),
            overlap(widest.box, box) < square.extent * DropitTuning.cornerSupportShare,
            abs(widest.tilt) <= DropitTuning.alignmentTilt
        else { return nil }
        return widest
    }

    /// How far two boxes overlap across, in points (0 when they do not).
    private func overlap(_ first: FieldBox, _ second: FieldBox) -> Double {
        max(0, min(first.maxX, second.maxX) - max(first.minX, second.minX))
    }
}
