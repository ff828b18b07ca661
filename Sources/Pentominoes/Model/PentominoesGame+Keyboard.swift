import Pentomino

/// Playing without a mouse. A piece's letter chooses it; a chosen piece at home is lifted onto the board by an
/// arrow, Return or Space; a lifted piece moves with the arrows, turns with R and F, lands with Return or Space and
/// goes home with Escape, exactly as a drag holds a piece: the puzzle does not change until it is put down. A
/// piece resting on the board keeps the direct keys: R and F turn it, arrows move it a cell, Escape sends it home,
/// Return or Space lifts it.
extension PentominoesGame {
    /// What a key did: its effects, and whether it meant anything for the piece (a key that did not, such as R on a
    /// piece at home, is the window's to use: Escape there clears the focus).
    public struct KeyResponse: Hashable, Sendable {
        public var effects: [Effect]
        public var isUsed: Bool
    }

    /// The piece a key for the pieces acts on: the lifted one, else the one with the keyboard focus, else the last
    /// one touched.
    public func keyTarget(focused: Piece?) -> Piece? {
        hand?.lifted?.piece ?? focused ?? activePiece
    }

    /// A key for `piece` (the one with focus, or `keyTarget`). A piece lifted by the keyboard that is not `piece`
    /// is put down first; no key acts while Solve runs.
    @discardableResult
    public mutating func press(_ key: PieceKey, on piece: Piece, at now: Double) -> KeyResponse {
        var effects: [Effect] = []
        if let held = hand?.lifted?.piece, held != piece { effects = putDown(at: now) }
        guard !isSolving else { return KeyResponse(effects: effects, isUsed: false) }
        let response = hand?.lifted == nil ? restingKey(key, on: piece, at: now) : heldKey(key, at: now)
        if response != nil { activePiece = piece }
        return KeyResponse(effects: effects + (response ?? []), isUsed: response != nil)
    }

    /// A piece's letter: the keyboard acts on it from now on (its focus ring shows). A lifted piece is put down.
    mutating func choose(_ piece: Piece, at now: Double) -> [Effect] {
        var effects: [Effect] = []
        if let held = hand?.lifted?.piece, held != piece { effects = putDown(at: now) }
        activePiece = piece
        return effects + [.focus(piece)]
    }

    /// A press on a piece puts the lifted one down; the keys act on the pressed piece from now on.
    mutating func touch(_ piece: Piece, at now: Double) -> [Effect] {
        let effects = putDown(at: now)
        activePiece = piece
        return effects
    }

    /// Puts the lifted piece down where it floats, exactly as a drop there would. Nothing for no lifted piece.
    mutating func putDown(at now: Double) -> [Effect] {
        guard let (piece, spot) = hand?.lifted else { return [] }
        hand = nil
        return land(piece, at: spot, at: now)
    }

    // MARK: Private

    /// Keys for a piece resting on the board or at home; nil for a key that means nothing for it.
    private mutating func restingKey(_ key: PieceKey, on piece: Piece, at now: Double) -> [Effect]? {
        let onBoard = puzzle.spot(of: piece) != nil
        switch key {
        case .move(let step):
            return onBoard ? nudge(piece, by: step, at: now) : lift(piece, at: now)
        case .turn(let turn):
            return onBoard ? self.turn(piece, turn, at: now) : nil
        case .liftOrPutDown:
            return lift(piece, at: now)
        case .sendHome:
            return onBoard ? sendHome(piece, at: now) : nil
        }
    }

    /// Keys for the lifted piece: every one of them is used.
    private mutating func heldKey(_ key: PieceKey, at now: Double) -> [Effect] {
        switch key {
        case .move(let step): moveHeld(by: step)
        case .turn(let turn): turnHeld(turn)
        case .liftOrPutDown: putDown(at: now)
        case .sendHome: sendHeldHome(at: now)
        }
    }

    /// Lifts `piece` over the board as a drag would: where it rests, or for a piece at home a free place from the
    /// top-left. Nil while a drag holds a piece, or when it cannot go on this board at all.
    private mutating func lift(_ piece: Piece, at now: Double) -> [Effect]? {
        guard hand == nil, let spot = puzzle.spot(of: piece) ?? puzzle.placeToLift(piece) else { return nil }
        hand = .lifted(piece, over: spot)
        activePiece = piece
        puzzle.timer.noteMove(at: now)
        return [.lift(piece), .focus(piece), .emit(.lifted(piece)), .hideBanner, .float(piece)]
    }

    /// Moves the lifted piece a cell; a step off the grid does nothing.
    private mutating func moveHeld(by step: Cell) -> [Effect] {
        guard let (piece, spot) = hand?.lifted else { return [] }
        let origin = spot.origin.offset(by: step)
        guard puzzle.board.gridContains(piece, spot.orientation, at: origin) else { return [] }
        hand = .lifted(piece, over: BoardSpot(origin: origin, orientation: spot.orientation))
        return [.float(piece)]
    }

    /// Turns the lifted piece about its centre (kept inside the grid), as a click turns a piece on the board.
    private mutating func turnHeld(_ turn: PieceTurn) -> [Effect] {
        guard let (piece, spot) = hand?.lifted else { return [] }
        let turned = turn.applied(to: spot.orientation)
        let near = spot.originAfterTurning(piece, to: turned)
        guard let origin = puzzle.board.clampedOrigin(piece, turned, near: near) else { return [] }
        hand = .lifted(piece, over: BoardSpot(origin: origin, orientation: turned))
        return [.emit(turn.event(piece, showing: turned)), .float(piece)]
    }

    /// Escape on the lifted piece: it flies home, unturned.
    private mutating func sendHeldHome(at now: Double) -> [Effect] {
        guard let piece = hand?.lifted?.piece else { return [] }
        hand = nil
        let wasComplete = puzzle.isComplete
        let from = puzzle.position(of: piece)
        puzzle.sendHome(piece)
        return [.place(piece)] + moveEvents(piece, from: from) + afterChange(wasComplete: wasComplete, at: now)
    }
}
