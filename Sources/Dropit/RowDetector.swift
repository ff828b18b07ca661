import Kit

/// Finds full rows among resting squares, robustly: rows are bands one square high counted up from the floor,
/// and a square belongs to the band its centre lies in, so small sinking, slop or a slight tilt never moves
/// it to another row. A band holding as many resting squares as there are columns is full (the field is
/// exactly that many columns wide, so they can only be side by side).
struct RowDetector {
    /// The floor's y in field points (the field's height).
    var floorY: Double
    /// Height of one band, in points: a square's side.
    var rowHeight: Double
    var columns: Int

    /// The band a centre lies in: 0 on the floor, counting up; nil for a centre below the floor.
    func row(of center: Point) -> Int? {
        let height = floorY - center.y
        guard height >= 0, rowHeight > 0 else { return nil }
        return Int(height / rowHeight)
    }

    /// Full rows, lowest first, each with the indices (into `squares`) of its squares.
    func fullRows(of squares: [(center: Point, isResting: Bool)]) -> [(row: Int, members: [Int])] {
        guard columns > 0 else { return [] }
        var bands: [Int: [Int]] = [:]
        var unsettled: Set<Int> = []
        for (index, square) in squares.enumerated() {
            guard let row = row(of: square.center) else { continue }
            if square.isResting {
                bands[row, default: []].append(index)
            } else {
                unsettled.insert(row)
            }
        }
        return bands.filter { row, members in members.count >= columns && !unsettled.contains(row) }
            .sorted { $0.key < $1.key }
            .map { (row: $0.key, members: $0.value) }
    }
}
