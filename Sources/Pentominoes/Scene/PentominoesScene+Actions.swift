import Kit
import Pentomino

/// What the player does to one piece, by gesture or key: turn, flip, nudge, send home.
extension PentominoesScene {
    /// A quarter turn clockwise (single tap, R); only for a piece on the board.
    func rotate(_ piece: Piece) {
        guard !isSolving, state.spot(of: piece) != nil else { return }
        activePiece = piece
        state.rotate(piece)
        timer.noteMove(at: now)
        emit("piece.rotated", piece)
        emitPosition(of: piece)
        syncPiece(piece, style: snapStyle)
        piecesDidChange()
    }

    /// A mirror image about the vertical axis (double tap, F); only for a piece on the board.
    func flip(_ piece: Piece) {
        guard !isSolving, state.spot(of: piece) != nil else { return }
        activePiece = piece
        state.flip(piece)
        timer.noteMove(at: now)
        emit("piece.flipped", piece)
        emitPosition(of: piece)
        syncPiece(piece, style: snapStyle)
        piecesDidChange()
    }

    /// Moves a piece on the board one cell (arrow keys); a move off the grid does nothing.
    func nudge(_ piece: Piece, rows: Int, columns: Int) {
        guard !isSolving else { return }
        let from = state.position(of: piece)
        guard state.move(piece, rows: rows, columns: columns) else { return }
        activePiece = piece
        timer.noteMove(at: now)
        syncPiece(piece, style: snapStyle)
        emitMove(of: piece, from: from)
        piecesDidChange()
    }

    /// Sends a piece on the board home (Escape).
    func sendHome(_ piece: Piece) {
        guard !isSolving, state.spot(of: piece) != nil else { return }
        let from = state.position(of: piece)
        state.sendHome(piece)
        syncPiece(piece, style: snapStyle)
        emitMove(of: piece, from: from)
        piecesDidChange()
    }

    /// After any change of the pieces: overlaps, completion, controls, and a save soon.
    func piecesDidChange() {
        updateOverlaps()
        checkCompletion()
        updateControls()
        updateSolutionBrowser()
        updateStatus()
        scheduleSave()
    }

    // MARK: Events

    func emit(_ name: String, _ piece: Piece) {
        let orientation = state.spot(of: piece)?.orientation.index ?? 0
        events.emit(name, ["piece": .string(String(piece.letter)), "orientation": .int(orientation)])
    }

    /// `piece.snapped` with the cell and orientation, or `piece.home`.
    func emitPosition(of piece: Piece) {
        let letter = AutomationValue.string(String(piece.letter))
        guard let spot = state.spot(of: piece) else {
            events.emit("piece.home", ["piece": letter])
            return
        }
        events.emit(
            "piece.snapped",
            [
                "piece": letter, "row": .int(spot.origin.row), "col": .int(spot.origin.column),
                "orientation": .int(spot.orientation.index),
            ])
    }

    /// `piece.moved` (from where to where), then where it came to rest.
    func emitMove(of piece: Piece, from: PiecePosition) {
        events.emit(
            "piece.moved",
            [
                "piece": .string(String(piece.letter)), "from": .string(from.automationText),
                "to": .string(state.position(of: piece).automationText),
            ])
        emitPosition(of: piece)
    }
}
