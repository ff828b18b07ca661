/// Dead-region pruning: a region of empty cells that no piece can reach from outside must be tiled on its own,
/// which is impossible unless its size is a multiple of 5.
extension SearchEngine {
    /// Region sizes the flood fill follows before giving up: a region that is still growing past this size is
    /// almost always open to the rest of the board, and following it further costs more than it saves.
    static var regionSizeLimit: Int { 20 }

    /// Whether placing a piece left a closed region, next to it (`halo`), whose size is not a multiple of 5.
    ///
    /// Only regions touching the new piece can have just been closed off, so only they are flooded; regions that
    /// outgrow `regionSizeLimit` are taken as open.
    @inline(__always)
    func cutsOffDeadRegion(empty: UInt64, halo: UInt64) -> Bool {
        var seeds = halo & empty
        while seeds != 0 {
            var region = seeds & (0 &- seeds)
            var frontier = region
            var closed = true
            while frontier != 0 {
                var grown: UInt64 = 0
                var rest = frontier
                repeat {
                    grown |= neighbors[rest.trailingZeroBitCount]
                    rest &= rest &- 1
                } while rest != 0
                frontier = grown & empty & ~region
                region |= frontier
                if region.nonzeroBitCount > Self.regionSizeLimit {
                    closed = false
                    break
                }
            }
            if closed, region.nonzeroBitCount % Piece.cellCount != 0 { return true }
            seeds &= ~region
        }
        return false
    }
}
