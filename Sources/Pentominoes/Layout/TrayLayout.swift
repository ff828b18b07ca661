import Kit
import Pentomino

/// The home positions of the 12 pieces: rows of equal length, in letter order, each piece centred in a slot
/// three cells wide (the widest unturned piece) so the columns line up.
public struct TrayLayout: Hashable, Sendable {
    /// Slot width in cells: every unturned piece is at most 3 squares wide.
    static let slotColumns = 3.0
    /// Space between slots and between rows, in cells.
    static let gapCells = 0.7
    /// Row counts to try: the divisors of 12, so every row holds the same number of pieces.
    static let rowCounts = [1, 2, 3, 4, 6, 12]

    /// Side of a cell of a piece at home, in points.
    public let cellSize: Double
    /// The centre of each piece's home, in the scene's coordinates.
    public let homeCenters: [Piece: Point]
    /// The number of rows the pieces are in.
    public let rowCount: Int
    /// The size of the block of homes, in points.
    public let blockSize: Size

    /// The arrangement with the largest cells that fits `rect`, cells no larger than `maximumCell`.
    public static func best(in rect: Rect, maximumCell: Double) -> TrayLayout {
        let candidates = rowCounts.map { TrayLayout(rows: $0, in: rect, maximumCell: maximumCell) }
        return candidates.max { $0.cellSize < $1.cellSize } ?? TrayLayout(rows: 2, in: rect, maximumCell: maximumCell)
    }

    init(rows rowCount: Int, in rect: Rect, maximumCell: Double) {
        let perRow = Piece.allCases.count / rowCount
        let rows = stride(from: 0, to: Piece.allCases.count, by: perRow).map {
            Array(Piece.allCases[$0..<min($0 + perRow, Piece.allCases.count)])
        }
        let rowHeights = rows.map { row in Double(row.map { $0.size(in: .identity).rows }.max() ?? 0) }
        let widthCells = Double(perRow) * Self.slotColumns + Double(perRow - 1) * Self.gapCells
        let heightCells = rowHeights.reduce(0, +) + Double(rows.count - 1) * Self.gapCells
        let cell = max(min(rect.width / widthCells, rect.height / heightCells, maximumCell), 0)
        cellSize = cell
        self.rowCount = rowCount
        blockSize = Size(width: widthCells * cell, height: heightCells * cell)
        var centers: [Piece: Point] = [:]
        let left = rect.midX - widthCells * cell / 2
        var top = rect.midY - heightCells * cell / 2
        for (row, height) in zip(rows, rowHeights) {
            for (index, piece) in row.enumerated() {
                let slotLeft = left + Double(index) * (Self.slotColumns + Self.gapCells) * cell
                centers[piece] = Point(x: slotLeft + Self.slotColumns * cell / 2, y: top + height * cell / 2)
            }
            top += (height + Self.gapCells) * cell
        }
        homeCenters = centers
    }
}
