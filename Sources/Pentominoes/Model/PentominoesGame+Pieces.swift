import Pentomino

/// What the player does to one piece with the pointer or an assistive action: pick it up and drop it, turn, flip,
/// nudge, send home, move to the next free place. Each change is one move, logged as the automation contract says.
extension PentominoesGame {
    /// A drag picks the piece up: one piece at a time, never while Solve runs. A piece the keyboard has lifted is
    /// put down first. The clock starts with the first piece picked up.
    mutating func pickUp(_ piece: Piece, at now: Double) -> [Effect] {
        guard !isSolving, hand?.dragged == nil else { return [] }
        let putDownFirst = putDown(at: now)
        hand = .dragging(piece)
        activePiece = piece
        puzzle.timer.noteMove(at: now)
        return putDownFirst + [.lift(piece), .emit(.lifted(piece)), .hideBanner]
    }

    /// The drag let go: the piece, as it is turned, snaps with its box at `origin` when that lies inside the grid,
    /// and goes home (unturned) otherwise.
    mutating func drop(_ piece: Piece, nearest origin: Cell, at now: Double) -> [Effect] {
        guard hand?.dragged == piece else { return [] }
        hand = nil
        let orientation = puzzle.spot(of: piece)?.orientation ?? .identity
        return land(piece, at: BoardSpot(origin: origin, orientation: orientation), at: now)
    }

    /// A held piece comes down at `spot`, or goes home when that leaves the grid.
    mutating func land(_ piece: Piece, at spot: BoardSpot, at now: Double) -> [Effect] {
        let wasComplete = puzzle.isComplete
        let from = puzzle.position(of: piece)
        if !puzzle.place(piece, at: spot) { puzzle.sendHome(piece) }
        return [.place(piece)] + moveEvents(piece, from: from) + afterChange(wasComplete: wasComplete, at: now)
    }

    /// A quarter turn either way, or a flip, of a piece on the board (a piece at home has no turn to change).
    mutating func turn(_ piece: Piece, _ turn: PieceTurn, at now: Double) -> [Effect] {
        guard !isSolving, puzzle.spot(of: piece) != nil else { return [] }
        let wasComplete = puzzle.isComplete
        activePiece = piece
        puzzle.turn(piece, turn)
        puzzle.timer.noteMove(at: now)
        let position = puzzle.position(of: piece)
        return [
            .emit(turn.event(piece, showing: position.spot?.orientation ?? .identity)),
            .emit(.resting(piece, at: position)), .place(piece),
        ] + afterChange(wasComplete: wasComplete, at: now)
    }

    /// Moves a piece on the board by whole cells; a move off the grid does nothing.
    mutating func nudge(_ piece: Piece, by step: Cell, at now: Double) -> [Effect] {
        guard !isSolving else { return [] }
        let wasComplete = puzzle.isComplete
        let from = puzzle.position(of: piece)
        guard puzzle.move(piece, rows: step.row, columns: step.column) else { return [] }
        activePiece = piece
        puzzle.timer.noteMove(at: now)
        return [.place(piece)] + moveEvents(piece, from: from) + afterChange(wasComplete: wasComplete, at: now)
    }

    /// Sends a piece on the board home.
    mutating func sendHome(_ piece: Piece, at now: Double) -> [Effect] {
        guard !isSolving, puzzle.spot(of: piece) != nil else { return [] }
        let wasComplete = puzzle.isComplete
        let from = puzzle.position(of: piece)
        puzzle.sendHome(piece)
        return [.place(piece)] + moveEvents(piece, from: from) + afterChange(wasComplete: wasComplete, at: now)
    }

    /// Places the piece, as it is turned, at the first place after its own (in reading order, from the top-left
    /// when it is at home) where it lies on free board cells; nothing happens when there is none.
    mutating func moveToNextFreePlace(_ piece: Piece, at now: Double) -> [Effect] {
        guard !isSolving else { return [] }
        let wasComplete = puzzle.isComplete
        let from = puzzle.position(of: piece)
        let orientation = from.spot?.orientation ?? .identity
        guard let origin = puzzle.firstFreeOrigin(for: piece, in: orientation, after: from.spot?.origin),
            puzzle.place(piece, at: BoardSpot(origin: origin, orientation: orientation))
        else { return [] }
        activePiece = piece
        puzzle.timer.noteMove(at: now)
        return [.place(piece)] + moveEvents(piece, from: from) + afterChange(wasComplete: wasComplete, at: now)
    }

    /// `piece.moved` (from where to where), then where it came to rest.
    func moveEvents(_ piece: Piece, from: PiecePosition) -> [Effect] {
        let to = puzzle.position(of: piece)
        return [.emit(.moved(piece, from: from, to: to)), .emit(.resting(piece, at: to))]
    }
}
