/// Why a set of placements to keep cannot be part of any solution.
public enum PlacementError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A square of the placement is a hole or outside the grid.
    case offBoard(Placement)
    /// Two placements cover the same cell.
    case overlapping(Placement, Placement)
    /// The same piece is placed twice.
    case duplicatePiece(Piece)

    public var description: String {
        switch self {
        case .offBoard(let placement): "\(placement) does not lie on the board's cells"
        case .overlapping(let first, let second): "\(first) and \(second) overlap"
        case .duplicatePiece(let piece): "the \(piece) piece is placed more than once"
        }
    }
}
