/// Dead-region pruning: a region of empty cells that no piece can reach from outside must be tiled on its own,
/// which is impossible unless its size is a multiple of 5, and, for a region of 5 cells, unless it is the shape of
/// a piece still left.
///
/// Only regions touching the piece just placed (its `halo`) can have just been closed off, so only they are
/// flooded; a region still growing after `regionStepLimit` steps is taken as open, because following it further
/// costs more than the rare dead region it would find.
protocol RegionGrowth: SendableMetatype {
    /// The growth for `tables`' layout; whoever creates one calls `deallocate()` when done.
    init(tables: SearchTables)

    /// Frees what the growth owns.
    func deallocate()

    /// The cells orthogonally next to `cells`, possibly with `cells` themselves (the caller keeps only the empty
    /// cells outside the region it grows).
    func neighbors(of cells: UInt64) -> UInt64
}

/// Regions grow by shifting the whole word (boards whose grid fits in a word).
///
/// It keeps only the layout's masks, not its squares, so copying it in the hot loop copies three words and
/// touches no reference count.
struct ShiftGrowth: RegionGrowth {
    let stride: UInt64
    let notLineStart: UInt64
    let notLineEnd: UInt64

    init(tables: SearchTables) {
        guard let grid = tables.grid else { preconditionFailure("shift growth needs a board whose grid fits a word") }
        stride = UInt64(grid.stride)
        notLineStart = grid.notLineStart
        notLineEnd = grid.notLineEnd
    }

    func deallocate() {}

    /// `cells` and their orthogonal neighbours, holes included (the caller masks with the empty cells): a shift
    /// by one along a line, masked where it would wrap onto the next line, and a shift by `stride` across lines.
    /// Masking shifts (`&<<`), because `stride` is always below the word's width and the hot loop should not pay
    /// for the over-shift check of `<<`.
    @inline(__always)
    func neighbors(of cells: UInt64) -> UInt64 {
        cells | (cells &<< 1) & notLineStart | (cells &>> 1) & notLineEnd | cells &<< stride | cells &>> stride
    }
}

/// Regions grow one cell at a time through each cell's neighbour mask (any board of at most 64 cells).
struct MaskGrowth: RegionGrowth {
    /// Bits of each bit's orthogonal neighbours (a copy: the hot loop reads it without reference counting).
    let masks: UnsafeMutableBufferPointer<UInt64>

    init(tables: SearchTables) {
        masks = .allocate(capacity: max(tables.neighbors.count, 1))
        _ = masks.initialize(from: tables.neighbors)
    }

    func deallocate() { masks.deallocate() }

    @inline(__always)
    func neighbors(of cells: UInt64) -> UInt64 {
        var grown: UInt64 = 0
        var rest = cells
        while rest != 0 {
            grown |= masks[rest.trailingZeroBitCount]
            rest &= rest &- 1
        }
        return grown
    }
}

extension RegionGrowth {
    /// Flood steps before a region still growing is taken as open. Five steps close the pockets a piece walls off;
    /// on 6×10 the tree is then 0.05 % larger than with unbounded floods, and each check far cheaper.
    static var regionStepLimit: Int { 5 }

    /// Whether placing a piece left a closed region next to it (`halo`) whose size is not a multiple of 5, or of
    /// exactly 5 cells that no piece left can fill (`fillsWithOnePiece` says whether one can).
    @inline(__always)
    func cutsOffDeadRegion(empty: UInt64, halo: UInt64, fillsWithOnePiece: (UInt64) -> Bool) -> Bool {
        var seeds = halo & empty
        while seeds != 0 {
            var region = seeds & (0 &- seeds)
            var frontier = region
            var steps = 0
            while frontier != 0, steps < Self.regionStepLimit {
                frontier = neighbors(of: frontier) & empty & ~region
                region |= frontier
                steps &+= 1
            }
            if frontier == 0 {
                let size = region.nonzeroBitCount
                if size % Piece.cellCount != 0 || size == Piece.cellCount && !fillsWithOnePiece(region) { return true }
            }
            seeds &= ~region
        }
        return false
    }
}
