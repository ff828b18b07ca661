import Kit
import Pentomino

/// Carrying out what the game answers: each effect in order.
extension PentominoesScene {
    func perform(_ effects: [PentominoesGame.Effect]) {
        for effect in effects { perform(effect) }
    }

    private func perform(_ effect: PentominoesGame.Effect) {
        switch effect {
        case .emit(let event): events.emit(event)
        case .place(let piece): place(piece)
        case .raise(let piece): playfield.raise(piece)
        case .lift(let piece): lift(piece)
        case .float(let piece): showLifted(piece)
        case .focus(let piece): pieceViews[piece].map { view.window?.setFocus($0) }
        case .abandonDrag(let piece): dragging.abandon(piece)
        case .showBoard(let moving): relayout(animating: Set(moving))
        case .search(let request): solverJobs.search(request)
        case .listSolutions(let board): solverJobs.list(board)
        case .presentHint(let hint): solverJobs.present(hint, on: game.puzzle.board, over: self)
        case .dismissHint: solverJobs.dismissHint()
        case .showBanner(let banner): showBanner(banner)
        case .hideBanner: playfield.celebration.hide()
        case .wave(let order): animator.wave(order)
        case .awaitRest: animator.awaitRest { [weak self] in self?.send(.solveSettled) }
        case .save(.soon): keeper.saveSoon()
        case .save(.now): keeper.saveNow()
        case .after(let delay, let later):
            animator.after(delay) { [weak self] in
                self?.perform(later)
                self?.render()
            }
        }
    }

    /// Sends the piece's view to where the game has it, set down; a piece in the player's hand stays there (an
    /// effect scheduled before it was picked up must not tear it away).
    private func place(_ piece: Piece) {
        guard game.hand?.piece != piece, let pieceView = pieceViews[piece] else { return }
        pieceView.isHeld = false
        animator.lift(piece, to: 0)
        let goal = target(of: piece)
        animator.move(piece, to: goal.center, scale: goal.scale, orientation: goal.orientation)
    }

    /// The piece in hand: in front of the others, held, lifted with its shadow, at the board's size.
    private func lift(_ piece: Piece) {
        guard let pieceView = pieceViews[piece] else { return }
        playfield.raise(piece)
        pieceView.isHeld = true
        animator.lift(piece, to: 1, scale: playfield.boardScale)
    }

    /// The keyboard's lifted piece over the cells it floats over, at the board's size, turned as it is held.
    func showLifted(_ piece: Piece) {
        guard let (held, spot) = game.hand?.lifted, held == piece else { return }
        animator.move(
            piece, to: layout.board.center(of: piece, at: spot), scale: playfield.boardScale,
            orientation: spot.orientation)
    }

    private func showBanner(_ banner: Banner) {
        playfield.bringSubviewToFront(playfield.celebration)
        playfield.celebration.show(title: banner.title, detail: banner.detail)
    }
}
