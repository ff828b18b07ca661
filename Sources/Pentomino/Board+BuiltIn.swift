/// The boards that ship with the game.
extension Board {
    /// Side of the square grid used by the `blank` board and the 8×8 puzzles.
    static let squareSide = 8

    /// Free play: an 8×8 grid with no region to cover, so there is nothing to solve.
    public static let blank = Board(name: "blank", rows: squareSide, columns: squareSide, cells: [])

    /// The four rectangles of 60 cells.
    public static let rectangle6x10 = rectangle(rows: 6, columns: 10)
    public static let rectangle5x12 = rectangle(rows: 5, columns: 12)
    public static let rectangle4x15 = rectangle(rows: 4, columns: 15)
    public static let rectangle3x20 = rectangle(rows: 3, columns: 20)

    /// 8×8 without its central 2×2 (Dana Scott's 1958 puzzle).
    public static let square8x8Center = square(
        named: "8x8-center",
        without: [Cell(row: 3, column: 3), Cell(row: 3, column: 4), Cell(row: 4, column: 3), Cell(row: 4, column: 4)])

    /// 8×8 without its four corner cells.
    public static let square8x8Corners = square(
        named: "8x8-corners",
        without: [Cell(row: 0, column: 0), Cell(row: 0, column: 7), Cell(row: 7, column: 0), Cell(row: 7, column: 7)])

    /// 8×8 without the four cells one step in diagonally from each corner.
    public static let square8x8Diagonal = square(
        named: "8x8-diagonal",
        without: [Cell(row: 1, column: 1), Cell(row: 1, column: 6), Cell(row: 6, column: 1), Cell(row: 6, column: 6)])

    /// Every built-in board, in the order the game offers them.
    public static let builtIns: [Board] = [
        .blank, .rectangle6x10, .rectangle5x12, .rectangle4x15, .rectangle3x20,
        .square8x8Center, .square8x8Corners, .square8x8Diagonal,
    ]

    /// The built-in board called `name` ("blank", "6x10", "8x8-center", ...), or nil.
    public static func builtIn(named name: String) -> Board? {
        builtIns.first { $0.name == name.lowercased() }
    }

    /// A full rectangle, named "ROWSxCOLUMNS".
    private static func rectangle(rows: Int, columns: Int) -> Board {
        let cells = (0..<rows).flatMap { row in (0..<columns).map { Cell(row: row, column: $0) } }
        return Board(name: "\(rows)x\(columns)", rows: rows, columns: columns, cells: Set(cells))
    }

    /// The 8×8 square minus `holes`.
    private static func square(named name: String, without holes: Set<Cell>) -> Board {
        let full = rectangle(rows: squareSide, columns: squareSide).cells
        return Board(name: name, rows: squareSide, columns: squareSide, cells: Set(full).subtracting(holes))
    }
}
