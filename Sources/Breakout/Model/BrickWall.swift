/// The wall of bricks of one level: which bricks stand, how many hits each still takes, which are special.
///
/// Pure state and rules (no views, no physics), so a hit, an explosion and a cleared level are tested on their own.
public struct BrickWall: Equatable, Sendable {
    /// Share of the bricks that are special when special bricks are on.
    public static let specialShare = 0.12
    /// No brick takes more hits than this, however high the level.
    public static let maximumHits = 5

    public let rows: Int
    public let columns: Int
    private var grid: [Brick]

    /// A full wall for `level` (1 = first): from level 2 on, the top `level − 1` rows take one extra hit.
    public init(
        rows: Int, columns: Int, hitsPerBrick: Int, level: Int, specials: Bool, random: inout some RandomNumberGenerator
    ) {
        let positions = Self.positions(rows: rows, columns: columns)
        self.init(
            rows: rows, columns: columns, hitsPerBrick: hitsPerBrick, level: level,
            specials: specials ? Self.chooseSpecials(among: positions, random: &random) : [:])
    }

    /// A wall with the special bricks placed by hand.
    init(rows: Int, columns: Int, hitsPerBrick: Int, level: Int, specials: [BrickPosition: BrickSpecial]) {
        precondition(rows > 0 && columns > 0, "A wall needs at least one row and one column")
        self.rows = rows
        self.columns = columns
        let reinforcedRows = max(level - 1, 0)
        grid = Self.positions(rows: rows, columns: columns).map { position in
            let hits = min(hitsPerBrick + (position.row < reinforcedRows ? 1 : 0), Self.maximumHits)
            return Brick(row: position.row, column: position.column, hits: hits, special: specials[position])
        }
    }

    private static func positions(rows: Int, columns: Int) -> [BrickPosition] {
        (0..<rows).flatMap { row in (0..<columns).map { BrickPosition(row: row, column: $0) } }
    }

    public subscript(position: BrickPosition) -> Brick {
        grid[index(of: position)]
    }

    /// Every brick, destroyed ones included, row by row.
    public var bricks: [Brick] { grid }
    public var standingBricks: [Brick] { grid.filter { !$0.isDestroyed } }
    public var standingCount: Int { grid.reduce(0) { $0 + ($1.isDestroyed ? 0 : 1) } }
    public var isCleared: Bool { standingCount == 0 }

    public func contains(_ position: BrickPosition) -> Bool {
        (0..<rows).contains(position.row) && (0..<columns).contains(position.column)
    }

    /// One hit on the brick at `position`.
    public mutating func hit(_ position: BrickPosition) -> BrickHit {
        guard contains(position) else { return .missed }
        let index = index(of: position)
        guard !grid[index].isDestroyed else { return .missed }
        grid[index].remainingHits -= 1
        return grid[index].isDestroyed ? .destroyed(grid[index]) : .damaged(grid[index])
    }

    /// Breaks the standing neighbours of an exploding brick at `position` (all eight), and theirs in turn when an
    /// explosive brick is among them (a chain reaction), whatever hits they had left. Returns them in the order
    /// they break, nearest first.
    public mutating func explode(from position: BrickPosition) -> [Brick] {
        var broken: [Brick] = []
        var pending = [position]
        while !pending.isEmpty {
            let center = pending.removeFirst()
            for neighbour in neighbours(of: center) {
                let index = index(of: neighbour)
                guard !grid[index].isDestroyed else { continue }
                grid[index].remainingHits = 0
                broken.append(grid[index])
                if grid[index].special == .explosive { pending.append(neighbour) }
            }
        }
        return broken
    }

    /// The up-to-eight positions around `position` inside the wall.
    public func neighbours(of position: BrickPosition) -> [BrickPosition] {
        (-1...1).flatMap { dr in
            (-1...1).compactMap { dc -> BrickPosition? in
                guard dr != 0 || dc != 0 else { return nil }
                let neighbour = BrickPosition(row: position.row + dr, column: position.column + dc)
                return contains(neighbour) ? neighbour : nil
            }
        }
    }

    private func index(of position: BrickPosition) -> Int {
        precondition(contains(position), "No brick at \(position.row),\(position.column): check contains(_:) first")
        return position.row * columns + position.column
    }

    /// Picks about `specialShare` of the positions (at least one) and gives each a kind, all kinds in turn.
    private static func chooseSpecials(
        among positions: [BrickPosition], random: inout some RandomNumberGenerator
    ) -> [BrickPosition: BrickSpecial] {
        let count = max(1, Int((Double(positions.count) * specialShare).rounded()))
        let chosen = positions.shuffled(using: &random).prefix(count)
        let kinds = BrickSpecial.allCases.shuffled(using: &random)
        var result: [BrickPosition: BrickSpecial] = [:]
        for (offset, position) in chosen.enumerated() { result[position] = kinds[offset % kinds.count] }
        return result
    }
}

/// What one hit did to a brick.
public enum BrickHit: Equatable, Sendable {
    /// The brick stands, with fewer hits left.
    case damaged(Brick)
    /// The brick broke.
    case destroyed(Brick)
    /// There was no standing brick there (already broken in the same step).
    case missed
}
