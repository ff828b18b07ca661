import Pentomino

/// The game's truth: the chosen board, where each of the 12 pieces is, and the hint counter.
///
/// Views follow this model: a tap changes the orientation here first and the piece's animation retargets to
/// it, so rapid input can never leave a piece between states. Every change of the board or of a piece's
/// position resets the hint counter (the next hint starts again from one piece).
public struct PuzzleState: Hashable, Sendable {
    public private(set) var board: Board
    public private(set) var positions: [Piece: PiecePosition]
    public private(set) var hints = HintCounter()

    public init(board: Board) {
        self.board = board
        positions = Dictionary(uniqueKeysWithValues: Piece.allCases.map { ($0, .home) })
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

    // MARK: Changes (each resets the hint counter)

    /// Chooses another board: every piece goes home.
    public mutating func select(_ newBoard: Board) {
        board = newBoard
        sendAllHome()
    }

    /// Puts `piece` at `spot` if it lies inside the grid; returns whether it did.
    @discardableResult
    public mutating func place(_ piece: Piece, at spot: BoardSpot) -> Bool {
        guard board.gridContains(piece, spot.orientation, at: spot.origin) else { return false }
        positions[piece] = .board(spot)
        hints.reset()
        return true
    }

    public mutating func sendHome(_ piece: Piece) {
        positions[piece] = .home
        hints.reset()
    }

    public mutating func sendAllHome() {
        for piece in Piece.allCases { positions[piece] = .home }
        hints.reset()
    }

    /// Turns a piece on the board a quarter clockwise about the centre of its bounding box, then re-snaps it
    /// (moved inside the grid when the turn sticks out). Sends it home when it cannot fit turned at all.
    /// Returns false for a piece at home (taps do nothing there).
    @discardableResult
    public mutating func rotate(_ piece: Piece) -> Bool {
        reorient(piece) { $0.rotatedClockwise() }
    }

    /// Mirrors a piece on the board about the vertical axis (its bounding box does not change).
    @discardableResult
    public mutating func flip(_ piece: Piece) -> Bool {
        reorient(piece) { $0.flipped() }
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
        for placement in solution {
            let current = spot(of: placement.piece)?.orientation ?? .identity
            let orientation = placement.piece.closestEquivalent(of: placement.orientation, to: current)
            positions[placement.piece] = .board(BoardSpot(origin: placement.origin, orientation: orientation))
        }
        hints.reset()
    }

    /// Counts a hint press: `step` more pieces than last time, at most `available`.
    public mutating func pressHint(step: Int, available: Int) -> Int {
        hints.press(step: step, available: available)
    }

    private mutating func reorient(_ piece: Piece, _ change: (Orientation) -> Orientation) -> Bool {
        guard let spot = spot(of: piece) else { return false }
        let turned = change(spot.orientation)
        guard let origin = board.clampedOrigin(piece, turned, near: spot.originAfterTurning(piece, to: turned))
        else {
            sendHome(piece)
            return true
        }
        positions[piece] = .board(BoardSpot(origin: origin, orientation: turned))
        hints.reset()
        return true
    }
}

extension BoardSpot {
    /// Where the bounding box's top-left lands when the piece turns to `turned` about the box's centre.
    ///
    /// When the box's sides differ in parity (a 2×3 U) the turned box is off the grid by half a cell on both
    /// axes and must round. The rounding turns with the piece (a quarter turn per rotation step), so the four
    /// half-cell nudges of four turns cancel and a piece tapped round a full turn ends where it started.
    func originAfterTurning(_ piece: Piece, to turned: Orientation) -> Cell {
        let size = piece.size(in: orientation)
        let turnedSize = piece.size(in: turned)
        var doubledRow = 2 * origin.row + size.rows - turnedSize.rows
        var doubledColumn = 2 * origin.column + size.columns - turnedSize.columns
        if doubledRow % 2 != 0 {
            let nudge = Self.halfCellNudges[orientation.rotation]
            doubledRow += nudge.row
            doubledColumn += nudge.column
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
