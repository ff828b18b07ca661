/// Dropit's rules as a value, with no views and no physics: which squares are in play and where they rest, full
/// rows and their score, levels and the automatic drops, pausing, the game's end when a column reaches the top,
/// the best score, the obstacle's shadow and its perch, lining squares up, and where a click's square goes.
///
/// The scene sends what the player did and what the physics did as actions, each with the time it happens at
/// (seconds on the window's clock); the game answers with effects for the physics and the views to carry out, and
/// the events to log. Chance comes from its own seeded dice, so a game replays exactly.
///
/// ```swift
/// var game = DropitGame(seed: 7, best: 1_200)
/// game.send(.layOut(FieldGrid(width: 528, height: 560, pitch: 44, hasObstacle: true), squares: []), at: 0)
/// game.send(.drop(.marker), at: 1)
/// // [.spawn(SquareSpawn(number: 1, column: 6, …)), .announce(.squareDropped(number: 1, column: 6, …))]
/// game.send(.step(elapsed: 1.0 / 60, squares: sightings), at: 1.02)   // rows that filled leave and score
/// game.send(.tick, at: 9)   // from level 2: the next square drops by itself when the player waits too long
/// ```
public struct DropitGame: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        /// The field has a new grid (first layout, a resize, a new square size, the obstacle on or off); the
        /// squares in play are where `squares` says, already moved with the floor.
        case layOut(FieldGrid, squares: [SquareSighting])
        /// A click or tap at `x` (field points): a square drops into that column or a less filled one beside it;
        /// on a field the player paused, play goes on instead.
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
        /// The drop timer's deadline may have come: the next square drops by itself when it is due.
        case tick
        case pause(PauseReason)
        case resume(PauseReason)
        /// P, Space or the Pause button: pause, or play on from the player's pause.
        case togglePause
        /// Clear, or New Game: the field is swept and a game starts at level 1.
        case newGame
        /// The app is quitting: a best score not yet kept is saved.
        case quit
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
        /// Rows scored: the player sees the points (and the level, when a new one was reached).
        case celebrate(Celebration)
        /// The game is over: show how it went, with New Game.
        case gameOver(GameSummary)
        /// Keep this best score across launches.
        case saveBest(Int)
        case announce(DropitEvent)
    }

    /// Whether the game goes on or a column has reached the top.
    public enum Phase: Equatable, Sendable {
        case playing, over
    }

    /// The game's counts.
    public struct Tally: Equatable, Sendable {
        public var dropped = 0
        public var rowsCleared = 0
        public var score = 0

        /// The level reached: one more for every `DropitTuning.rowsPerLevel` rows.
        public var level: Int { Levels.level(forRows: rowsCleared) }
    }

    public internal(set) var grid = FieldGrid.empty
    /// Squares in play, oldest first.
    public internal(set) var squares: [SquareRecord] = []
    public internal(set) var tally = Tally()
    public internal(set) var phase = Phase.playing
    /// Why play stands still; empty while it runs.
    public internal(set) var pauses: Set<PauseReason> = []
    /// The best score of every game so far, this one included.
    public internal(set) var best: Int
    /// The colour of the next square (the field shows it waiting at the marker).
    public internal(set) var nextColorIndex: Int
    public internal(set) var dropTimer = DropTimer()
    /// The rows cleared together so far.
    public internal(set) var combo = Combo()
    public internal(set) var marker = ColumnMarker()
    /// The best score the file keeps, as far as the game knows.
    var savedBest: Int
    /// The number of the last square dropped since launch (numbers never repeat, so neither do view ids).
    var lastNumber = 0
    var aligner = SquareAligner()
    var perch = ObstaclePerch()
    var corners = CornerPerch()
    var dice: Dice

    /// A game with nothing dropped; `best` is the best score kept from earlier games.
    public init(seed: UInt64, best: Int = 0) {
        dice = Dice(seed: seed)
        self.best = max(best, 0)
        savedBest = self.best
        nextColorIndex = Int.random(in: 0..<DropitTuning.colorCount, using: &dice)
    }

    /// Whether squares may drop and be grabbed now: the game is on and nothing pauses it.
    public var isPlaying: Bool { phase == .playing && pauses.isEmpty }

    /// The column the keyboard's marker shows.
    public var markedColumn: Int { marker.column(in: grid.columns) }

    /// The square the pointer holds, if any.
    public var grabbedSquare: SquareRecord? { squares.first { $0.isGrabbed } }

    /// The square numbered `number`, if it is in play.
    public func square(_ number: Int) -> SquareRecord? {
        squares.first { $0.number == number }
    }

    /// Whether Clear would throw away a game worth keeping, so the player is asked first.
    public var clearNeedsConfirmation: Bool { phase == .playing && tally.score > 0 }

    /// Applies `action`, happening at clock time `now` (seconds), and returns what must follow, in order.
    @discardableResult
    public mutating func send(_ action: Action, at now: Double) -> [Effect] {
        switch action {
        case .layOut(let grid, let sightings): return layOut(grid, sightings: sightings)
        case .click(let x): return click(atX: x, at: now)
        case .drop(let target): return isPlaying ? drop(target, at: now) : []
        case .aim(let move):
            if isPlaying { marker.apply(move, columns: grid.columns) }
            return []
        case .step(let elapsed, let sightings): return step(elapsed: elapsed, sightings: sightings, at: now)
        case .stasis:
            comeToRest()
            return []
        case .touchedObstacle(let number, let center): return touchedObstacle(number, at: center)
        case .grab: return isPlaying ? grab() : []
        case .release(let velocity): return release(throwing: velocity)
        case .tick: return isPlaying && dropTimer.isDue(at: now) ? drop(.marker, at: now, automatic: true) : []
        case .pause(let reason): return pause(reason, at: now)
        case .resume(let reason): return resume(reason, at: now)
        case .togglePause: return pauses.contains(.user) ? resume(.user, at: now) : pause(.user, at: now)
        case .newGame: return newGame()
        case .quit: return keepBest()
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

/// What one clear earned: the rows cleared together (this clear's and those a moment before), its points, and the
/// level it reached when that is new.
public struct Celebration: Equatable, Sendable {
    public var rows: Int
    public var points: Int
    public var newLevel: Int?
}

/// How a game went, for the card that ends it.
public struct GameSummary: Equatable, Sendable {
    public var score: Int
    public var level: Int
    public var rows: Int
    public var best: Int
    /// True when this game beat every game before it.
    public var isNewBest: Bool
}
