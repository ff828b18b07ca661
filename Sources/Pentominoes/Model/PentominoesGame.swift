import Pentomino

/// The Pentominoes game as a value: the puzzle on the board and those put away, the piece in the player's hand,
/// and the computer's help (a search, a hint, Solve, a complete board's solutions). It has no views, no threads and
/// no clock of its own: each action arrives with the time it happens at (seconds on the window's clock), and the
/// answer is the effects the scene carries out, in order: events to log, pieces to animate, searches to start, the
/// puzzles to save. So every rule is tested on made-up times alone.
///
/// ```swift
/// var game = PentominoesGame(board: .rectangle6x10)
/// game.send(.pickUp(.x), at: 1)        // [.lift(.x), .emit(.lifted(.x)), .hideBanner]
/// game.send(.drop(.x, origin: Cell(row: 1, column: 2)), at: 2)
///                                      // [.place(.x), .emit(.moved(…)), .emit(.snapped(…)), .save(.soon)]
/// game.send(.solve, at: 3)             // [.search(request)]: the scene runs it off the main thread…
/// game.send(.searchFinished(request, solution), at: 3.1)
///                                      // …and each piece sets off in turn: [.after(0.07, […]), …, .awaitRest]
/// ```
///
/// While a piece is held the puzzle does not change: the drop (or Return) is the move. Undo waits for it; Solve,
/// Reset and another board put a lifted piece down first.
public struct PentominoesGame: Sendable {
    /// Seconds between the pieces of Solve setting off, so the solution assembles one piece after another.
    public static let solveStagger = 0.07
    /// Seconds between the pieces of Reset setting off home.
    public static let resetStagger = 0.02

    /// The puzzle on the board.
    public internal(set) var puzzle: PuzzleState
    /// The other boards' puzzles, as the player left them, and every board's best time.
    public internal(set) var shelf: PuzzleShelf
    public internal(set) var hand: PieceHand?
    /// The piece the keyboard acts on when no piece has focus: the last one touched.
    public internal(set) var activePiece: Piece?
    public internal(set) var assistance = Assistance()
    public internal(set) var solutions = SolutionCatalogs()
    /// Pieces each further press of Hint reveals (the setting).
    public var hintStep = 1

    /// The game showing `shelf`'s puzzle for `board` (a fresh one the first time).
    public init(board: Board, shelf: PuzzleShelf = PuzzleShelf()) {
        var shelf = shelf
        puzzle = shelf.take(board)
        self.shelf = shelf
    }

    /// The game showing `puzzle`.
    public init(puzzle: PuzzleState, shelf: PuzzleShelf = PuzzleShelf()) {
        self.puzzle = puzzle
        self.shelf = shelf
    }

    public var isSolving: Bool { assistance.isSolving }

    public enum Action: Sendable {
        /// A drag picked the piece up.
        case pickUp(Piece)
        /// The drag let go with the piece's box nearest `origin` (its current turn): it snaps there when that lies
        /// inside the grid, and goes home otherwise.
        case drop(Piece, origin: Cell)
        /// A click, tap, right-click or assistive action turns or flips a piece on the board.
        case turn(Piece, PieceTurn)
        /// Moves a piece on the board by whole cells.
        case nudge(Piece, by: Cell)
        case sendHome(Piece)
        /// Places the piece, as it is turned, at the next place after its own (reading order) where it covers only
        /// free cells.
        case moveToNextFreePlace(Piece)
        /// A piece's letter: the keyboard acts on that piece from now on.
        case choose(Piece)
        /// A finger or the mouse pressed on the piece: a lifted piece is put down (as a click elsewhere would) and
        /// the keys act on this one.
        case touch(Piece)
        /// Puts the keyboard's lifted piece down where it floats, as a drop there would.
        case putDown
        case select(Board)
        case solve
        case hint
        case reset
        case undo
        case redo
        /// Lays out the solution `steps` after (or before) the one the complete board shows.
        case showSolution(movedBy: Int)
        /// The search for `SearchRequest` finished with a solution, or none.
        case searchFinished(SearchRequest, HintSolution?)
        /// The listing of a board's solutions finished (nil: it could not, or was cancelled).
        case solutionsListed(Board, SolutionCatalog?)
        /// The hint sheet has gone.
        case hintClosed
        /// Every piece Solve moved has come to rest (after `.awaitRest`).
        case solveSettled
        /// The scene is leaving the screen (another tab, quitting): the clock stops and the puzzles are saved.
        case leave
    }

    public enum Effect: Hashable, Sendable {
        case emit(PentominoesEvent)
        /// Animate the piece to where the puzzle has it, set down (not lifted, not held).
        case place(Piece)
        /// Bring the piece in front of the other pieces.
        case raise(Piece)
        /// Show the piece in the hand: in front, held, lifted with its shadow, at the board's size.
        case lift(Piece)
        /// Show the keyboard's lifted piece over the spot the hand says.
        case float(Piece)
        /// Give the piece the keyboard focus.
        case focus(Piece)
        /// Stop following a drag: the piece is no longer in hand.
        case abandonDrag(Piece)
        /// Lay out for the puzzle's (new) board; these pieces travel to their places, animated.
        case showBoard(moving: [Piece])
        /// Search for a solution off the main thread; send `.searchFinished` with the answer.
        case search(SearchRequest)
        /// List the board's distinct solutions off the main thread; send `.solutionsListed` with them.
        case listSolutions(Board)
        case presentHint(Hint)
        case dismissHint
        case showBanner(Banner)
        case hideBanner
        /// The completed board's pieces rise and settle one after another, in this order.
        case wave([Piece])
        /// Send `.solveSettled` once nothing moves any more.
        case awaitRest
        case save(SaveTiming)
        /// These effects, `seconds` from now.
        indirect case after(Double, [Effect])
    }

    public enum SaveTiming: Hashable, Sendable {
        /// A moment from now: a burst of moves is one write.
        case soon
        case now
    }

    /// Applies `action` at clock time `now`; returns what the scene must do, in order.
    @discardableResult
    public mutating func send(_ action: Action, at now: Double) -> [Effect] {
        switch action {
        case .pickUp(let piece): pickUp(piece, at: now)
        case .drop(let piece, let origin): drop(piece, nearest: origin, at: now)
        case .turn(let piece, let turn): putDown(at: now) + self.turn(piece, turn, at: now)
        case .nudge(let piece, let step): putDown(at: now) + nudge(piece, by: step, at: now)
        case .sendHome(let piece): putDown(at: now) + sendHome(piece, at: now)
        case .moveToNextFreePlace(let piece): putDown(at: now) + moveToNextFreePlace(piece, at: now)
        case .choose(let piece): choose(piece, at: now)
        case .touch(let piece): touch(piece, at: now)
        case .putDown: putDown(at: now)
        case .select(let board): select(board, at: now)
        case .solve: solve(at: now)
        case .hint: hint(at: now)
        case .reset: reset(at: now)
        case .undo: restoreStep(at: now, isRedo: false)
        case .redo: restoreStep(at: now, isRedo: true)
        case .showSolution(let steps): showSolution(movedBy: steps, at: now)
        case .searchFinished(let request, let solution): searchFinished(request, solution, at: now)
        case .solutionsListed(let board, let catalog): solutionsListed(board, catalog)
        case .hintClosed: hintClosed()
        case .solveSettled: solveSettled()
        case .leave: leave(at: now)
        }
    }
}
