/// One of the 8 symmetries of the square: a number of clockwise quarter turns, optionally after a mirror flip.
///
/// Convention (screen space, rows grow downwards): an orientation first mirrors the shape about the vertical axis
/// when `isFlipped` is set, then rotates it `rotation` quarter turns clockwise. `index` packs both into 0...7
/// (`rotation`, plus 4 when flipped) so the UI can store an orientation as a small integer.
///
/// The UI's gestures map to `rotatedClockwise()` (single tap) and `flipped()` (double tap); both act on the piece
/// as it currently appears, which is why flipping a rotated piece reverses its rotation (mirror ∘ turn = turn⁻¹ ∘
/// mirror).
public struct Orientation: Hashable, Sendable, CustomStringConvertible {
    /// The number of symmetries of a square: 4 rotations times mirrored or not.
    public static let count = 8
    /// Quarter turns in a full turn.
    static let quarterTurns = 4

    /// Clockwise quarter turns, applied after the optional flip (0...3).
    public let rotation: Int
    /// Whether the shape is mirrored about the vertical axis before rotating.
    public let isFlipped: Bool

    /// Creates an orientation; `rotation` is taken modulo 4, so -1 means one counterclockwise quarter turn.
    public init(rotation: Int = 0, isFlipped: Bool = false) {
        let turns = Self.quarterTurns
        self.rotation = ((rotation % turns) + turns) % turns
        self.isFlipped = isFlipped
    }

    /// The orientation with the given `index` (0...7); indices outside that range wrap around.
    public init(index: Int) {
        let wrapped = ((index % Self.count) + Self.count) % Self.count
        self.init(rotation: wrapped % Self.quarterTurns, isFlipped: wrapped >= Self.quarterTurns)
    }

    /// The shape as drawn in the piece tray: no turn, no flip.
    public static let identity = Orientation()

    /// All 8 symmetries, in `index` order.
    public static let all: [Orientation] = (0..<count).map(Orientation.init(index:))

    /// `rotation`, plus 4 when flipped: 0...7.
    public var index: Int { rotation + (isFlipped ? Self.quarterTurns : 0) }

    /// This orientation followed by a quarter turn clockwise (what a single tap does).
    public func rotatedClockwise() -> Orientation {
        Orientation(rotation: rotation + 1, isFlipped: isFlipped)
    }

    /// This orientation followed by a quarter turn counterclockwise.
    public func rotatedCounterclockwise() -> Orientation {
        Orientation(rotation: rotation - 1, isFlipped: isFlipped)
    }

    /// This orientation followed by a mirror about the vertical axis (what a double tap does).
    public func flipped() -> Orientation {
        Orientation(rotation: -rotation, isFlipped: !isFlipped)
    }

    /// This orientation followed by `next`: the symmetry that does `self` first, then `next`.
    public func followed(by next: Orientation) -> Orientation {
        if next.isFlipped {
            return Orientation(rotation: next.rotation - rotation, isFlipped: !isFlipped)
        }
        return Orientation(rotation: next.rotation + rotation, isFlipped: isFlipped)
    }

    /// The symmetry that undoes this one.
    public var inverse: Orientation {
        isFlipped ? self : Orientation(rotation: -rotation)
    }

    /// Applies the symmetry to a cell's coordinates about the origin (flip, then turn); callers normalize.
    public func transform(_ cell: Cell) -> Cell {
        var result = isFlipped ? Cell(row: cell.row, column: -cell.column) : cell
        for _ in 0..<rotation {
            result = Cell(row: result.column, column: -result.row)
        }
        return result
    }

    public var description: String { "r\(rotation)\(isFlipped ? "f" : "")" }
}
