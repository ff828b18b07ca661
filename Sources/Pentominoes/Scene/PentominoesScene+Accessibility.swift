import Kit
import Pentomino

/// What a screen reader hears and can do: each piece is a named object that says where it is ("piece L, on the
/// board at row 2 column 4, rotated 90°") with actions to turn, flip and move it, and the board is a canvas
/// described in words. Rows and columns count from 1 here, as people do (the automation files count from 0).
extension PentominoesScene {
    func describeForAccessibility() {
        boardView.accessibilityCustomization = AccessibilityCustomization(
            role: .canvas, description: { [unowned self] in self.boardDescription })
        for (piece, pieceView) in pieceViews {
            pieceView.accessibilityCustomization = AccessibilityCustomization(
                role: .image, name: { [unowned self] in self.spokenName(of: piece) },
                actions: pieceActions(for: piece))
        }
    }

    /// "piece L, at home", "piece L, on the board at row 2 column 4, flipped, rotated 90°", or while the keyboard
    /// has it lifted "piece L, lifted over row 2 column 4".
    func spokenName(of piece: Piece) -> String {
        if let hold = keyboardHold, hold.piece == piece {
            return "piece \(piece.letter), lifted over " + Self.spokenPlace(of: hold.spot)
        }
        guard let spot = state.spot(of: piece) else { return "piece \(piece.letter), at home" }
        return "piece \(piece.letter), on the board at " + Self.spokenPlace(of: spot)
    }

    /// "row 2 column 4, flipped, rotated 90°": the top-left of the piece's box, counted from 1, and its turn.
    static func spokenPlace(of spot: BoardSpot) -> String {
        var words = "row \(spot.origin.row + 1) column \(spot.origin.column + 1)"
        if spot.orientation.isFlipped { words += ", flipped" }
        if spot.orientation.rotation > 0 { words += ", rotated \(spot.orientation.rotation * 90)°" }
        return words
    }

    var boardDescription: String {
        let board = state.board
        let shape = board.isPuzzle ? "\(board.name) board" : "free play board"
        var words = "\(shape), \(state.placedPieces.count) of \(Piece.allCases.count) pieces placed"
        if state.isComplete { words += ", solved" }
        return words
    }

    /// The piece's actions; each first puts down a piece the keyboard has lifted, so it acts on the model the
    /// name describes.
    private func pieceActions(for piece: Piece) -> [AccessibilityAction] {
        directPieceActions(for: piece).map { action in
            AccessibilityAction(action.name, description: action.description, keyBinding: action.keyBinding) {
                [unowned self] in
                releaseKeyboardHold()
                action.perform()
            }
        }
    }

    private func directPieceActions(for piece: Piece) -> [AccessibilityAction] {
        [
            AccessibilityAction("rotate", description: "Turns the piece a quarter clockwise", keyBinding: "r") {
                [unowned self] in self.rotate(piece)
            },
            AccessibilityAction("flip", description: "Mirrors the piece", keyBinding: "f") { [unowned self] in
                self.flip(piece)
            },
            AccessibilityAction("move", description: "Moves the piece to the next free place on the board") {
                [unowned self] in self.moveToNextFreeSpot(piece)
            },
            AccessibilityAction("move up", description: "Moves the piece up one row", keyBinding: "Up") {
                [unowned self] in self.nudge(piece, rows: -1, columns: 0)
            },
            AccessibilityAction("move down", description: "Moves the piece down one row", keyBinding: "Down") {
                [unowned self] in self.nudge(piece, rows: 1, columns: 0)
            },
            AccessibilityAction("move left", description: "Moves the piece left one column", keyBinding: "Left") {
                [unowned self] in self.nudge(piece, rows: 0, columns: -1)
            },
            AccessibilityAction("move right", description: "Moves the piece right one column", keyBinding: "Right") {
                [unowned self] in self.nudge(piece, rows: 0, columns: 1)
            },
            AccessibilityAction("send home", description: "Puts the piece back in the tray", keyBinding: "Escape") {
                [unowned self] in self.sendHome(piece)
            },
        ]
    }

    /// Places the piece, as it is turned, at the first place after its own (in reading order, from the top-left
    /// when it is at home) where it lies on free board cells; nothing happens when there is none.
    func moveToNextFreeSpot(_ piece: Piece) {
        guard !isSolving else { return }
        releaseKeyboardHold()
        let from = state.position(of: piece)
        let orientation = from.spot?.orientation ?? .identity
        guard let origin = firstFreeOrigin(for: piece, in: orientation, after: from.spot?.origin),
            state.place(piece, at: BoardSpot(origin: origin, orientation: orientation))
        else { return }
        activePiece = piece
        timer.noteMove(at: now)
        syncPiece(piece, style: snapStyle)
        emitMove(of: piece, from: from)
        piecesDidChange()
    }

    /// The first grid place after `start` (in reading order, wrapping round; from the top-left when nil) where
    /// `piece` turned to `orientation` covers only free board cells, or nil when there is none.
    func firstFreeOrigin(for piece: Piece, in orientation: Orientation, after start: Cell?) -> Cell? {
        let board = state.board
        let places = (0..<board.rows).flatMap { row in (0..<board.columns).map { Cell(row: row, column: $0) } }
        let first = start.flatMap { start in places.firstIndex(of: start).map { $0 + 1 } } ?? 0
        let occupied = Set(state.placedPieces.filter { $0.piece != piece }.flatMap { $0.spot.cells(of: $0.piece) })
        return (places[first...] + places[..<first]).first { origin in
            board.gridContains(piece, orientation, at: origin)
                && BoardSpot(origin: origin, orientation: orientation).cells(of: piece).allSatisfy {
                    !occupied.contains($0) && (board.contains($0) || !board.isPuzzle)
                }
        }
    }
}
