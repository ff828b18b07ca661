/// After each physics step: how long each square has been still, lining up, shedding squares off the obstacle and
/// off corners,
/// full rows leaving play and scoring, and the end of the game when a column reaches the top.
extension DropitGame {
    mutating func step(elapsed: Double, sightings: [SquareSighting], at now: Double) -> [Effect] {
        see(sightings, elapsed: elapsed)
        var effects = aligner.step(elapsed: elapsed, squares: &squares, grid: grid).map(Self.effect)
        let nudges =
            perch.step(squares: &squares, grid: grid, aligner: aligner)
            + corners.step(squares: &squares, grid: grid, aligner: aligner)
        effects += nudges.map { .nudge($0.number, speed: $0.speed) }
        guard phase == .playing else { return effects }
        effects += clearFullRows(at: now)
        if squares.contains(where: { $0.isResting && grid.reachesTop($0) }) { effects += end() }
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

    /// Clears every full row of resting squares, lowest first, and scores them with the rows cleared a moment
    /// before (`Combo`): several rows together are worth more than the same rows one by one. A new level shortens
    /// the automatic drops from now on.
    private mutating func clearFullRows(at now: Double) -> [Effect] {
        let rows = grid.fullRows(of: squares)
        guard !rows.isEmpty else { return [] }
        var effects: [Effect] = []
        let level = tally.level
        for full in rows {
            tally.rowsCleared += 1
            effects += depart(full.members)
            effects.append(
                .announce(.rowCleared(row: full.row, count: full.members.count, total: tally.rowsCleared)))
        }
        let together = combo.add(rows.count, at: now)
        let points =
            Scoring.points(rows: together.after, level: level) - Scoring.points(rows: together.before, level: level)
        tally.score += points
        best = max(best, tally.score)
        effects.append(
            .announce(
                .rowsScored(
                    rows: rows.count, together: together.after, points: points, score: tally.score, level: level)))
        let newLevel = tally.level > level ? tally.level : nil
        if let newLevel, let interval = Levels.dropInterval(level: newLevel) {
            dropTimer.restart(interval: interval, at: now)
            if !pauses.isEmpty { dropTimer.freeze(at: now) }
            effects.append(.announce(.levelReached(level: newLevel, interval: interval)))
        }
        effects.append(.celebrate(Celebration(rows: together.after, points: points, newLevel: newLevel)))
        return effects
    }

    /// A column reached the top: no more drops, the held square is let go, and the game's card shows.
    private mutating func end() -> [Effect] {
        phase = .over
        dropTimer.stop()
        let summary = GameSummary(
            score: tally.score, level: tally.level, rows: tally.rowsCleared, best: best,
            isNewBest: tally.score > savedBest)
        var effects = release(throwing: nil)
        effects.append(
            .announce(.gameOver(score: summary.score, level: summary.level, rows: summary.rows, best: summary.best)))
        effects += keepBest()
        effects.append(.gameOver(summary))
        return effects
    }

    static func effect(_ command: SquareAligner.Command) -> Effect {
        switch command {
        case .snap(let number, let target): .snap(number, to: target)
        case .release(let number): .releaseSnap(number)
        }
    }
}

extension FieldGrid {
    /// Whether the square reaches into the top cell, where new squares appear: its column is full to the top.
    public func reachesTop(_ square: SquareRecord) -> Bool {
        square.box.minY < spawnBox(column: column(atX: square.center.x)).maxY
    }
}
