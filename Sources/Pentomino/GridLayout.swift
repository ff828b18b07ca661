/// A board grid laid out in one word, line by line along the short side: the square at `(line, step)` is bit
/// `line * stride + step`, so the next square along a line is one bit up and the next line `stride` bits up.
///
/// This is what lets a region grow in a few shifts of the whole word instead of one neighbour lookup per cell.
struct GridLayout: Sendable, Hashable {
    /// Squares along the short side: the distance in bits between neighbouring lines.
    let stride: Int
    /// Every square of the grid, holes included, in bit order.
    let squares: [Cell]
    /// Bits that are not the first square of their line: where a one-bit shift up stays on the same line.
    let notLineStart: UInt64
    /// Bits that are not the last square of their line: where a one-bit shift down stays on the same line.
    let notLineEnd: UInt64

    /// The layout of `board`'s grid, or nil when the grid has more squares than the word has bits.
    init?(board: Board) {
        guard board.rows * board.columns <= SearchTables.wordBits, board.rows > 0, board.columns > 0 else {
            return nil
        }
        let wide = board.columns > board.rows
        let stride = wide ? board.rows : board.columns
        let lines = wide ? board.columns : board.rows
        squares = (0..<lines).flatMap { line in
            (0..<stride).map { step in
                wide ? Cell(row: step, column: line) : Cell(row: line, column: step)
            }
        }
        let used: UInt64 = squares.count == SearchTables.wordBits ? ~0 : (1 << UInt64(squares.count)) - 1
        let lineStarts = (0..<lines).reduce(UInt64(0)) { $0 | 1 << UInt64($1 * stride) }
        self.stride = stride
        notLineStart = used & ~lineStarts
        notLineEnd = used & ~(lineStarts << UInt64(stride - 1))
    }
}
