import Pentomino

/// The piece the player holds: at most one at a time, by a drag or lifted by the keyboard. While it is held the
/// puzzle does not change; it changes when the piece is put down, as one move.
public enum PieceHand: Hashable, Sendable {
    /// A drag holds the piece; where it lands is known only when it is dropped.
    case dragging(Piece)
    /// The keyboard holds the piece lifted over `spot` (always inside the grid's rectangle), moved by the arrows
    /// and turned by R and F until Return puts it down there or Escape sends it home.
    case lifted(Piece, over: BoardSpot)

    public var piece: Piece {
        switch self {
        case .dragging(let piece), .lifted(let piece, _): piece
        }
    }

    /// The keyboard's lifted piece and where it floats, or nil for a drag.
    public var lifted: (piece: Piece, spot: BoardSpot)? {
        guard case .lifted(let piece, let spot) = self else { return nil }
        return (piece, spot)
    }

    /// The piece a drag holds, or nil for a lifted one.
    public var dragged: Piece? {
        guard case .dragging(let piece) = self else { return nil }
        return piece
    }
}

/// What a click, a key or an assistive action does to a piece's turn.
public enum PieceTurn: Hashable, Sendable, CaseIterable {
    /// A quarter turn clockwise (click, tap, R).
    case clockwise
    /// A quarter turn anticlockwise (Shift+click, right-click, Shift+R).
    case counterclockwise
    /// A mirror image about the vertical axis (double click, F).
    case flip

    /// `orientation` after this turn.
    public func applied(to orientation: Orientation) -> Orientation {
        switch self {
        case .clockwise: orientation.rotatedClockwise()
        case .counterclockwise: orientation.rotatedCounterclockwise()
        case .flip: orientation.flipped()
        }
    }

    /// The event that reports the piece now showing `orientation`.
    func event(_ piece: Piece, showing orientation: Orientation) -> PentominoesEvent {
        self == .flip ? .flipped(piece, orientation) : .rotated(piece, orientation)
    }
}

/// What a key does to the piece it is for; the scene's key map turns key presses into these.
public enum PieceKey: Hashable, Sendable {
    /// Turn or flip: a resting piece on the board, or the lifted one.
    case turn(PieceTurn)
    /// An arrow: moves a resting piece on the board or the lifted one a cell, lifts a piece from home.
    case move(Cell)
    /// Return or Space: lifts the piece, or puts the lifted one down where it floats.
    case liftOrPutDown
    /// Escape: sends the piece (resting on the board, or lifted) home.
    case sendHome
}
