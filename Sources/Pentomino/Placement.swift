/// A piece put on a board: which piece, in which orientation, and where.
///
/// `origin` is the board cell under the top-left square of the piece's bounding box in that orientation — the
/// square the UI snaps a piece view's frame origin to. The orientation is stored in its canonical form
/// (`Piece.canonical(_:)`), so equal placements cover the same cells.
public struct Placement: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let piece: Piece
    public let orientation: Orientation
    public let origin: Cell

    public init(piece: Piece, orientation: Orientation, origin: Cell) {
        self.piece = piece
        self.orientation = piece.canonical(orientation)
        self.origin = origin
    }

    /// The board cells the piece covers, in reading order.
    public var cells: [Cell] {
        piece.cells(in: orientation).map { $0.offset(by: origin) }
    }

    /// Orders by piece first, so a sorted solution lists F ... Z.
    public static func < (lhs: Placement, rhs: Placement) -> Bool {
        (lhs.piece.rawValue, lhs.orientation.index, lhs.origin) < (
            rhs.piece.rawValue, rhs.orientation.index, rhs.origin
        )
    }

    public var description: String { "\(piece)\(orientation.index)@\(origin.row),\(origin.column)" }
}
