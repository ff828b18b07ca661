import Kit
import Pentomino

/// A piece lifted by the keyboard: it floats over the board at `spot` (always inside the grid's rectangle) while
/// the arrows, R and F move and turn it, and the model does not change until Return puts it down or Escape sends
/// it home, exactly as while a drag holds a piece.
struct KeyboardHold {
    let piece: Piece
    var spot: BoardSpot
}

/// Playing without a mouse. Tab or a piece's letter chooses a piece (Shift+F for the F, since F flips); a
/// chosen piece at home is lifted onto the board by an arrow, Return or Space; a lifted piece moves with the
/// arrows, turns with R and F, lands with Return or Space and goes home with Escape. A piece resting on the board
/// keeps the direct keys: R and F turn it, arrows move it a cell, Escape sends it home, Return or Space lifts it.
extension PentominoesScene {
    /// The caption while a piece is lifted by the keyboard, longest first (the longest that fits is shown).
    static let heldCaptionTexts = [
        "Arrows: move · R: turn · F: flip · Return: put down · Escape: send home",
        "Arrows · R: turn · F: flip · Return: put down · Esc: home",
        "Arrows · R · F · Return · Esc",
    ]

    /// Keys nobody with focus took: a piece's letter chooses it, the rest go to the lifted piece, else the
    /// focused one (a key it has no use for, such as R at home, never falls through to another piece), else the
    /// last one touched.
    func handleKeyboardKey(_ event: KeyEvent) -> Bool {
        if let piece = Self.pieceNamed(by: event) {
            choose(piece)
            return true
        }
        let focused = (view.window?.focusedView as? PieceView)?.piece
        guard let piece = keyboardHold?.piece ?? focused ?? activePiece else { return false }
        return handlePieceKey(piece, event)
    }

    /// The piece a letter key names: any piece's letter, alone or with Shift, except a plain F, which flips.
    static func pieceNamed(by event: KeyEvent) -> Piece? {
        guard case .character(let character) = event.key, isPlain(event) else { return nil }
        let letter = Character(character.uppercased())
        guard let piece = Piece.allCases.first(where: { $0.letter == letter }) else { return nil }
        if piece == .f, !event.modifiers.contains(.shift) { return nil }
        return piece
    }

    /// Gives `piece` the keyboard focus (its ring shows, at home or on the board); a piece lifted by the keyboard
    /// is put down first.
    func choose(_ piece: Piece) {
        if let held = keyboardHold?.piece, held != piece { releaseKeyboardHold() }
        activePiece = piece
        if let pieceView = pieceViews[piece] { view.window?.setFocus(pieceView) }
    }

    /// Keys for the focused piece, or the lifted or last touched one; false for a key that does nothing to it,
    /// so the window can use it (Escape on a piece at home clears the focus).
    func handlePieceKey(_ piece: Piece, _ event: KeyEvent) -> Bool {
        if let held = keyboardHold?.piece, held != piece { releaseKeyboardHold() }
        guard !isSolving else { return false }
        let handled = keyboardHold == nil ? handleRestingKey(piece, event) : handleHeldKey(event)
        if handled { activePiece = piece }
        return handled
    }

    private func handleRestingKey(_ piece: Piece, _ event: KeyEvent) -> Bool {
        guard Self.isPlain(event) else { return false }
        let onBoard = state.spot(of: piece) != nil
        if let step = Self.arrowStep(event.key) {
            guard onBoard else { return lift(piece) }
            nudge(piece, rows: step.row, columns: step.column)
            return true
        }
        switch event.key {
        case .character(let character) where character.lowercased() == "r" && onBoard:
            rotate(piece)
        case .character(let character) where character.lowercased() == "f" && event.modifiers.isEmpty && onBoard:
            flip(piece)
        case .enter, .space:
            return lift(piece)
        case .escape where onBoard:
            sendHome(piece)
        default:
            return false
        }
        return true
    }

    private func handleHeldKey(_ event: KeyEvent) -> Bool {
        guard Self.isPlain(event) else { return false }
        if let step = Self.arrowStep(event.key) {
            moveHeld(by: step)
            return true
        }
        switch event.key {
        case .character(let character) where character.lowercased() == "r":
            turnHeld("piece.rotated") { $0.rotatedClockwise() }
        case .character(let character) where character.lowercased() == "f" && event.modifiers.isEmpty:
            turnHeld("piece.flipped") { $0.flipped() }
        case .enter, .space:
            releaseKeyboardHold()
        case .escape:
            sendHeldHome()
        default:
            return false
        }
        return true
    }

    /// Without Control or Alt (those are shortcuts such as Ctrl+Z, for the scene); Shift is allowed.
    static func isPlain(_ event: KeyEvent) -> Bool {
        event.modifiers.subtracting(.shift).isEmpty
    }

