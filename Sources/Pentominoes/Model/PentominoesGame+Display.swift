import Pentomino

/// What the scene shows of the game, worked out from its state: which controls are on, the status line, and
/// what a screen reader hears of the pieces and the board.
extension PentominoesGame {
    /// Which controls work now, and what Solve is called.
    public struct Controls: Hashable, Sendable {
        /// "Solve" on an empty or complete board, "Complete" while pieces are placed (it keeps them).
        public var solveTitle: String
        public var canSolve: Bool
        public var canHint: Bool
        public var canReset: Bool
        public var canUndo: Bool
        public var canRedo: Bool
        /// The board chips and the pieces (off while Solve lays its pieces out).
        public var canChooseBoards: Bool
    }

    public var controls: Controls {
        let idle = !isSolving
        let isPuzzle = puzzle.board.isPuzzle
        return Controls(
            solveTitle: puzzle.placedPieces.isEmpty || puzzle.isComplete ? "Solve" : "Complete",
            canSolve: idle && isPuzzle, canHint: idle && isPuzzle, canReset: idle, canUndo: idle && puzzle.canUndo,
            canRedo: idle && puzzle.canRedo, canChooseBoards: idle)
    }

    /// "12 moves · 1:23 · best 0:58": the current puzzle's moves and time once it has begun, and the board's
    /// best time; "" before the start with no best time.
    public func statusText(at now: Double) -> String {
        var parts: [String] = []
        let timer = puzzle.timer
        if puzzle.moves > 0 || timer.hasStarted {
            parts.append(puzzle.moves == 1 ? "1 move" : "\(puzzle.moves) moves")
        }
        if let seconds = timer.elapsed(at: now) { parts.append(PuzzleTimer.format(seconds)) }
        if let best = shelf.bestTime(for: puzzle.board) { parts.append("best \(PuzzleTimer.format(best))") }
        return parts.joined(separator: " · ")
    }

    /// "piece L, at home", "piece L, on the board at row 2 column 4, flipped, rotated 90°", or while the keyboard
    /// has it lifted "piece L, lifted over row 2 column 4". Rows and columns count from 1 here, as people do.
    public func spokenName(of piece: Piece) -> String {
        if let (held, spot) = hand?.lifted, held == piece {
            return "piece \(piece.letter), lifted over " + Self.spokenPlace(of: spot)
        }
        guard let spot = puzzle.spot(of: piece) else { return "piece \(piece.letter), at home" }
        return "piece \(piece.letter), on the board at " + Self.spokenPlace(of: spot)
    }

    /// "row 2 column 4, flipped, rotated 90°": the top-left of the piece's box, counted from 1, and its turn.
    public static func spokenPlace(of spot: BoardSpot) -> String {
        var words = "row \(spot.origin.row + 1) column \(spot.origin.column + 1)"
        if spot.orientation.isFlipped { words += ", flipped" }
        if spot.orientation.rotation > 0 { words += ", rotated \(spot.orientation.rotation * 90)°" }
        return words
    }

    /// "6x10 board, 3 of 12 pieces placed, solved".
    public var boardDescription: String {
        let board = puzzle.board
        let shape = board.isPuzzle ? "\(board.name) board" : "free play board"
        var words = "\(shape), \(puzzle.placedPieces.count) of \(Piece.allCases.count) pieces placed"
        if puzzle.isComplete { words += ", solved" }
        return words
    }
}
