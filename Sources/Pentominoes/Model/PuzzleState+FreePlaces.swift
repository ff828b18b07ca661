import Pentomino

/// Where a piece can go without covering another: for the keyboard's lift from home and the assistive "move".
extension PuzzleState {
    /// The first grid place after `start` (in reading order, wrapping round; from the top-left when nil) where
    /// `piece` turned to `orientation` covers only free board cells, or nil when there is none.
    public func firstFreeOrigin(for piece: Piece, in orientation: Orientation, after start: Cell?) -> Cell? {
        let places = (0..<board.rows).flatMap { row in (0..<board.columns).map { Cell(row: row, column: $0) } }
        let first = start.flatMap { start in places.firstIndex(of: start).map { $0 + 1 } } ?? 0
        let occupied = Set(placedPieces.filter { $0.piece != piece }.flatMap { $0.spot.cells(of: $0.piece) })
        return (places[first...] + places[..<first]).first { origin in
            board.gridContains(piece, orientation, at: origin)
                && BoardSpot(origin: origin, orientation: orientation).cells(of: piece).allSatisfy {
                    !occupied.contains($0) && (board.contains($0) || !board.isPuzzle)
                }
        }
    }

    /// Where the keyboard lifts a piece from home: a free place, unturned or else turned once (a long piece on a
    /// narrow board); a place over other pieces when the board is full; nil when it cannot go on the board at all.
    public func placeToLift(_ piece: Piece) -> BoardSpot? {
        let orientations = [Orientation.identity, Orientation(rotation: 1)]
        for orientation in orientations {
            if let origin = firstFreeOrigin(for: piece, in: orientation, after: nil) {
                return BoardSpot(origin: origin, orientation: orientation)
            }
        }
        for orientation in orientations {
            if let origin = board.clampedOrigin(piece, orientation, near: Cell(row: 0, column: 0)) {
                return BoardSpot(origin: origin, orientation: orientation)
            }
        }
        return nil
    }
}
