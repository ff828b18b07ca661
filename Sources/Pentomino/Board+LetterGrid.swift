/// Drawing solutions as text, for the command line, tests and debugging.
extension Board {
    /// The mark for a cell no placement covers.
    static let emptyCellMark: Character = "."
    /// The mark for a square that is not part of the board.
    static let holeMark: Character = " "

    /// One string per row: each covered cell shows its piece's letter, an uncovered cell `.`, a hole a space.
    public func letterGrid(of placements: [Placement]) -> [String] {
        var owner: [Cell: Character] = [:]
        for placement in placements {
            for cell in placement.cells { owner[cell] = placement.piece.letter }
        }
        return (0..<rows).map { row in
            String(
                (0..<columns).map { column in
                    let cell = Cell(row: row, column: column)
                    return owner[cell] ?? (contains(cell) ? Self.emptyCellMark : Self.holeMark)
                })
        }
    }
}
