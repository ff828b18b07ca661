import Kit
import Pentomino

/// Every piece's recognizers, made from the pointer's table (`PentominoesControls.pointer`): a pan always; a tap
/// recognizer per number of taps the table turns a piece with (acting only on the board, Shift deciding the way of
/// a single click's turn); and the secondary button.
extension PentominoesScene {
    func attachGestures(to pieceView: PieceView) {
        let piece = pieceView.piece
        let pan = PanGestureRecognizer { [weak self] in self?.dragging.handlePan($0, piece: piece) }
        // The pan sees every press on the piece, at home or on the board.
        pan.onTouchDown = { [weak self] _, _ in self?.send(.touch(piece)) }
        pieceView.addGestureRecognizer(pan)
        let press = PressModifiers()
        let taps = PentominoesControls.tapCounts.reversed().map { count in
            TapGestureRecognizer(taps: count) { [weak self] tap in
                guard tap.state == .recognized,
                    let turn = PentominoesControls.turn(forTaps: count, shift: press.modifiers.contains(.shift))
                else { return }
                self?.send(.turn(piece, turn))
            }
        }
        for tap in taps {
            // A tap waits for the taps of longer series to fail, so a double click flips and never turns first.
            for longer in taps where longer.numberOfTapsRequired > tap.numberOfTapsRequired {
                tap.require(toFail: longer)
            }
            tap.onTouchDown = { _, event in press.modifiers = event.modifiers }
            pieceView.addGestureRecognizer(tap)
        }
        pieceView.onSecondaryClick = { [weak self] in
            guard let turn = PentominoesControls.secondaryClickTurn else { return }
            self?.send(.touch(piece))
            self?.send(.turn(piece, turn))
        }
    }
}

/// The modifiers held at a piece's last press, read when its tap is recognized (a moment later).
@MainActor
private final class PressModifiers {
    var modifiers: KeyEvent.Modifiers = []
}
