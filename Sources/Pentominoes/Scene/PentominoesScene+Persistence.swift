import Kit
import Pentomino

/// Keeping the puzzles on disk: a change is written a moment later (a burst of moves is one write), and at
/// once when the board changes, the scene is left or the app quits.
extension PentominoesScene {
    /// Seconds after a change before the puzzles are written, so a burst of moves costs one write.
    static let saveDelay = 1.0

    /// Writes the puzzles soon, once for every change made until then.
    func scheduleSave() {
        guard puzzleFile != nil, pendingSave == nil, let window = view.window else { return }
        pendingSave = window.timers.schedule(at: now + Self.saveDelay) { [weak self] in
            self?.pendingSave = nil
            self?.savePuzzles()
        }
    }

    /// Writes the puzzles now (nothing is written when the file already holds them).
    func savePuzzles() {
        if let pendingSave {
            view.window?.timers.cancel(pendingSave)
            self.pendingSave = nil
        }
        puzzleFile?.save(current: state, shelf: shelf, at: now)
    }
}
