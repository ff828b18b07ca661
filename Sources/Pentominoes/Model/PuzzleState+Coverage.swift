import Pentomino

/// Which squares the pieces cover: overlaps to show, and whether the board is complete.
extension PuzzleState {
    /// For each piece on the board, its squares that another piece covers too (board cells).
    public var overlaps: [Piece: Set<Cell>] {
        var owners: [Cell: Int] = [:]
        for (piece, spot) in placedPieces {
            for cell in spot.cells(of: piece) { owners[cell, default: 0] += 1 }
        }
        var result: [Piece: Set<Cell>] = [:]
        for (piece, spot) in placedPieces {
            let shared = spot.cells(of: piece).filter { (owners[$0] ?? 0) > 1 }
            if !shared.isEmpty { result[piece] = Set(shared) }
        }
        return result
    }

    /// True when all 12 pieces are on a puzzle board and cover every cell exactly once (none on a hole).
    public var isComplete: Bool {
        guard board.isPuzzle, placedPieces.count == Piece.allCases.count else { return false }
        var covered: Set<Cell> = []
        for (piece, spot) in placedPieces {
            for cell in spot.cells(of: piece) {
                guard board.contains(cell), covered.insert(cell).inserted else { return false }
            }
        }
        return covered.count == board.cellCount
    }

    /// The pieces on the board as the solver sees them.
    public var placements: [Placement] {
        placedPieces.map { $0.spot.placement(of: $0.piece) }
    }
}

extension Piece {
    /// Where each square of the unturned piece (in `cells(in: .identity)` order) lands in `orientation`, with
    /// the turned bounding box's top-left at (0, 0): what a piece view's transform does to its squares.
    public func turnedSquares(in orientation: Orientation) -> [Cell] {
        let moved = cells(in: .identity).map(orientation.transform)
        let top = moved.map(\.row).min() ?? 0
        let left = moved.map(\.column).min() ?? 0
        return moved.map { Cell(row: $0.row - top, column: $0.column - left) }
    }
}
