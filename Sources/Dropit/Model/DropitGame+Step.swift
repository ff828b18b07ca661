/// After each physics step: how long each square has been still, lining up, shedding squares off the obstacle, and
/// full rows leaving play.
extension DropitGame {
    mutating func step(elapsed: Double, sightings: [SquareSighting]) -> [Effect] {
        see(sightings, elapsed: elapsed)
        var effects = aligner.step(elapsed: elapsed, squares: &squares, grid: grid).map(Self.effect)
        effects += perch.step(squares: &squares, grid: grid, aligner: aligner).map {
            .nudge($0.number, speed: $0.speed)
        }
        effects += clearFullRows()
        return effects
    }

    /// Takes in where the physics put each square; a square slower than `DropitTuning.restingSpeed` has been
    /// still `elapsed` seconds longer, a faster one not at all.
    mutating func see(_ sightings: [SquareSighting], elapsed: Double) {
        let byNumber = Dictionary(sightings.map { ($0.number, $0) }, uniquingKeysWith: { _, last in last })
        for index in squares.indices {
            guard let sighting = byNumber[squares[index].number] else { continue }
            squares[index].center = sighting.center
            squares[index].extent = sighting.extent
            squares[index].tilt = sighting.tilt
            squares[index].speed = sighting.speed
            squares[index].restingTime =
                sighting.speed < DropitTuning.restingSpeed ? squares[index].restingTime + elapsed : 0
        }
    }

    /// At stasis everything not held counts as resting, however briefly it was watched.
    mutating func comeToRest() {
        for index in squares.indices where !squares[index].isGrabbed {
            squares[index].restingTime = max(squares[index].restingTime, DropitTuning.restingDuration)
        }
    }

    mutating func touchedObstacle(_ number: Int, at center: FieldPoint) -> [Effect] {
        guard square(number) != nil,
            let kick = ObstaclePerch.kick(number, at: center, grid: grid, using: &dice)
        else { return [] }
        return [.nudge(kick.number, speed: kick.speed)]
    }

    /// Clears every full row of resting squares, lowest first.
    private mutating func clearFullRows() -> [Effect] {
        var effects: [Effect] = []
        for full in grid.fullRows(of: squares) {
            tally.rowsCleared += 1
            effects += depart(full.members)
            effects.append(
                .announce(.rowCleared(row: full.row, count: full.members.count, total: tally.rowsCleared)))
        }
        return effects
    }

    static func effect(_ command: SquareAligner.Command) -> Effect {
        switch command {
        case .snap(let number, let target): .snap(number, to: target)
        case .release(let number): .releaseSnap(number)
        }
    }
}
