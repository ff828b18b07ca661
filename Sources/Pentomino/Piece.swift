/// The 12 free pentominoes, named by the letters they resemble (Golomb's naming).
///
/// `rawValue` orders the pieces F, I, L, N, P, T, U, V, W, X, Y, Z so they can index small tables and bit sets.
public enum Piece: Int, CaseIterable, Hashable, Comparable, Sendable, CustomStringConvertible {
    case f, i, l, n, p, t, u, v, w, x, y, z

    /// Squares in every pentomino.
    public static let cellCount = 5

    /// The letters in `rawValue` order.
    private static let letters = Array("FILNPTUVWXYZ")

    /// The piece's letter, upper case ("F" ... "Z").
    public var letter: Character { Self.letters[rawValue] }

    /// The piece named by `letter` (either case), or nil for any other character.
    public init?(letter: Character) {
        guard let piece = Piece.allCases.first(where: { $0.letter == Character(letter.uppercased()) }) else {
            return nil
        }
        self = piece
    }

    public static func < (lhs: Piece, rhs: Piece) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { String(letter) }

    /// The shape in the identity orientation, drawn with `#` for a square; rows top to bottom.
    ///
    /// These are the familiar textbook pictures; every other orientation is derived from them, so this table is
    /// the only place a shape is written down.
    var picture: [String] {
        switch self {
        case .f: [".##", "##.", ".#."]
        case .i: ["#", "#", "#", "#", "#"]
        case .l: ["#.", "#.", "#.", "##"]
        case .n: [".#", ".#", "##", "#."]
        case .p: ["##", "##", "#."]
        case .t: ["###", ".#.", ".#."]
        case .u: ["#.#", "###"]
        case .v: ["#..", "#..", "###"]
        case .w: ["#..", "##.", ".##"]
        case .x: [".#.", "###", ".#."]
        case .y: [".#", "##", ".#", ".#"]
        case .z: ["##.", ".#.", ".##"]
        }
    }

    /// The cells of `picture`, in reading order.
    var identityCells: [Cell] {
        picture.enumerated().flatMap { row, line in
            line.enumerated().compactMap { column, mark in
                mark == "#" ? Cell(row: row, column: column) : nil
            }
        }
    }
}
