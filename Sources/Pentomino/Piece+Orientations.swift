/// Piece shapes per orientation, computed once and shared.
extension Piece {
    /// Normalized cells for every piece and every one of the 8 symmetries: `[piece.rawValue][orientation.index]`.
    private static let shapes: [[[Cell]]] = Piece.allCases.map { piece in
        let base = piece.identityCells
        return Orientation.all.map { orientation in base.map(orientation.transform).normalized() }
    }

    /// The smallest orientation index giving the same shape, for every piece and symmetry.
    private static let canonicalIndices: [[Int]] = shapes.map { pieceShapes in
        pieceShapes.map { shape in pieceShapes.firstIndex(of: shape) ?? 0 }
    }

    /// The bottom-right corner of the bounding box, for every piece and symmetry.
    private static let farCorners: [[Cell]] = shapes.map { pieceShapes in
        pieceShapes.map { Cell(row: $0.map(\.row).max() ?? 0, column: $0.map(\.column).max() ?? 0) }
    }

    /// The piece's squares in `orientation`, in reading order, with the bounding box's top-left square at (0, 0).
    ///
    /// (0, 0) itself may be empty (the F, T, V, W, X and Z pictures, for instance), which is why a placement is
    /// anchored at the bounding box rather than at a square of the piece.
    public func cells(in orientation: Orientation) -> [Cell] {
        Self.shapes[rawValue][orientation.index]
    }

    /// The bounding box of the piece in `orientation`, in cells.
    public func size(in orientation: Orientation) -> (rows: Int, columns: Int) {
        let farCorner = Self.farCorners[rawValue][orientation.index]
        return (farCorner.row + 1, farCorner.column + 1)
    }

    /// The distinct orientations (one per different shape), each represented by its smallest `index`.
    ///
    /// X has 1, I has 2, T U V W Z have 4 and F L N P Y have 8: 63 fixed pentominoes in all.
    public var orientations: [Orientation] {
        Orientation.all.filter { canonical($0) == $0 }
    }

    /// The orientation with the smallest `index` that gives the same shape as `orientation`.
    ///
    /// Placements store this form, so two placements that cover the same squares with the same piece are equal.
    public func canonical(_ orientation: Orientation) -> Orientation {
        Orientation(index: Self.canonicalIndices[rawValue][orientation.index])
    }
}
