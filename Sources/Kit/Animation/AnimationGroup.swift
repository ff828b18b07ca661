/// The animations started by one `View.animate` call, which share one completion.
@MainActor
final class AnimationGroup {
    private var pending = 0
    private var wasInterrupted = false
    private var completion: (@MainActor (Bool) -> Void)?
    /// The animation engine of the first window whose views the block changed: the completion runs on that
    /// window's frames. Nil while the block changed no view in a window.
    private weak var engine: AnimationEngine?

    init(completion: (@MainActor (Bool) -> Void)?) {
        self.completion = completion
    }

    func add() { pending += 1 }

    /// Notes that the block changed a view in the window of `engine` (the first such window keeps the completion).
    func completes(in engine: AnimationEngine) {
        if self.engine == nil { self.engine = engine }
    }

    /// Runs `done` (this group's completion) on its window's next frame, or on the next turn of the main run loop
    /// when the block changed no view in a window.
    func deliver(_ done: @escaping @MainActor () -> Void) {
        if let engine {
            engine.queueCompletion(done)
        } else {
            AnimationBlock.completeOnNextTurn(done)
        }
    }

    /// Records one member ending; returns the completion to run (exactly once) when it was the last one.
    func settle(interrupted: Bool) -> (@MainActor () -> Void)? {
        wasInterrupted = wasInterrupted || interrupted
        pending -= 1
        return pending == 0 ? takeCompletion() : nil
    }

    /// The completion, handed out once: a group that animated nothing still completes, with `finished == true`.
    func takeCompletion() -> (@MainActor () -> Void)? {
        guard let completion else { return nil }
        self.completion = nil
        let finished = !wasInterrupted
        return { completion(finished) }
    }
}
