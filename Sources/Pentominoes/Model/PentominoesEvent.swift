import Pentomino

/// Everything the puzzle reports to the automation log, as values: one case per event, its fields the associated
/// values. The log's names and fields (the automation contract) are written once, in `PentominoesEvent+Log.swift`.
public enum PentominoesEvent: Hashable, Sendable {
    /// A drag or the keyboard picked the piece up (`piece.lifted`).
    case lifted(Piece)
    /// The piece went from one place to another, `home` or a spot on the board (`piece.moved`).
    case moved(Piece, from: PiecePosition, to: PiecePosition)
    /// The piece came to rest on the board (`piece.snapped`).
    case snapped(Piece, BoardSpot)
    /// The piece went back to the tray (`piece.home`).
    case home(Piece)
    /// The piece turned a quarter, either way; it now shows `Orientation` (the identity at home) (`piece.rotated`).
    case rotated(Piece, Orientation)
    /// The piece was mirrored; it now shows `Orientation` (`piece.flipped`).
    case flipped(Piece, Orientation)
    /// Another board was chosen (`board.selected`).
    case boardSelected(board: String)
    /// The hint sheet shows `count` pieces of a solution (`hint.shown`).
    case hintShown(board: String, count: Int, basis: HintSolution.Basis, kept: Int)
    /// The last piece Solve moved has come to rest (`board.solved`).
    case boardSolved(board: String)
    /// The player completed the board in `seconds`; `isBest`: the board's best time (`puzzle.completed`).
    case puzzleCompleted(board: String, seconds: Double, isBest: Bool)
    /// Complete found no solution that keeps the `placed` pieces (`pentominoes.no_completion`).
    case noCompletion(board: String, placed: Int)
    /// The solution browser lays out solution `number` (from 1) of `count` (`pentominoes.solution.shown`).
    case solutionShown(board: String, number: Int, count: Int)
    /// Undo moved `pieces`; `moves` is the move count after it (`pentominoes.undo`).
    case undone(board: String, pieces: [Piece], moves: Int)
    /// Redo moved `pieces` (`pentominoes.redo`).
    case redone(board: String, pieces: [Piece], moves: Int)

    /// Where a piece came to rest: `snapped` on the board, `home` in the tray.
    static func resting(_ piece: Piece, at position: PiecePosition) -> PentominoesEvent {
        position.spot.map { .snapped(piece, $0) } ?? .home(piece)
    }
}
