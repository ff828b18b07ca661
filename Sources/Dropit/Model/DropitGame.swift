/// Dropit's rules as a value, with no views and no physics: which squares are in play and where they rest, full
/// rows, the obstacle's shadow, where a click's square goes, lining squares up and shedding them off the obstacle,
/// and the tally. The scene sends what the player did and what the physics did as actions; the game answers
/// with effects for the physics and the views to carry out, and the events to log. Chance comes from its own
/// seeded dice, so a game replays exactly.
///
/// ```swift
/// var game = DropitGame(seed: 7)
/// game.send(.layOut(FieldGrid(width: 528, height: 560, pitch: 44, hasObstacle: true), squares: []))
/// game.send(.drop(.marker))
/// // [.spawn(SquareSpawn(number: 1, column: 6, …)), .announce(.squareDropped(number: 1, column: 6))]
/// game.send(.step(elapsed: 1.0 / 60, squares: sightings))   // rows that filled leave: [.depart([…]), …]
/// ```
public struct DropitGame: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        /// The field has a new grid (first layout, a resize, a new square size, the obstacle on or off); the
        /// squares in play are where `squares` says, already moved with the floor.
        case layOut(FieldGrid, squares: [SquareSighting])
        /// A click or tap at `x` (field points): a square drops into that column or a less filled one beside it.
        case click(x: Double)
        /// A square drops, aimed as `DropTarget` says.
        case drop(DropTarget)
        /// The keyboard's marker moves.
        case aim(ColumnMarker.Move)
        /// The physics stepped by `elapsed` seconds; `squares` is where it put every square in play.
        case step(elapsed: Double, squares: [SquareSighting])
        /// The physics came to rest: everything not held counts as resting, however briefly it was watched.
        case stasis
        /// A square began touching the obstacle with its centre at this point.
        case touchedObstacle(Int, at: FieldPoint)
        /// The pointer takes hold of the newest square.
        case grab
        /// The pointer lets go, throwing the square at this velocity (pt/s), or just letting it fall when nil.
        case release(throwing: FieldPoint?)
    }

    /// Where a dropped square goes.
    public enum DropTarget: Equatable, Sendable {
        /// The marker's column, or the nearest one with room at the top.
        case marker
        /// This column, or the nearest one with room at the top.
        case aimed(Int)
        /// Any column with room at the top, at random.
        case anywhere
        /// This column, whether or not its top is free (a test placing squares).
        case column(Int)
    }

    /// What the scene must do after an action, in order.
    public enum Effect: Equatable, Sendable {
        /// A new square comes into play.
        case spawn(SquareSpawn)
        /// These squares leave play (they fly off and fade); the game has already forgotten them.
        case depart([Int])
        /// Pull the square upright to this place (lining it up with its column).
        case snap(Int, to: FieldPoint)
        /// Let go of the square's snap.
        case releaseSnap(Int)
        /// Add this sideways speed to the square, in pt/s.
        case nudge(Int, speed: Double)
        /// Tie the square to the pointer with the spring.
        case attach(Int)
        /// Untie it; give it this velocity (pt/s) when thrown, or leave it as it is when nil.
        case detach(Int, velocity: FieldPoint?)
        case announce(DropitEvent)
    }

    /// The counts shown above the field.
    public struct Tally: Equatable, Sendable {
        public var dropped = 0
        public var rowsCleared = 0
    }

    public internal(set) var grid = FieldGrid.empty
    /// Squares in play, oldest first.
    public internal(set) var squares: [SquareRecord] = []
    public internal(set) var tally = Tally()
    public internal(set) var marker = ColumnMarker()
    var aligner = SquareAligner()
    var perch = ObstaclePerch()
    var dice: Dice

    public init(seed: UInt64) {
        dice = Dice(seed: seed)
    }

    /// The column the keyboard's marker shows.
    public var markedColumn: Int { marker.column(in: grid.columns) }

    /// The square the pointer holds, if any.
    public var grabbedSquare: SquareRecord? { squares.first { $0.isGrabbed } }

    /// The square numbered `number`, if it is in play.
    public func square(_ number: Int) -> SquareRecord? {
        squares.first { $0.number == number }
    }

    /// Applies `action` and returns what must follow, in order.
    @discardableResult
    public mutating func send(_ action: Action) -> [Effect] {
        switch action {
        case .layOut(let grid, let sightings): return layOut(grid, sightings: sightings)
        case .click(let x): return click(atX: x)
        case .drop(let target): return drop(target)
        case .aim(let move):
            marker.apply(move, columns: grid.columns)
            return []
        case .step(let elapsed, let sightings): return step(elapsed: elapsed, sightings: sightings)
        case .stasis:
            comeToRest()
            return []
        case .touchedObstacle(let number, let center): return touchedObstacle(number, at: center)
        case .grab: return grab()
        case .release(let velocity): return release(throwing: velocity)
        }
    }
}

/// A square coming into play: its number, column and colour, and where it appears (field points).
public struct SquareSpawn: Equatable, Sendable {
    public var number: Int
    public var column: Int
    public var colorIndex: Int
    public var center: FieldPoint
    /// Its side, in points.
    public var side: Double
}
