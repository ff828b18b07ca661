import Kit
import Pentomino

/// Noticing a completed board and celebrating it.
extension PentominoesScene {
    /// Seconds between neighbouring pieces of the celebration's wave.
    static let waveStagger = 0.045
    /// How long each piece stays up in the wave, in seconds.
    static let waveHold = 0.16
    /// How far each piece rises in the wave (share of a full drag lift).
    static let waveLift = 0.8

    /// Celebrates a board the player completed (not one Solve filled), once: the clock stops, a faster time is
    /// the board's best, and a board brought back complete (another board chosen and back, undo and redo) is not
    /// celebrated again. Hides the banner otherwise.
    func checkCompletion() {
        guard state.isComplete else {
            hideCelebration()
            return
        }
        guard !timer.isAssisted, !timer.isFinished, !celebration.isShowing else { return }
        let seconds = timer.elapsed(at: now) ?? 0
        timer.finish(at: now)
        let hadBest = shelf.bestTime(for: state.board) != nil
        let isBest = shelf.noteCompletion(of: state.board, in: seconds)
        events.emit(
            "puzzle.completed",
            ["board": .string(state.board.name), "seconds": .double(seconds), "best": .bool(isBest)])
        view.bringSubviewToFront(celebration)
        let time = "in \(PuzzleTimer.format(seconds))"
        celebration.show(title: "Solved!", detail: hadBest && isBest ? "\(time) · a new best" : time)
        wave()
    }

    func hideCelebration() {
        celebration.hide()
    }

    /// Each piece rises and settles in turn, left to right across the board.
    private func wave() {
        let ordered = state.placedPieces.sorted { $0.spot.origin.column < $1.spot.origin.column }.map(\.piece)
        for (index, piece) in ordered.enumerated() {
            after(Double(index) * Self.waveStagger) { [weak self] in
                self?.pieceViews[piece]?.motion.lift.retarget(Self.waveLift, style: .lift)
                self?.startMotion()
                self?.after(Self.waveHold) { [weak self] in
                    guard let self, drag?.piece != piece else { return }
                    pieceViews[piece]?.motion.lift.retarget(0, style: .lift)
                    startMotion()
                }
            }
        }
    }
}
