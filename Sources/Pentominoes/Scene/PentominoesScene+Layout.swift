import Kit
import Pentomino

/// Laying the scene out and putting each piece view where the model says.
extension PentominoesScene {
    /// Re-lays out for the current size and board. Pieces on the board keep their cells (they move with the
    /// board); pieces at home and the pieces in `animating` (another board's puzzle) travel to their new places,
    /// animated — except on the very first layout.
    func relayout(animating: Set<Piece> = []) {
        let size = view.bounds.size
        guard size.width > 0, size.height > 0 else { return }
        layout = PentominoesLayout(size: size, board: state.board)
        for (chip, frame) in zip(chips, layout.chipFrames) { chip.frame = frame }
        for (button, frame) in zip(toolbarButtons, layout.buttonFrames) {
            button.frame = frame
        }
        boardView.board = state.board
        boardView.geometry = layout.board
        layoutCaptionRow()
        celebration.place(over: layout.board.frame)
        let animated = hasLaidOut
        hasLaidOut = true
        for piece in Piece.allCases where drag?.piece != piece && keyboardHold?.piece != piece {
            if animated, state.spot(of: piece) == nil || animating.contains(piece) {
                syncPiece(piece, style: snapStyle)
            } else {
                showAtOnce(piece)
            }
        }
        if let drag { pieceViews[drag.piece]?.motion.scale.retarget(boardScale, style: .lift) }
        showHeld()
        startMotion()
    }

    /// Points per reference point for a piece on the board.
    var boardScale: Double { layout.board.cellSize / PieceView.referenceCell }
    /// Points per reference point for a piece at home.
    var homeScale: Double { layout.tray.cellSize / PieceView.referenceCell }

    /// Where the model puts `piece`: centre, size and orientation.
    func target(of piece: Piece) -> (center: Point, scale: Double, orientation: Orientation) {
        if let spot = state.spot(of: piece) {
            return (layout.board.center(of: piece, at: spot), boardScale, spot.orientation)
        }
        return (layout.tray.homeCenters[piece] ?? .zero, homeScale, .identity)
    }

    /// Sends the piece view's motion towards the model's position in `style` (turns always use `.turn`); the
    /// model has the last word, so a piece the keyboard holds lifted is let go.
    func syncPiece(_ piece: Piece, style: MotionStyle) {
        guard let pieceView = pieceViews[piece] else { return }
        endKeyboardHold(of: piece)
        let goal = target(of: piece)
        pieceView.motion.move(to: goal.center, style: style)
        pieceView.motion.scale.retarget(goal.scale, style: .lift)
        pieceView.motion.turn(to: goal.orientation)
        syncAutomation(of: piece)
        startMotion()
    }

    /// Shows the model's position for `piece` with no animation.
    func showAtOnce(_ piece: Piece) {
        guard let pieceView = pieceViews[piece] else { return }
        let goal = target(of: piece)
        pieceView.motion.jump(to: goal.orientation, center: goal.center, scale: goal.scale)
        pieceView.applyMotion(liftScale: liftScale)
        syncAutomation(of: piece)
    }

    /// The piece's tree.json value and whether taps act on it (only on the board).
    func syncAutomation(of piece: Piece) {
        guard let pieceView = pieceViews[piece] else { return }
        let position = state.position(of: piece)
        pieceView.positionText = position.automationText
        pieceView.accessibilityLabel = spokenName(of: piece)
        let onBoard = position.spot != nil
        for case let tap as TapGestureRecognizer in pieceView.gestureRecognizers where tap.isEnabled != onBoard {
            tap.isEnabled = onBoard
        }
    }

    /// Marks the squares of pieces that overlap another piece.
    func updateOverlaps() {
        let overlaps = state.overlaps
        for (piece, pieceView) in pieceViews {
            guard let spot = state.spot(of: piece), let shared = overlaps[piece] else {
                pieceView.overlappedSquares = []
                continue
            }
            let turned = piece.turnedSquares(in: spot.orientation)
            pieceView.overlappedSquares = Set(
                zip(pieceView.squares, turned).filter { shared.contains($0.1.offset(by: spot.origin)) }.map(\.0))
        }
    }

    /// Enables the buttons and chips for the board and what is running.
    func updateControls() {
        let idle = !isSolving
        solveButton.isEnabled = idle && state.board.isPuzzle
        solveButton.title = state.placedPieces.isEmpty || state.isComplete ? "Solve" : "Complete"
        hintButton.isEnabled = idle && state.board.isPuzzle
        resetButton.isEnabled = idle
        undoButton.isEnabled = idle && state.canUndo
        redoButton.isEnabled = idle && state.canRedo
        for chip in chips {
            chip.isEnabled = idle
            chip.isSelected = chip.board == state.board
        }
        for pieceView in pieceViews.values { pieceView.isUserInteractionEnabled = idle }
    }
}
