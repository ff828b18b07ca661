import Kit
import Pentomino

/// Keys, through one table (`PentominoesControls.keys`): Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes, a piece's
/// letter chooses it, and R, F, the arrows, Return, Space and Escape act on a piece — the focused one first,
/// through its own `handleKey`; otherwise the lifted or last touched one. (The hint sheet, a modal layer, takes
/// every key while it shows.)
extension PentominoesScene {
    /// A key nothing focused took (see `handleKey`).
    func handlePuzzleKey(_ event: KeyEvent) -> Bool {
        guard let command = PentominoesControls.keys.action(for: event) else { return false }
        switch command {
        case .undo: send(.undo)
        case .redo: send(.redo)
        case .choose(let piece): send(.choose(piece))
        case .piece(let key):
            let focused = (view.window?.focusedView as? PieceView)?.piece
            guard let piece = game.keyTarget(focused: focused) else { return false }
            return press(key, on: piece)
        }
        return true
    }

    /// A key the focused piece gets first: the piece keys act on it; anything else (a letter, Ctrl+Z) goes on to
    /// the scene. False for a key that means nothing for it, so the window can use it (Escape on a piece at home
    /// clears the focus).
    func handlePieceKey(_ event: KeyEvent, on piece: Piece) -> Bool {
        guard case .piece(let key)? = PentominoesControls.keys.action(for: event) else { return false }
        return press(key, on: piece)
    }

    private func press(_ key: PieceKey, on piece: Piece) -> Bool {
        let response = game.press(key, on: piece, at: now)
        perform(response.effects)
        render()
        return response.isUsed
    }
}
