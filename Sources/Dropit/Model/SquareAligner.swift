/// Lining up: a square that comes to rest off its column (bounced off the obstacle, landed on two others, or
/// turned) is pulled into the nearest column, if the column has room at that height, and let go a moment later;
/// over a gap it then drops in. Rows fill only with squares on the grid.
///
/// The aligner owns each square's lining-up state; the physics carries it out (a snap behaviour per square).
public struct SquareAligner: Equatable, Sendable {
    /// What the physics must do for a square.
    public enum Command: Equatable, Sendable {
        /// Pull the square upright to `target` (field points).
        case snap(Int, to: FieldPoint)
        /// Let go of it.
        case release(Int)
    }

    struct State: Equatable, Sendable {
        /// Seconds the running snap holds on; nil while none runs.
        var remaining: Double?
        /// False from a lining-up until the square moves again, so a square that cannot reach its column (a
        /// neighbour in the way) tries once, not on every frame.
        var mayAlign = true
        /// Lining-ups left before the square stays where it rests: a safety net against a square that keeps being
        /// knocked off its column, which would keep the field from ever resting.
        var alignmentsLeft = DropitTuning.maximumAlignments
    }

    private var states: [Int: State] = [:]

    public init() {}

    /// Whether a snap is lining the square up now.
    public func isAligning(_ number: Int) -> Bool {
        states[number]?.remaining != nil
    }

    /// Starts and ends snaps after a step of `elapsed` seconds; a square that starts one is no longer resting.
    public mutating func step(elapsed: Double, squares: inout [SquareRecord], grid: FieldGrid) -> [Command] {
        var commands: [Command] = []
        for index in squares.indices {
            let square = squares[index]
            var state = states[square.number] ?? State()
            if square.isGrabbed { state.alignmentsLeft = DropitTuning.maximumAlignments }
            if square.isGrabbed || square.speed > DropitTuning.realignmentSpeed { state.mayAlign = true }
            if let remaining = state.remaining {
                let left = remaining - elapsed
                if left <= 0 || square.isGrabbed {
                    state.remaining = nil
                    commands.append(.release(square.number))
                } else {
                    state.remaining = left
                }
            } else if state.mayAlign, state.alignmentsLeft > 0, square.isResting,
                let target = grid.alignmentTarget(for: square, among: squares)
            {
                state.remaining = DropitTuning.alignmentDuration
                state.mayAlign = false
                state.alignmentsLeft -= 1
                squares[index].restingTime = 0
                commands.append(.snap(square.number, to: target))
            }
            states[square.number] = state
        }
        return commands
    }

    /// Forgets squares that left play; returns the ones whose snap must go with them.
    public mutating func forget(_ numbers: some Sequence<Int>) -> [Command] {
        numbers.compactMap { number in
            defer { states[number] = nil }
            return states[number]?.remaining != nil ? .release(number) : nil
        }
    }
}

extension FieldGrid {
    /// The middle of the square's nearest column, upright with its lowest point where it is now, when it is off
    /// that column or tilted and the place is free; nil otherwise.
    public func alignmentTarget(for square: SquareRecord, among squares: [SquareRecord]) -> FieldPoint? {
        guard columns > 0 else { return nil }
        let bottom = square.center.y + square.extent / 2
        let target = FieldPoint(x: middleX(ofColumn: column(atX: square.center.x)), y: bottom - squareSide / 2)
        let isTilted = abs(square.tilt) > DropitTuning.alignmentTilt
        guard isTilted || abs(target.x - square.center.x) > DropitTuning.alignmentTolerance else { return nil }
        // Resting squares touch (with a little overlap from the solver), so the test place is a point smaller.
        let place = FieldBox(center: target, side: squareSide - 2)
        if obstacleOverlaps(place) { return nil }
        let blocked = squares.contains { $0.number != square.number && place.intersects($0.box) }
        return blocked ? nil : target
    }
}
