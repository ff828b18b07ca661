/// The animations started by one `View.animate` call, which share one completion.
@MainActor
final class AnimationGroup {
    private var pending = 0
    private var wasInterrupted = false
    private var completion: (@MainActor (Bool) -> Void)?

    init(completion: (@MainActor (Bool) -> Void)?) {
        self.completion = completion
    }

    func add() { pending += 1 }

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
