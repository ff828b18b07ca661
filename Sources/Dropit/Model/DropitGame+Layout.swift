/// A new grid, and squares leaving play. Squares the new field cannot hold — past its new edge or inside the
/// obstacle's new place — are swept away rather than squeezed, which would shoot them out of the walls; a new
/// pitch is a new grid, and squares of the old size would not fit it, so they all go.
extension DropitGame {
    mutating func layOut(_ newGrid: FieldGrid, sightings: [SquareSighting]) -> [Effect] {
        let oldPitch = grid.pitch
        grid = newGrid
        see(sightings, elapsed: 0)
        if oldPitch != 0, oldPitch != newGrid.pitch { return sweep() }
        let misplaced = squares.filter { grid.obstacleOverlaps($0.box) || isOutsideField($0) }
        return depart(misplaced.map(\.number))
    }

    /// Past the field's edges (a point of slack), or reaching past its right wall or its ceiling.
    private func isOutsideField(_ square: SquareRecord) -> Bool {
        let slack = 1.0
        let center = square.center
        let box = square.box
        return center.x < -slack || center.x > grid.width + slack || center.y < -slack
            || center.y > grid.height + slack || box.maxX > grid.width + slack || box.minY < -slack
    }

    /// Sweeps every square in play away (a new grid, or a new game).
    mutating func sweep() -> [Effect] {
        guard !squares.isEmpty else { return [] }
        let count = squares.count
        return depart(squares.map(\.number)) + [.announce(.fieldCleared(count: count))]
    }

    /// Takes squares out of play: a held one is let go first, their snaps end, and the game forgets them.
    mutating func depart(_ numbers: [Int]) -> [Effect] {
        guard !numbers.isEmpty else { return [] }
        var effects: [Effect] = []
        if let held = grabbedSquare, numbers.contains(held.number) { effects += release(throwing: nil) }
        effects += aligner.forget(numbers).map(Self.effect)
        perch.forget(numbers)
        corners.forget(numbers)
        let leaving = Set(numbers)
        squares.removeAll { leaving.contains($0.number) }
        return effects + [.depart(numbers)]
    }
}
