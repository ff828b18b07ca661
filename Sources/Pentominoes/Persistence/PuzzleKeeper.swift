import Kit
import Pentomino

/// Keeps the puzzles on disk: a change is written a moment later (a burst of moves is one write), and at once
/// when the board changes, the scene is left or the app quits.
@MainActor
final class PuzzleKeeper {
    /// Seconds after a change before the puzzles are written, so a burst of moves costs one write.
    static let saveDelay = 1.0

    private let file: PuzzleFile?
    /// What to write, read when the write happens: the current puzzle, the shelf, and the window's clock.
    private let contents: @MainActor () -> (puzzle: PuzzleState, shelf: PuzzleShelf, now: Double)
    private let timers: @MainActor () -> TimerQueue?
    /// The pending save after a change.
    private var pendingSave: TimerQueue.Token?

    init(
        file: PuzzleFile?, timers: @escaping @MainActor () -> TimerQueue?,
        contents: @escaping @MainActor () -> (puzzle: PuzzleState, shelf: PuzzleShelf, now: Double)
    ) {
        self.file = file
        self.timers = timers
        self.contents = contents
    }

    /// Writes the puzzles soon, once for every change made until then.
    func saveSoon() {
        guard file != nil, pendingSave == nil, let timers = timers() else { return }
        pendingSave = timers.schedule(at: contents().now + Self.saveDelay) { [weak self] in
            self?.pendingSave = nil
            self?.saveNow()
        }
    }

    /// Writes the puzzles now (nothing is written when the file already holds them).
    func saveNow() {
        if let pendingSave {
            timers()?.cancel(pendingSave)
            self.pendingSave = nil
        }
        let (puzzle, shelf, now) = contents()
        file?.save(current: puzzle, shelf: shelf, at: now)
    }
}
