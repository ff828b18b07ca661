/// The board's own symmetries, used to count solutions that differ only by turning or mirroring the board once.
extension Board {
    /// The symmetries of the square that map the grid and its cells onto themselves (always includes identity).
    ///
    /// A non-square grid can only keep its shape under half turns and mirrors, so quarter turns are tried only on
    /// square grids. Rectangles have 4, the 8×8 puzzles 8, a lopsided board only the identity.
    public var symmetries: [Orientation] {
        Orientation.all.filter { symmetry in
            (rows == columns || symmetry.rotation.isMultiple(of: 2))
                && cells.allSatisfy { contains(transform($0, by: symmetry)) }
        }
    }

    /// Where `cell` lands when the whole grid is transformed by `symmetry` (one of `symmetries`).
    public func transform(_ cell: Cell, by symmetry: Orientation) -> Cell {
        symmetry.transform(cell).offset(by: shift(for: symmetry))
    }

    /// The placement that covers the transformed cells of `placement` with the same piece.
    public func transform(_ placement: Placement, by symmetry: Orientation) -> Placement {
        transform(placement, by: symmetry, shift: shift(for: symmetry))
    }

    /// A whole solution transformed by `symmetry`, sorted by piece.
    public func transform(_ solution: [Placement], by symmetry: Orientation) -> [Placement] {
        let shift = shift(for: symmetry)
        return solution.map { transform($0, by: symmetry, shift: shift) }.sorted()
    }

    /// The translation that brings the grid back to row 0 and column 0 after `symmetry` turned it about the origin.
    private func shift(for symmetry: Orientation) -> Cell {
        let corners = [
            Cell(row: 0, column: 0), Cell(row: rows - 1, column: 0),
            Cell(row: 0, column: columns - 1), Cell(row: rows - 1, column: columns - 1),
        ].map(symmetry.transform)
        return Cell(row: -(corners.map(\.row).min() ?? 0), column: -(corners.map(\.column).min() ?? 0))
    }

    /// `transform(_:by:)` with the grid's shift already worked out.
    ///
    /// The piece's bounding box turns with it, so the new origin is the transformed box's top-left corner.
    private func transform(_ placement: Placement, by symmetry: Orientation, shift: Cell) -> Placement {
        let size = placement.piece.size(in: placement.orientation)
        let farCorner = Cell(row: size.rows - 1, column: size.columns - 1).offset(by: placement.origin)
        let corners = [placement.origin, farCorner].map { symmetry.transform($0).offset(by: shift) }
        let origin = Cell(
            row: min(corners[0].row, corners[1].row), column: min(corners[0].column, corners[1].column))
        return Placement(
            piece: placement.piece, orientation: placement.orientation.followed(by: symmetry), origin: origin)
    }
}
