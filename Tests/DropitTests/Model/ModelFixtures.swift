@testable import Dropit

/// Named fields and squares for the model's tests: plain values, no views and no physics.
enum Fields {
    /// Three 40-point columns of 40-point squares over a floor at y = 400, no obstacle.
    static let small = FieldGrid(columns: 3, pitch: 40, squareSide: 40, height: 400)

    /// The default field: twelve 44-point columns of 42-point squares over a floor at y = 560, and the obstacle
    /// of radius 39.6 centred on the line between columns 5 and 6 at half height.
    static let standard = FieldGrid(width: 528, height: 560, pitch: 44, hasObstacle: true)

    /// The default field without the obstacle.
    static let open = FieldGrid(width: 528, height: 560, pitch: 44, hasObstacle: false)
}

/// A square in `column`, `row` (0 on the floor) of `grid`, centred in its cell; resting unless told otherwise.
func square(
    _ number: Int, column: Int, row: Int = 0, in grid: FieldGrid, resting: Bool = true, dx: Double = 0,
    dy: Double = 0
) -> SquareRecord {
    var record = SquareRecord(
        number: number, colorIndex: 0,
        center: FieldPoint(
            x: grid.middleX(ofColumn: column) + dx,
            y: grid.height - grid.squareSide / 2 - Double(row) * grid.squareSide + dy),
        extent: grid.squareSide)
    record.restingTime = resting ? DropitTuning.restingDuration : 0
    return record
}

/// A whole row of resting squares numbered from `first`, in every column a falling square can reach.
func fullRow(_ row: Int, in grid: FieldGrid, numberedFrom first: Int = 1) -> [SquareRecord] {
    grid.reachableColumns(inRow: row).sorted().enumerated().map { offset, column in
        square(first + offset, column: column, row: row, in: grid)
    }
}

/// What the physics would report for `records` standing still where they are.
func stillSightings(_ records: [SquareRecord]) -> [SquareSighting] {
    records.map { SquareSighting(number: $0.number, center: $0.center, extent: $0.extent) }
}

/// A generator that always rolls the same number, for rules whose only chance is a tie.
struct FixedRoll: RandomNumberGenerator {
    var value: UInt64
    mutating func next() -> UInt64 { value }
}

extension DropitGame {
    /// A game on `grid` with nothing dropped yet.
    static func on(_ grid: FieldGrid, seed: UInt64 = 1) -> DropitGame {
        var game = DropitGame(seed: seed)
        game.send(.layOut(grid, squares: []), at: 0)
        return game
    }

    /// The squares the effects brought into play.
    static func spawns(in effects: [Effect]) -> [SquareSpawn] {
        effects.compactMap { if case .spawn(let spawn) = $0 { spawn } else { nil } }
    }

    /// The events the effects announce.
    static func events(in effects: [Effect]) -> [DropitEvent] {
        effects.compactMap { if case .announce(let event) = $0 { event } else { nil } }
    }
}
