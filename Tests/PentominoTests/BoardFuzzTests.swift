import Testing

@testable import Pentomino

/// Feeds the board parser thousands of generated texts from fixed seeds: random bytes, random board-alphabet
/// text, cells at huge coordinates and very long lines. Whatever the input, parsing must end with a board within
/// the limits or a `BoardError` pointing inside the text — never a trap. A failure names the seed and case, so
/// `replay(seed:case:)` reproduces it.
@Suite("Board parser fuzzing")
struct BoardFuzzTests {
    static let seeds: [UInt64] = [1, 2, 3]
    static let casesPerSeed = 1_000

    @Test("random bytes never trap", arguments: seeds)
    func randomBytes(seed: UInt64) {
        var random = FuzzRandom(seed: seed)
        for index in 0..<Self.casesPerSeed {
            let words = (0..<Int.random(in: 0...100, using: &random)).map { _ in random.next() }
            let bytes = words.flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) } }
            check(String(decoding: bytes, as: UTF8.self), seed: seed, case: index)
        }
    }

    @Test("random text of cells, holes and line breaks never traps", arguments: seeds)
    func randomBoardText(seed: UInt64) {
        var random = FuzzRandom(seed: seed)
        let alphabet = [".", ".", ".", "#", " ", "\n", "\r\n"]
        for index in 0..<Self.casesPerSeed {
            let count = Int.random(in: 0...600, using: &random)
            let text = (0..<count).map { _ in alphabet.randomElement(using: &random)! }.joined()
            check(text, seed: seed, case: index)
        }
    }

    @Test("a cell at a huge line or column is refused without allocating the spread", arguments: seeds)
    func hugeCoordinates(seed: UInt64) {
        var random = FuzzRandom(seed: seed)
        for index in 0..<4 {
            let line = Int.random(in: 0...1_000_000, using: &random)
            let column = Int.random(in: 0...1_000_000, using: &random)
            let text =
                String(repeating: ".", count: 59) + String(repeating: "\n", count: line)
                + String(repeating: " ", count: column) + "."
            let outcome = check(text, seed: seed, case: index)
            let isSmall = line < Board.Limits.maximumSpan && column < Board.Limits.maximumSpan
            #expect(isSmall || outcome != nil, "seed \(seed) case \(index): a far cell was accepted")
        }
    }

    @Test("very long lines are refused at the first character past the limit", arguments: seeds)
    func longLines(seed: UInt64) {
        var random = FuzzRandom(seed: seed)
        for index in 0..<50 {
            let length = Int.random(in: 0...100_000, using: &random)
            let mark = ["#", " ", ".", "x"].randomElement(using: &random)!
            let outcome = check(String(repeating: mark, count: length), seed: seed, case: index)
            if length > Board.Limits.maximumLineLength, mark != "x", mark != "." {
                #expect(outcome?.reason == .lineTooLong, "seed \(seed) case \(index)")
            }
        }
    }

    /// Parses `text` and checks the outcome's invariants; returns the error, or nil for a board.
    @discardableResult
    private func check(_ text: String, seed: UInt64, case index: Int) -> BoardError? {
        let replay = "seed \(seed) case \(index)"
        do {
            let board = try Board(parsing: text, name: "fuzz")
            #expect(board.cellCount == Board.puzzleCellCount, "\(replay)")
            #expect(board.rows <= Board.Limits.maximumSpan && board.columns <= Board.Limits.maximumSpan, "\(replay)")
            #expect(try Board(parsing: board.description, name: "fuzz") == board, "\(replay)")
            return nil
        } catch {
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
            #expect((1...max(lines, 1)).contains(error.line), "\(replay): line \(error.line) of \(lines)")
            #expect(error.column >= 1, "\(replay)")
            return error
        }
    }
}

/// SplitMix64, so each seed replays the same inputs.
struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE5_E9B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
