import Pentomino

/// The board's drawn rectangle (holes included) as the area a piece may rest on.
extension Board {
    /// Whether `piece` turned to `orientation` with its bounding box at `origin` lies inside the grid's
    /// rectangle. Holes do not matter here: a piece may rest over a hole (it just cannot complete the board).
    public func gridContains(_ piece: Piece, _ orientation: Orientation, at origin: Cell) -> Bool {
        let size = piece.size(in: orientation)
        return origin.row >= 0 && origin.column >= 0 && origin.row + size.rows <= rows
            && origin.column + size.columns <= columns
    }

    /// `origin` moved the least distance that brings the piece inside the grid, or nil when the piece in that
    /// orientation is larger than the grid (a vertical I on the 3×20 board).
    public func clampedOrigin(_ piece: Piece, _ orientation: Orientation, near origin: Cell) -> Cell? {
        let size = piece.size(in: orientation)
        guard size.rows <= rows, size.columns <= columns else { return nil }
        return Cell(
            row: min(max(origin.row, 0), rows - size.rows),
            column: min(max(origin.column, 0), columns - size.columns))
    }

    /// Whether the grid square is drawn as a place to put a piece: a cell to cover, or any square of a board
    /// with no cells at all (the free-play `blank` board is an open grid, not a grid of holes).
    public func isOpenSquare(_ cell: Cell) -> Bool {
        cellCount == 0 ? (0..<rows).contains(cell.row) && (0..<columns).contains(cell.column) : contains(cell)
    }
}
