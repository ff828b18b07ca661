import Kit
import Pentomino

/// The three recognizers of every piece: pan always, tap (turn) and double tap (flip) only on the board.
extension PentominoesScene {
    func attachGestures(to pieceView: PieceView) {
        let piece = pieceView.piece
        let pan = PanGestureRecognizer { [weak self] in self?.handlePan($0, piece: piece) }
        let flip = TapGestureRecognizer(taps: 2) { [weak self] tap in
            guard let self else { return }
            if tap.state == .recognized { self.flip(piece) }
        }
        let rotate = TapGestureRecognizer { [weak self] tap in
            guard let self else { return }
            if tap.state == .recognized { self.rotate(piece) }
        }
        // A single tap waits for the double tap to fail, so a flip never turns the piece first.
        rotate.require(toFail: flip)
        for recognizer in [pan, flip, rotate] as [GestureRecognizer] {
            recognizer.onTouchDown = { [weak self] _, _ in
                self?.releaseKeyboardHold()
                self?.activePiece = piece
            }
            pieceView.addGestureRecognizer(recognizer)
        }
    }

    /// One piece is held at a time: a second finger's drag of another piece is ignored, so it can neither take
    /// over the held piece nor leave it lifted.
    func handlePan(_ pan: PanGestureRecognizer, piece: Piece) {
        switch pan.state {
        case .began:
            guard drag == nil else { return }
            beginDrag(piece, pan: pan)
        case .changed:
            guard drag?.piece == piece else { return }
            moveDrag(to: pan.location(in: view))
        case .ended, .cancelled:
            guard drag?.piece == piece else { return }
            moveDrag(to: pan.location(in: view))
            drop(piece, velocity: pan.velocity(in: view))
        default:
            break
        }
    }

    private func beginDrag(_ piece: Piece, pan: PanGestureRecognizer) {
        guard let pieceView = pieceViews[piece], !isSolving else { return }
        let pressedAt = pan.location(in: nil) - pan.translation(in: nil)
        drag = DragState(
            piece: piece, grabPoint: pieceView.convertFromWindow(pressedAt), pointer: pan.location(in: view))
        activePiece = piece
        view.bringSubviewToFront(pieceView)
        view.bringSubviewToFront(celebration)
        pieceView.isHeld = true
        events.emit("piece.lifted", ["piece": .string(String(piece.letter))])
        pieceView.motion.lift.retarget(1, style: .lift)
        pieceView.motion.scale.retarget(boardScale, style: .lift)
        hideCelebration()
        timer.noteMove(at: now)
        moveDrag(to: drag?.pointer ?? .zero)
        startMotion()
    }

    /// The pointer moved: the piece follows in the same event, so it never lags a frame behind.
    private func moveDrag(to pointer: Point) {
        guard let piece = drag?.piece, let pieceView = pieceViews[piece] else { return }
        drag?.pointer = pointer
        followPointer(pieceView)
        pieceView.applyMotion(liftScale: liftScale)
    }

    /// Lets go of a piece held by a drag or lifted by the keyboard (before Solve, Reset or another board take
    /// every piece), as if released where it is; the rest of that drag is ignored.
    func releaseDrag() {
        if let drag { drop(drag.piece, velocity: .zero) }
        releaseKeyboardHold()
    }

    /// The drag ended: snap to the nearest grid position if the piece fits the grid there, else fly home with
    /// turn and flip undone. The release velocity carries into the snap spring.
    func drop(_ piece: Piece, velocity: Point) {
        drag = nil
        guard let pieceView = pieceViews[piece] else { return }
        let orientation = state.spot(of: piece)?.orientation ?? .identity
        land(piece, turned: orientation, centeredAt: pieceView.motion.center, velocity: velocity)
    }

    /// A held piece (by drag or keyboard) let go with its box centred at `center`: it snaps to the nearest grid
    /// position turned to `orientation`, or flies home when that leaves the grid.
    func land(_ piece: Piece, turned orientation: Orientation, centeredAt center: Point, velocity: Point) {
        guard let pieceView = pieceViews[piece] else { return }
        pieceView.isHeld = false
        pieceView.motion.lift.retarget(0, style: .lift)
        let from = state.position(of: piece)
        if let spot = layout.board.snap(piece, in: orientation, centeredAt: center, on: state.board) {
            state.place(piece, at: spot)
        } else {
            state.sendHome(piece)
        }
        let speed = velocity.length
        let handoff = speed > Self.maximumHandoffSpeed ? velocity * (Self.maximumHandoffSpeed / speed) : velocity
        pieceView.motion.setVelocity(handoff)
        syncPiece(piece, style: snapStyle)
        emitMove(of: piece, from: from)
        piecesDidChange()
    }
}
