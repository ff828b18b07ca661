/// A puzzle board compiled for the bitboard search: every cell is one bit of a `UInt64`, every placement a mask.
///
/// Bits follow the search order: along the board's short side first (column by column on a wide board), because
/// the search always fills the lowest empty bit and a short front line leaves the fewest ways to cover it. When the
/// whole grid fits in a word, every square gets a bit (holes are simply never empty), so a neighbour is a fixed
/// shift away and a region grows by shifting the whole word (`grid`); otherwise only cells get bits, so any board
/// of at most 64 cells fits whatever its grid size, and regions grow through per-bit neighbour masks.
struct SearchTables: Sendable {
    /// Bits in the board word.
    static let wordBits = UInt64.bitWidth

    let board: Board
    /// The shift layout, when the whole grid fits in the word.
    let grid: GridLayout?
    /// Bits of the cells' orthogonal neighbours, per bit.
    let neighbors: [UInt64]
    /// Every way to put any piece on the board's cells, sorted by piece.
    let placements: [Placement]
    /// The cells of `placements[i]` as a mask.
    let masks: [UInt64]
    /// Neighbouring cells of `placements[i]` (not covered by it): where a placement can cut off a region.
    let halos: [UInt64]
    /// Bits of holes and beyond the board, set in the starting word so that `~filled` only ever shows board cells.
    let outside: UInt64

    /// Compiles `board`; returns nil if it has more cells than bits in a word.
    init?(board: Board) {
        let grid = GridLayout(board: board)
        let cells = grid?.squares ?? Self.searchOrder(of: board)
        guard cells.count <= Self.wordBits else { return nil }
        // Row-major grid of bit numbers (nil for holes), so a cell finds its bit without hashing.
        var bitAt = [Int?](repeating: nil, count: board.rows * board.columns)
        for (bit, cell) in cells.enumerated() where board.contains(cell) {
            bitAt[cell.row * board.columns + cell.column] = bit
        }
        func mask(_ cells: [Cell]) -> UInt64 {
            cells.reduce(0) { word, cell in
                guard board.contains(cell), let bit = bitAt[cell.row * board.columns + cell.column] else { return word }
                return word | 1 << UInt64(bit)
            }
        }
        let neighbors = cells.map { cell in
            mask([(-1, 0), (1, 0), (0, -1), (0, 1)].map { cell.offset(by: Cell(row: $0.0, column: $0.1)) })
        }
        let placements = Self.allPlacements(on: board)
        self.board = board
        self.grid = grid
        self.neighbors = neighbors
        self.placements = placements
        self.masks = placements.map { mask($0.cells) }
        self.halos = masks.map { placementMask in
            Self.bits(of: placementMask).reduce(0) { $0 | neighbors[$1] } & ~placementMask
        }
        self.outside = ~mask(board.cells)
    }

    /// The board's cells, short side first.
    private static func searchOrder(of board: Board) -> [Cell] {
        guard board.columns > board.rows else { return board.cells }
        return board.cells.sorted { ($0.column, $0.row) < ($1.column, $1.row) }
    }

    /// Every placement of every piece in every distinct orientation whose squares all land on cells.
    private static func allPlacements(on board: Board) -> [Placement] {
        var placements: [Placement] = []
        for piece in Piece.allCases {
            for orientation in piece.orientations {
                let shape = piece.cells(in: orientation)
                let (height, width) = piece.size(in: orientation)
                for row in 0..<max(board.rows - height + 1, 0) {
                    for column in 0..<max(board.columns - width + 1, 0) {
                        let origin = Cell(row: row, column: column)
                        if shape.allSatisfy({ board.contains($0.offset(by: origin)) }) {
                            placements.append(Placement(piece: piece, orientation: orientation, origin: origin))
                        }
                    }
                }
            }
        }
        return placements
    }

    /// The indices of the set bits of `word`, lowest first.
    static func bits(of word: UInt64) -> [Int] {
        var rest = word
        var result: [Int] = []
        while rest != 0 {
            result.append(rest.trailingZeroBitCount)
            rest &= rest &- 1
        }
        return result
    }

    /// The placement index of each of `placements`, for callers that hold placements rather than indices.
    func indices(of wanted: [Placement]) -> [Int?] {
        let index = Dictionary(uniqueKeysWithValues: placements.enumerated().map { ($1, $0) })
        return wanted.map { index[$0] }
    }
}
