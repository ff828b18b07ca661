import Pentomino

/// Where a piece sits on the board's grid: the top-left cell of its bounding box and the orientation it shows.
///
/// Unlike `Placement`, the orientation is kept exactly as the player turned it (not canonical), because the
/// piece on screen shows that exact turn and flip: an X rotated once is still "orientation 1" to the player.
public struct BoardSpot: Hashable, Sendable {
    public var origin: Cell
    public var orientation: Orientation

    public init(origin: Cell, orientation: Orientation) {
        self.origin = origin
        self.orientation = orientation
    }

    public init(row: Int, column: Int, orientation: Orientation = .identity) {
        self.init(origin: Cell(row: row, column: column), orientation: orientation)
    }

    /// The solver's view of this spot for `piece`.
    public func placement(of piece: Piece) -> Placement {
        Placement(piece: piece, orientation: orientation, origin: origin)
    }

    /// The board cells `piece` covers here.
    public func cells(of piece: Piece) -> [Cell] {
        piece.cells(in: orientation).map { $0.offset(by: origin) }
    }
}

/// A piece is either at home (in the tray, unturned) or on the board's grid.
public enum PiecePosition: Hashable, Sendable {
    case home
    case board(BoardSpot)

    public var spot: BoardSpot? {
        if case .board(let spot) = self { return spot }
        return nil
    }

    /// The automation form: `home`, or `row,col,orientation` with the orientation's index 0–7.
    public var automationText: String {
        guard let spot else { return "home" }
        return "\(spot.origin.row),\(spot.origin.column),\(spot.orientation.index)"
    }
}