    /// The cell step an arrow key moves by, or nil for any other key.
    static func arrowStep(_ key: KeyEvent.Key) -> Cell? {
        switch key {
        case .left: Cell(row: 0, column: -1)
        case .right: Cell(row: 0, column: 1)
        case .up: Cell(row: -1, column: 0)
        case .down: Cell(row: 1, column: 0)
        default: nil
        }
    }

    // MARK: Lifting and putting down

    /// Lifts `piece` over the board as a drag would: where it rests, or for a piece at home the first free place
    /// from the top-left. False when it cannot go on this board at all.
    @discardableResult
    func lift(_ piece: Piece) -> Bool {
        guard drag == nil, let spot = state.spot(of: piece) ?? firstPlaceToLift(piece),
            let pieceView = pieceViews[piece]
        else { return false }
        keyboardHold = KeyboardHold(piece: piece, spot: spot)
        activePiece = piece
        view.bringSubviewToFront(pieceView)
        view.bringSubviewToFront(celebration)
        pieceView.isHeld = true
        view.window?.setFocus(pieceView)
        events.emit("piece.lifted", ["piece": .string(String(piece.letter))])
        pieceView.motion.lift.retarget(1, style: .lift)
        hideCelebration()
        timer.noteMove(at: now)
        showHeld()
        return true
    }

    /// A free place for a piece from home, unturned or else turned once (a long piece on a narrow board); a
    /// place over other pieces when the board is full.
    private func firstPlaceToLift(_ piece: Piece) -> BoardSpot? {
        let orientations = [Orientation.identity, Orientation(rotation: 1)]
        for orientation in orientations {
            if let origin = firstFreeOrigin(for: piece, in: orientation, after: nil) {
                return BoardSpot(origin: origin, orientation: orientation)
            }
        }
        for orientation in orientations {
            if let origin = state.board.clampedOrigin(piece, orientation, near: Cell(row: 0, column: 0)) {
                return BoardSpot(origin: origin, orientation: orientation)
            }
        }
        return nil
    }

    /// Moves the lifted piece a cell; a step off the grid does nothing.
    private func moveHeld(by step: Cell) {
        guard var hold = keyboardHold else { return }
        let origin = hold.spot.origin.offset(by: step)
        guard state.board.gridContains(hold.piece, hold.spot.orientation, at: origin) else { return }
        hold.spot.origin = origin
        keyboardHold = hold
        showHeld()
    }

    /// Turns the lifted piece about its centre (kept inside the grid), as a tap turns a piece on the board.
    private func turnHeld(_ eventName: String, _ change: (Orientation) -> Orientation) {
        guard var hold = keyboardHold else { return }
        let turned = change(hold.spot.orientation)
        let near = hold.spot.originAfterTurning(hold.piece, to: turned)
        guard let origin = state.board.clampedOrigin(hold.piece, turned, near: near) else { return }
        hold.spot = BoardSpot(origin: origin, orientation: turned)
        keyboardHold = hold
        events.emit(
            eventName, ["piece": .string(String(hold.piece.letter)), "orientation": .int(turned.index)])
        showHeld()
    }

    /// Sends the lifted piece's view towards the cell it floats over, at the board's size, lifted.
    func showHeld() {
        guard let hold = keyboardHold, let pieceView = pieceViews[hold.piece] else { return }
        pieceView.motion.move(to: layout.board.center(of: hold.piece, at: hold.spot), style: snapStyle)
        pieceView.motion.scale.retarget(boardScale, style: .lift)
        pieceView.motion.turn(to: hold.spot.orientation)
        syncAutomation(of: hold.piece)
        updateCaption()
        startMotion()
    }

    /// Puts the lifted piece down where it floats, exactly as a mouse drop there would (snap, or home when it
    /// does not fit). Nothing happens when no piece is lifted by the keyboard.
    func releaseKeyboardHold() {
        guard let hold = keyboardHold else { return }
        keyboardHold = nil
        updateCaption()
        land(
            hold.piece, turned: hold.spot.orientation,
            centeredAt: layout.board.center(of: hold.piece, at: hold.spot), velocity: .zero)
    }

    /// Escape on the lifted piece: it flies home, unturned.
    private func sendHeldHome() {
        guard let piece = keyboardHold?.piece else { return }
        endKeyboardHold(of: piece)
        let from = state.position(of: piece)
        state.sendHome(piece)
        syncPiece(piece, style: snapStyle)
        emitMove(of: piece, from: from)
        piecesDidChange()
    }

    /// Ends the keyboard's hold on `piece` without putting it down (the piece comes down where the model puts
    /// it: home on Escape, or wherever an undone step or Solve moves it); nothing for another piece.
    func endKeyboardHold(of piece: Piece) {
        guard keyboardHold?.piece == piece, let pieceView = pieceViews[piece] else { return }
        keyboardHold = nil
        pieceView.isHeld = false
        pieceView.motion.lift.retarget(0, style: .lift)
        updateCaption()
    }

    /// The help under the board: the keys for a lifted piece while there is one, else how to play.
    func updateCaption() {
        layoutCaptionRow()
    }
}
