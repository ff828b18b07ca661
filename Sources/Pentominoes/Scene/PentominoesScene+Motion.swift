import Kit
import Pentomino

/// A piece held by a drag: which one, the point of it under the pointer, and where the pointer is.
struct DragState {
    let piece: Piece
    /// The grabbed point in the piece view's own space: it stays under the pointer while the piece grows.
    let grabPoint: Point
    /// The pointer, in the scene's space.
    var pointer: Point
}

/// The frame loop that moves piece views towards the model: runs while anything moves, sleeps otherwise.
extension PentominoesScene {
    /// The window's clock, in seconds (0 before the scene is in a window: no move it times can happen then).
    var now: Double { view.window?.now ?? 0 }

    /// Makes sure frames come while pieces move (nothing happens until the scene is in a window).
    func startMotion() {
        guard let window = view.window else { return }
        if displayLink == nil {
            displayLink = DisplayLink(window: window) { [weak self] _, elapsed in self?.stepMotion(elapsed) }
        }
        displayLink?.isPaused = false
    }

    /// One frame: every piece's motion advances `elapsed` seconds, the dragged one stays under the pointer.
    func stepMotion(_ elapsed: Double) {
        pollSearch()
        pollListing()
        var moving = drag != nil || search != nil || listing != nil
        for (piece, pieceView) in pieceViews {
            pieceView.motion.step(elapsed)
            if drag?.piece == piece { followPointer(pieceView) }
            if pieceView.applyMotion(liftScale: liftScale) { moving = true }
        }
        if isSolving, pendingSolveArrivals == 0, !moving { finishSolve() }
        // A search or listing started during this frame (the last Solve piece arriving) keeps the frames coming.
        if !moving, !isSolving, search == nil, listing == nil { displayLink?.isPaused = true }
    }

    /// Puts the dragged piece so its grabbed point is under the pointer at its current size and turn.
    func followPointer(_ pieceView: PieceView) {
        guard let drag else { return }
        let transform = pieceView.motion.transform(liftScale: liftScale)
        let offset = drag.grabPoint - pieceView.bounds.center
        let turned = Point(
            x: transform.a * offset.x + transform.c * offset.y, y: transform.b * offset.x + transform.d * offset.y)
        pieceView.motion.jump(to: drag.pointer - turned)
    }

    /// Runs `action` after `delay` seconds on the window's clock (at once when there is no window).
    func after(_ delay: Double, _ action: @escaping @MainActor () -> Void) {
        guard delay > 0, let window = view.window else {
            action()
            return
        }
        window.timers.schedule(at: now + delay, action)
    }
}
