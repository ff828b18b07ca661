import Kit

/// Dropit's rules with no views and no physics: the tally of squares dropped and rows cleared, where a new
/// square may go, and which squares make a full row. The scene reports where its squares are after each physics
/// step; the rules answer which of them clear, and count it.
///
/// Rows are bands one square high counted up from the floor, and a square belongs to the band its centre lies
/// in, so small sinking, slop or a slight tilt never moves it to another row. A band holding as many resting
/// squares as there are columns is full (the field is exactly that many columns wide, so they can only be side
/// by side); a band where a square still moves waits.
public struct DropitRules: Equatable, Sendable {
    /// Where one square is, as the rules need it.
    public struct Square: Equatable, Sendable {
        public var center: Point
        public var isResting: Bool

        public init(center: Point, isResting: Bool) {
            self.center = center
            self.isResting = isResting
        }
    }

    /// A full row: its band and the indices (into the squares reported) of its squares.
    public struct FullRow: Equatable, Sendable {
        public var row: Int
        public var members: [Int]
    }

    /// The floor's y in field points (the field's height).
    public var floorY: Double
    /// Height of one band, in points: a square's side.
    public var rowHeight: Double
    public var columns: Int
    /// Squares dropped so far; the next one's number is one more.
    public private(set) var dropped = 0
    /// Rows cleared so far.
    public private(set) var rowsCleared = 0

    public init(floorY: Double = 0, rowHeight: Double = 0, columns: Int = 0) {
        self.floorY = floorY
        self.rowHeight = rowHeight
        self.columns = columns
    }

    /// The band a centre lies in: 0 on the floor, counting up; nil for a centre below the floor.
    public func row(of center: Point) -> Int? {
        let height = floorY - center.y
        guard height >= 0, rowHeight > 0 else { return nil }
        return Int(height / rowHeight)
    }

    /// The column a new square goes to, picked at random among `free` (the columns whose top cell is empty), or
    /// nil when none is: the field is full to the ceiling and must be swept before anything can drop.
    public func dropColumn(among free: [Int], using random: inout SeededRandom) -> Int? {
        free.isEmpty ? nil : free[Int.random(in: free.indices, using: &random)]
    }

    /// Counts a dropped square and returns its number (from 1).
    public mutating func countDrop() -> Int {
        dropped += 1
        return dropped
    }

    /// Full rows among `squares`, lowest first.
    public func fullRows(of squares: [Square]) -> [FullRow] {
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
            .map { FullRow(row: $0.key, members: $0.value) }
    }

    /// Finds the full rows among `squares` and counts them as cleared; the scene takes their squares away.
    public mutating func clearFullRows(of squares: [Square]) -> [FullRow] {
        let rows = fullRows(of: squares)
        rowsCleared += rows.count
        return rows
    }
}
