import Kit
import Pentomino

/// Laying the scene out and putting each piece view where the game says.
extension PentominoesScene {
    /// Re-lays out for the current size and board. Pieces on the board keep their cells (they move with the
    /// board); pieces at home and the pieces in `animating` (another board's puzzle) travel to their new places,
    /// animated — except on the very first layout. A piece in hand stays in hand, at the board's new size.
    func relayout(animating: Set<Piece> = []) {
        let hadLaidOut = playfield.hasLaidOut
        guard playfield.layOut(for: game.puzzle.board) else { return }
        let held = game.hand?.piece
        for piece in Piece.allCases where piece != held {
            let goal = target(of: piece)
            if hadLaidOut, game.puzzle.spot(of: piece) == nil || animating.contains(piece) {
                animator.move(piece, to: goal.center, scale: goal.scale, orientation: goal.orientation)
            } else {
                animator.jump(piece, to: goal.center, scale: goal.scale, orientation: goal.orientation)
            }
        }
        if let dragged = game.hand?.dragged { animator.lift(dragged, to: 1, scale: playfield.boardScale) }
        if let (lifted, _) = game.hand?.lifted { showLifted(lifted) }
        animator.start()
        render()
    }

    /// Where the game puts `piece`: centre, size and orientation.
    func target(of piece: Piece) -> (center: Point, scale: Double, orientation: Orientation) {
        if let spot = game.puzzle.spot(of: piece) {
            return (layout.board.center(of: piece, at: spot), playfield.boardScale, spot.orientation)
        }
        return (layout.tray.homeCenters[piece] ?? .zero, playfield.homeScale, .identity)
    }
}
