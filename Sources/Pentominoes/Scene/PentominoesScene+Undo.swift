import Kit
import Pentomino

/// Undo and Redo (the buttons, Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y): every piece the step moves travels back to its
/// restored spot, animated.
extension PentominoesScene {
    /// Takes back the last move, turn, flip, Solve or Reset.
    public func undo() {
        restoreStep(named: "pentominoes.undo") { $0.undo() }
    }

    /// Makes the last undone step again.
    public func redo() {
        restoreStep(named: "pentominoes.redo") { $0.redo() }
    }

    /// Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo. Returns whether the key was one of them.
    func handleHistoryKey(_ event: KeyEvent) -> Bool {
        guard case .character(let character) = event.key, event.modifiers.contains(.control) else { return false }
        let shifted = event.modifiers.contains(.shift)
        switch character.lowercased() {
        case "z" where shifted, "y": redo()
        case "z": undo()
        default: return false
        }
        return true
    }

    /// Not while Solve runs or a piece is held (the held piece's drop is the step to come).
    private func restoreStep(named event: String, _ step: (inout PuzzleState) -> Bool) {
        // A piece in hand (dragged or lifted by the keyboard) is not yet a step: undo waits until it is put down,
        // so the history never moves a piece the player is holding.
        guard !isSolving, drag == nil, keyboardHold == nil else { return }
        let before = state.positions
        guard step(&state) else { return }
        hideCelebration()
        let moved = Piece.allCases.filter { state.position(of: $0) != before[$0] }
        events.emit(
            event,
            [
                "board": .string(state.board.name), "pieces": .string(String(moved.map(\.letter))),
                "moves": .int(state.moves),
            ])
        for piece in moved {
            if let pieceView = pieceViews[piece] { view.bringSubviewToFront(pieceView) }
            syncPiece(piece, style: snapStyle)
            emitPosition(of: piece)
        }
        view.bringSubviewToFront(celebration)
        piecesDidChange()
    }
}
