import Pentomino

/// The board's open squares grouped into horizontal runs, so views draw a row of squares with one fill.
extension Board {
    /// A run of open squares in one row: columns `columns` of row `row`.
    public struct Run: Hashable, Sendable {
        public let row: Int
        public let columns: Range<Int>
    }

    /// Runs of consecutive open squares (see `isOpenSquare`), row by row, left to right.
    public var openRuns: [Run] {
        var runs: [Run] = []
        for row in 0..<rows {
            var start: Int?
            for column in 0...columns {
                let open = column < columns && isOpenSquare(Cell(row: row, column: column))
                if open, start == nil { start = column }
                if !open, let first = start {
                    runs.append(Run(row: row, columns: first..<column))
                    start = nil
                }
            }
        }
        return runs
    }
}
