/// Lets the main run loop take one turn: work queued for the next turn before this call (such as the completion of
/// an animation block that changed no view in a window) has run when it returns.
@MainActor
public func mainLoopTurn() async {
    await withCheckedContinuation { continuation in
        Task { @MainActor in continuation.resume() }
    }
}
