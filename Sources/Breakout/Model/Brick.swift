/// What a marked brick does when it breaks: a surprise that changes how the rest of the level plays (see
/// `BrickSpecial+Effects.swift` for the numbers).
public enum BrickSpecial: String, CaseIterable, Sendable {
    /// A new ball joins play from where the brick was.
    case extraBall
    /// The paddle grows for a while.
    case widePaddle
    /// The balls slow down for a while.
    case slowBall
    /// The brick's neighbours (all eight) break with it.
    case explosive
}

/// One brick of the wall: where it sits in the grid, how many hits it still takes, and what it does when it breaks.
public struct Brick: Equatable, Sendable {
    public let row: Int
    public let column: Int
    /// Hits the brick took when the wall was built (its look shows the damage against this).
    public let maximumHits: Int
    public internal(set) var remainingHits: Int
    public let special: BrickSpecial?

    public init(row: Int, column: Int, hits: Int, special: BrickSpecial? = nil) {
        precondition(hits > 0, "A brick needs at least one hit; pass hits ≥ 1")
        self.row = row
        self.column = column
        maximumHits = hits
        remainingHits = hits
        self.special = special
    }

    public var isDestroyed: Bool { remainingHits == 0 }
    /// Hits taken so far.
    public var damage: Int { maximumHits - remainingHits }
}

/// Where a brick sits: row 0 is the top row, column 0 the left one.
public struct BrickPosition: Hashable, Sendable, Comparable {
    public let row: Int
    public let column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    public static func < (lhs: BrickPosition, rhs: BrickPosition) -> Bool {
        (lhs.row, lhs.column) < (rhs.row, rhs.column)
    }
}
