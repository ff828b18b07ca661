/// Full rows: a row is full when every cell a falling square can reach holds a resting square; a row where a
/// square still moves waits. Under the obstacle the shadowed cells do not count, so a row there is full with the
/// others filled (otherwise, with the obstacle on, no row below it could ever clear).
extension FieldGrid {
    /// A full row: its number (0 on the floor) and the numbers of its squares.
    public struct FullRow: Equatable, Sendable {
        public var row: Int
        public var members: [Int]

        public init(row: Int, members: [Int]) {
            self.row = row
            self.members = members
        }
    }

    /// The full rows among `squares`, lowest first (held squares belong to no row).
    public func fullRows(of squares: [SquareRecord]) -> [FullRow] {
        guard columns > 0 else { return [] }
        var rows: [Int: [SquareRecord]] = [:]
        var unsettled: Set<Int> = []
        for square in squares where !square.isGrabbed {
            guard let row = row(of: square.center) else { continue }
            if square.isResting {
                rows[row, default: []].append(square)
            } else {
                unsettled.insert(row)
            }
        }
        return rows.filter { row, members in
            guard !unsettled.contains(row) else { return false }
            let filled = Set(members.map { column(atX: $0.center.x) })
            return filled.isSuperset(of: reachableColumns(inRow: row))
        }
        .sorted { $0.key < $1.key }
        .map { FullRow(row: $0.key, members: $0.value.map(\.number)) }
    }
}
