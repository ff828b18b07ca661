import Pentomino

/// The game's truth for one board: where each of the 12 pieces is, the hint counter and the undo history.
///
/// Views follow this model: a tap changes the orientation here first and the piece's animation retargets to
/// it, so rapid input can never leave a piece between states. Every change of a piece's position is one undo
/// step (a Solve or a Reset that moves every piece is one step too) and resets the hint counter (the next hint
/// starts again from one piece); input that changes nothing leaves both alone.
public struct PuzzleState: Hashable, Sendable {
    /// What one undo step restores: where the pieces were, and how many moves had led there.
    public struct Snapshot: Hashable, Sendable {
        public var positions: [Piece: PiecePosition]
        public var moves: Int
    }

    public let board: Board
    public private(set) var positions: [Piece: PiecePosition]
    /// The player's moves since the board was empty or reset (placing, moving, turning, flipping, taking a piece
    /// off); Solve moves no piece for the player and counts none.
    public private(set) var moves = 0
    public private(set) var hints = HintCounter()
    /// Earlier and undone arrangements of the pieces.
    public private(set) var history = UndoHistory<Snapshot>()
    /// The time spent on this board's puzzle (it runs on the window's clock while the board is shown).
    public var timer = PuzzleTimer()

    public init(board: Board) {
        self.board = board
        positions = Self.allHome
    }

    /// A puzzle restored from a saved arrangement: each piece whose spot no longer fits the grid starts at home.
    public init(
        board: Board, restoring saved: [Piece: BoardSpot], moves: Int = 0, timer: PuzzleTimer = PuzzleTimer()
    ) {
        self.init(board: board)
        for (piece, spot) in saved where board.gridContains(piece, spot.orientation, at: spot.origin) {
            positions[piece] = .board(spot)
        }
        self.moves = max(moves, 0)
        self.timer = timer
    }

    private static var allHome: [Piece: PiecePosition] {
        Dictionary(uniqueKeysWithValues: Piece.allCases.map { ($0, .home) })
    }

    public func position(of piece: Piece) -> PiecePosition {
        positions[piece] ?? .home
    }

    public func spot(of piece: Piece) -> BoardSpot? {
        position(of: piece).spot
    }

    /// The pieces on the board with their spots, in piece order.
    public var placedPieces: [(piece: Piece, spot: BoardSpot)] {
        Piece.allCases.compactMap { piece in spot(of: piece).map { (piece, $0) } }
    }

    // MARK: Changes (each that moves a piece is one undo step and resets the hint counter)

    /// Puts `piece` at `spot` if it lies inside the grid; returns whether it did.
    @discardableResult
    public mutating func place(_ piece: Piece, at spot: BoardSpot) -> Bool {
        guard board.gridContains(piece, spot.orientation, at: spot.origin) else { return false }
        commit(countingMove: true) { $0[piece] = .board(spot) }
        return true
    }

    public mutating func sendHome(_ piece: Piece) {
        commit(countingMove: true) { $0[piece] = .home }
    }

    /// Every piece home: a fresh attempt, so the move count starts again (an undo brings both back).
    public mutating func sendAllHome() {
        commit(countingMove: false) { $0 = Self.allHome }
        moves = 0
    }

    /// Turns a piece on the board a quarter either way about the centre of its bounding box, or mirrors it about
    /// the vertical axis (its box does not change), then re-snaps it (moved inside the grid when the turn sticks
    /// out). Sends it home when it cannot fit turned at all. Returns false for a piece at home (taps do nothing
    /// there).
    @discardableResult
    public mutating func turn(_ piece: Piece, _ turn: PieceTurn) -> Bool {
        reorient(piece) { turn.applied(to: $0) }
    }

    /// A quarter turn clockwise (see `turn`).
    @discardableResult
    public mutating func rotate(_ piece: Piece) -> Bool {
        turn(piece, .clockwise)
    }

    /// A mirror image about the vertical axis (see `turn`).
    @discardableResult
    public mutating func flip(_ piece: Piece) -> Bool {
        turn(piece, .flip)
    }

    /// Moves a piece on the board by whole cells; refuses (returns false) a move that would leave the grid.
    @discardableResult
    public mutating func move(_ piece: Piece, rows: Int, columns: Int) -> Bool {
        guard var spot = spot(of: piece) else { return false }
        spot.origin = spot.origin.offset(by: Cell(row: rows, column: columns))
        return place(piece, at: spot)
    }

    /// Puts every piece where `solution` says, each keeping the symmetry closest to how it is turned now.
    public mutating func apply(_ solution: [Placement]) {
        commit(countingMove: false) { positions in
            for placement in solution {
                let current = positions[placement.piece]?.spot?.orientation ?? .identity
                let orientation = placement.piece.closestEquivalent(of: placement.orientation, to: current)
                positions[placement.piece] = .board(BoardSpot(origin: placement.origin, orientation: orientation))
            }
        }
    }

