import Kit
import Pentomino

/// Every piece's recognizers, made from the pointer's table (`PentominoesControls.pointer`): a pan always; a
/// tap recognizer per number of taps the table gives a turn, acting only on the board.
extension PentominoesScene {
    func attachGestures(to pieceView: PieceView) {
        let piece = pieceView.piece
        let pan = PanGestureRecognizer { [weak self] in self?.dragging.handlePan($0, piece: piece) }
        // The pan sees every press on the piece, at home or on the board.
        pan.onTouchDown = { [weak self] _, _ in self?.send(.touch(piece)) }
        pieceView.addGestureRecognizer(pan)
        let counts = PentominoesControls.pointer.compactMap { control -> Int? in
            guard case .tap(let count) = control.gesture, control.turn != nil else { return nil }
            return count
        }
        let taps = counts.sorted(by: >).map { count in
            TapGestureRecognizer(taps: count) { [weak self] tap in
                guard tap.state == .recognized, let turn = PentominoesControls.turn(forTaps: count) else { return }
                self?.send(.turn(piece, turn))
            }
        }
        // A tap waits for the taps of longer series to fail, so a double click flips and never turns first.
        for tap in taps {
            for longer in taps where longer.numberOfTapsRequired > tap.numberOfTapsRequired {
                tap.require(toFail: longer)
            }
            pieceView.addGestureRecognizer(tap)
        }
    }
}
