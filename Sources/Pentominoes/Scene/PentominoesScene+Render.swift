import Kit
import Pentomino

/// Showing the game's state after every action: the controls, the pieces' overlaps and automation values, the
/// line under the board and its clock.
extension PentominoesScene {
    /// The help under the board, longest first: the longest that fits beside the status is shown. A click acts
    /// on a piece on the board only (a piece in the tray is dragged), and the help says so.
    static let captionTexts = [
        "Drag pieces onto the board · there, click a piece to turn it, double-click to flip it",
        "Drag onto the board · there, click to turn, double-click to flip",
        "On the board, click to turn · double-click to flip",
        "Click a placed piece to turn it",
    ]
    /// The help while a piece is lifted by the keyboard, longest first.
    static let liftedCaptionTexts = [
        "Arrows: move · R: turn · F: flip · Return: put down · Escape: send home",
        "Arrows · R: turn · F: flip · Return: put down · Esc: home",
        "Arrows · R · F · Return · Esc",
    ]

    func render() {
        let controls = game.controls
        playfield.toolbar.show(controls)
        for chip in playfield.chips {
            chip.isEnabled = controls.canChooseBoards
            chip.isSelected = chip.board == game.puzzle.board
        }
        showPieces(interactive: controls.canChooseBoards)
        let help = game.hand?.lifted == nil ? Self.captionTexts : Self.liftedCaptionTexts
        playfield.captionRow.show(status: game.statusText(at: now), solution: game.shownSolution, help: help)
        scheduleClockRefresh()
    }

    /// Each piece's tree.json value and spoken name, its overlapping squares, and whether taps act on it (only on
    /// the board: a tap at home waits for nothing).
    private func showPieces(interactive: Bool) {
        let overlaps = game.puzzle.overlaps
        for (piece, pieceView) in pieceViews {
            let position = game.puzzle.position(of: piece)
            pieceView.positionText = position.automationText
            pieceView.accessibilityLabel = game.spokenName(of: piece)
            pieceView.isUserInteractionEnabled = interactive
            let onBoard = position.spot != nil
            for case let tap as TapGestureRecognizer in pieceView.gestureRecognizers where tap.isEnabled != onBoard {
                tap.isEnabled = onBoard
            }
            let overlapped = position.spot.map { overlappedSquares(of: pieceView, at: $0, shared: overlaps[piece]) }
            if pieceView.overlappedSquares != overlapped ?? [] { pieceView.overlappedSquares = overlapped ?? [] }
        }
    }

    /// The piece view's own squares (unturned) that lie on `shared` board cells when it rests at `spot`.
    private func overlappedSquares(of pieceView: PieceView, at spot: BoardSpot, shared: Set<Cell>?) -> Set<Cell> {
        guard let shared else { return [] }
        let turned = pieceView.piece.turnedSquares(in: spot.orientation)
        return Set(zip(pieceView.squares, turned).filter { shared.contains($0.1.offset(by: spot.origin)) }.map(\.0))
    }

    /// Refreshes the shown time at its next whole second while the clock runs; nothing is scheduled otherwise.
    private func scheduleClockRefresh() {
        if let clockRefresh { view.window?.timers.cancel(clockRefresh) }
        clockRefresh = nil
        guard let window = view.window, let refresh = game.puzzle.timer.nextRefresh(after: now) else { return }
        clockRefresh = window.timers.schedule(at: refresh) { [weak self] in
            self?.clockRefresh = nil
            self?.render()
        }
    }
}