    /// Counts a hint press: `step` more pieces than last time, at most `available`.
    public mutating func pressHint(step: Int, available: Int) -> Int {
        hints.press(step: step, available: available)
    }

    /// The board is put away at `time`: its clock stops and the hints shown for it are forgotten (the next
    /// Hint starts again from one piece).
    public mutating func putAway(at time: Double) {
        timer.pause(at: time)
        hints.reset()
    }

    // MARK: Undo and redo

    public var canUndo: Bool { history.canUndo }
    public var canRedo: Bool { history.canRedo }

    /// Puts every piece back where it was before the last step; returns false when there is none.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let previous = history.undo(from: snapshot) else { return false }
        restore(previous)
        return true
    }

    /// Makes the step the last undo took back again; returns false when there is none.
    @discardableResult
    public mutating func redo() -> Bool {
        guard let next = history.redo(from: snapshot) else { return false }
        restore(next)
        return true
    }

    // MARK: Private

    private var snapshot: Snapshot { Snapshot(positions: positions, moves: moves) }

    private mutating func restore(_ snapshot: Snapshot) {
        positions = snapshot.positions
        moves = snapshot.moves
        hints.reset()
    }

    /// Applies `change` to the positions; when it moved anything, that is one undo step (and one of the
    /// player's moves when `countingMove`) and the hints restart.
    private mutating func commit(countingMove: Bool, _ change: (inout [Piece: PiecePosition]) -> Void) {
        var changed = positions
        change(&changed)
        guard changed != positions else { return }
        history.record(snapshot)
        positions = changed
        if countingMove { moves += 1 }
        hints.reset()
    }

    private mutating func reorient(_ piece: Piece, _ change: (Orientation) -> Orientation) -> Bool {
        guard let spot = spot(of: piece) else { return false }
        let turned = change(spot.orientation)
        let origin = board.clampedOrigin(piece, turned, near: spot.originAfterTurning(piece, to: turned))
        commit(countingMove: true) {
            $0[piece] = origin.map { .board(BoardSpot(origin: $0, orientation: turned)) } ?? .home
        }
        return true
    }
}

extension BoardSpot {
    /// Where the bounding box's top-left lands when the piece turns to `turned` about the box's centre.
    ///
    /// When the box's sides differ in parity (a 2×3 U) the turned box is off the grid by half a cell on both
    /// axes and must round. The rounding turns with the piece (a quarter turn per rotation step), so the four
    /// half-cell nudges of four turns cancel and a piece tapped round a full turn ends where it started; an
    /// anticlockwise turn rounds the opposite way to the clockwise turn it undoes, so it lands where that started.
    func originAfterTurning(_ piece: Piece, to turned: Orientation) -> Cell {
        let size = piece.size(in: orientation)
        let turnedSize = piece.size(in: turned)
        var doubledRow = 2 * origin.row + size.rows - turnedSize.rows
        var doubledColumn = 2 * origin.column + size.columns - turnedSize.columns
        if doubledRow % 2 != 0 {
            let isAnticlockwise = turned == orientation.rotatedCounterclockwise()
            let nudge =
                isAnticlockwise ? Self.halfCellNudges[turned.rotation] : Self.halfCellNudges[orientation.rotation]
            let sign = isAnticlockwise ? -1 : 1
            doubledRow += sign * nudge.row
            doubledColumn += sign * nudge.column
        }
        return Cell(row: doubledRow / 2, column: doubledColumn / 2)
    }

    /// The rounding of a turn from each rotation (in half cells): (-1, -1) turned clockwise step by step.
    private static let halfCellNudges = [
        Cell(row: -1, column: -1), Cell(row: -1, column: 1), Cell(row: 1, column: 1), Cell(row: 1, column: -1),
    ]
}

extension Piece {
    /// Of the orientations giving the same shape as `orientation`, the one nearest `current` (same flip side
    /// first, then fewest quarter turns), so a solved piece turns as little as possible on screen.
    func closestEquivalent(of orientation: Orientation, to current: Orientation) -> Orientation {
        let target = canonical(orientation)
        let candidates = Orientation.all.filter { canonical($0) == target }
        func cost(_ candidate: Orientation) -> Int {
            let turns = (candidate.rotation - current.rotation + 4) % 4
            let flipCost = candidate.isFlipped == current.isFlipped ? 0 : 10
            return flipCost + min(turns, 4 - turns)
        }
        return candidates.min { cost($0) < cost($1) } ?? orientation
    }
}
