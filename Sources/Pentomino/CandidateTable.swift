/// The placements a search may still use, grouped by the cell they must cover first.
///
/// The search always covers the lowest empty bit, and a placement can only cover it if that bit is the placement's
/// own lowest bit; grouping by (lowest bit, piece) makes each step scan just the few candidates that can fit.
struct CandidateTable: Sendable {
    /// Pieces in a set, so `bit * pieceCount + piece` indexes the groups.
    static let pieceCount = Piece.allCases.count

    /// `groupStart[bit * pieceCount + piece] ..< groupStart[... + 1]` is a group's range in the arrays below.
    let groupStart: [Int32]
    /// Cell masks of the candidates.
    let masks: [UInt64]
    /// Neighbour masks of the candidates (see `SearchTables.halos`).
    let halos: [UInt64]
    /// Index of each candidate in `SearchTables.placements`.
    let ids: [Int32]

    /// Groups the placements of `tables` that are `allowed`, use a piece in `piecesLeft` and avoid `filled`.
    init(tables: SearchTables, filled: UInt64, piecesLeft: UInt16, allowed: (Int) -> Bool) {
        // A counting sort by group: count each group's candidates, turn counts into starts, then fill the slots.
        let groupCount = SearchTables.wordBits * Self.pieceCount
        var groupOf = [Int](repeating: -1, count: tables.placements.count)
        var groupStart = [Int32](repeating: 0, count: groupCount + 1)
        for (index, placement) in tables.placements.enumerated() {
            let piece = placement.piece.rawValue
            guard allowed(index), tables.masks[index] & filled == 0, piecesLeft & (1 << UInt16(piece)) != 0 else {
                continue
            }
            groupOf[index] = tables.masks[index].trailingZeroBitCount * Self.pieceCount + piece
            groupStart[groupOf[index] + 1] += 1
        }
        for slot in 1..<groupStart.count {
            groupStart[slot] += groupStart[slot - 1]
        }
        var next = groupStart.map(Int.init)
        var ordered = [Int](repeating: 0, count: Int(groupStart[groupCount]))
        for (index, group) in groupOf.enumerated() where group >= 0 {
            ordered[next[group]] = index
            next[group] += 1
        }
        self.groupStart = groupStart
        self.masks = ordered.map { tables.masks[$0] }
        self.halos = ordered.map { tables.halos[$0] }
        self.ids = ordered.map { Int32($0) }
    }
}
