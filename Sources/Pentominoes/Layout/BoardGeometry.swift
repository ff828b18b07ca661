import Kit
import Pentomino

/// Where the board's grid is on screen: the mapping between cells and points that snapping relies on.
public struct BoardGeometry: Hashable, Sendable {
    /// The grid's rectangle (holes included) in the scene's coordinates.
    public let frame: Rect
    /// Side of one cell, in points.
    public let cellSize: Double
    public let rows: Int
    public let columns: Int

    public init(origin: Point, cellSize: Double, rows: Int, columns: Int) {
        self.cellSize = cellSize
        self.rows = rows
        self.columns = columns
        frame = Rect(x: origin.x, y: origin.y, width: Double(columns) * cellSize, height: Double(rows) * cellSize)
    }

    /// The square of `cell`.
    public func rect(of cell: Cell) -> Rect {
        Rect(
            x: frame.minX + Double(cell.column) * cellSize, y: frame.minY + Double(cell.row) * cellSize,
            width: cellSize, height: cellSize)
    }

    /// The centre a piece view has when `piece` sits at `spot`: the centre of its turned bounding box.
    public func center(of piece: Piece, at spot: BoardSpot) -> Point {
        let size = piece.size(in: spot.orientation)
        return Point(
            x: frame.minX + (Double(spot.origin.column) + Double(size.columns) / 2) * cellSize,
            y: frame.minY + (Double(spot.origin.row) + Double(size.rows) / 2) * cellSize)
    }

    /// The grid position nearest a piece whose bounding box is centred at `center`: its top-left corner rounded
    /// to the nearest cell corner. The result may lie outside the grid (see `Board.gridContains`).
    public func nearestOrigin(of piece: Piece, in orientation: Orientation, centeredAt center: Point) -> Cell {
        let size = piece.size(in: orientation)
        let left = (center.x - frame.minX) / cellSize - Double(size.columns) / 2
        let top = (center.y - frame.minY) / cellSize - Double(size.rows) / 2
        return Cell(row: Int(top.rounded()), column: Int(left.rounded()))
    }

    /// Where a piece released with its box centred at `center` snaps on `board`, or nil when that position
    /// leaves the grid's rectangle (the piece then goes home).
    public func snap(
        _ piece: Piece, in orientation: Orientation, centeredAt center: Point, on board: Board
    ) -> BoardSpot? {
        let origin = nearestOrigin(of: piece, in: orientation, centeredAt: center)
        guard board.gridContains(piece, orientation, at: origin) else { return nil }
        return BoardSpot(origin: origin, orientation: orientation)
    }
}
