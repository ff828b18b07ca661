/// How large a board file may be before it is refused, so a hostile or mistaken file costs a few kilobytes of
/// reading and never allocates a grid of its own choosing.
///
/// A 60-cell board fits in a 60 × 60 square even drawn as one line, so each limit leaves ample room for margins
/// and ragged rows while keeping the grid (rows × columns flags) and the search tables small.
extension Board {
    public enum Limits {
        /// Bytes a board file may hold: 64 KiB, hundreds of times the largest real board.
        public static let maximumFileBytes = 64 * 1024
        /// Lines a board file may hold (blank margin lines count).
        public static let maximumLineCount = 512
        /// Characters a line may hold (leading holes count).
        public static let maximumLineLength = 512
        /// Rows, and columns, the cells' bounding box may span, in squares.
        public static let maximumSpan = 128
    }
}
