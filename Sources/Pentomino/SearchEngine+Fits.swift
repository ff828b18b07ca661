/// The candidates a search step may take: those of the remaining pieces whose lowest bit is the first empty cell,
/// that avoid the filled cells and wall off no region that cannot be filled (see `cutsOffDeadRegion`).
///
/// One scan serves enumerating, counting and splitting the work, so the three cannot disagree on what fits.
struct FitScan<Growth: RegionGrowth> {
    /// `groupStart[bit * pieceCount + piece] ..< groupStart[... + 1]` is a group's range in the buffers below,
    /// with a sentinel row for "no empty bit".
    let groupStart: UnsafeMutableBufferPointer<Int32>
    /// Cell masks of the candidates.
    let masks: UnsafeMutableBufferPointer<UInt64>
    /// Neighbour masks of the candidates (see `SearchTables.halos`).
    let halos: UnsafeMutableBufferPointer<UInt64>
    let growth: Growth

    /// Calls `body` with each fitting candidate of the state `filled`, `piecesLeft`: the board word after placing
    /// it, the pieces left after it and the candidate; stops early when `body` returns false.
    @inline(__always)
    func forEach(
        filled: UInt64, piecesLeft: UInt16, _ body: (_ next: UInt64, _ rest: UInt16, _ candidate: Int) -> Bool
    ) {
        let base = (~filled).trailingZeroBitCount &* CandidateTable.pieceCount
        var left = piecesLeft
        while left != 0 {
            let piece = left.trailingZeroBitCount
            left &= left &- 1
            var candidate = Int(groupStart[base &+ piece])
            let end = Int(groupStart[base &+ piece &+ 1])
            while candidate < end {
                let mask = masks[candidate]
                if mask & filled == 0 {
                    let next = filled | mask
                    let rest = piecesLeft & ~(1 << UInt16(piece))
                    let dead = growth.cutsOffDeadRegion(empty: ~next, halo: halos[candidate]) { region in
                        isCandidate(region, ofOneOf: rest)
                    }
                    if !dead, !body(next, rest, candidate) { return }
                }
                candidate &+= 1
            }
        }
    }

    /// Whether `cells` is exactly one candidate of one of `pieces`.
    @inline(__always)
    private func isCandidate(_ cells: UInt64, ofOneOf pieces: UInt16) -> Bool {
        let base = cells.trailingZeroBitCount &* CandidateTable.pieceCount
        var left = pieces
        while left != 0 {
            let piece = left.trailingZeroBitCount
            left &= left &- 1
            var candidate = Int(groupStart[base &+ piece])
            let end = Int(groupStart[base &+ piece &+ 1])
            while candidate < end {
                if masks[candidate] == cells { return true }
                candidate &+= 1
            }
        }
        return false
    }
}
