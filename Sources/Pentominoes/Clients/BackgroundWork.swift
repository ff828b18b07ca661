import Dispatch
import FoundationEssentials
import Kit

/// Where slow work runs and how its answer comes back: off the main thread, then onto the main queue, which the
/// app's run loop drains each turn (`MainQueueDrain`), so an answer is acted on between two frames and nothing
/// polls for it. Tests run the work at once and queue the answers until they choose to deliver them.
public struct BackgroundWork: Sendable {
    /// Starts `work` away from the main thread.
    public var run: @Sendable (@escaping @Sendable () -> Void) -> Void
    /// Hands `answer` to the main actor, from any thread.
    public var deliver: @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void

    public init(
        run: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void,
        deliver: @escaping @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void
    ) {
        self.run = run
        self.deliver = deliver
    }

    /// A thread of its own for each job (a listing can take seconds; it must not hold up a search), answers
    /// through the main dispatch queue.
    public static let live = BackgroundWork(
        run: { work in DetachedThread.start(work) },
        deliver: { answer in DispatchQueue.main.async { answer() } })

    /// Runs each job at once on the calling thread (the main one, in a test) and queues its answer in `answers`,
    /// which the test delivers when it chooses: a result that arrives after the pieces moved is then easy to make.
    @MainActor
    public static func inline(answeringInto answers: DeliveryQueue) -> BackgroundWork {
        BackgroundWork(run: { work in work() }, deliver: { answer in answers.append(answer) })
    }
}

/// Answers waiting for the main actor, for tests: `deliverAll()` runs them in the order they came.
public final class DeliveryQueue: @unchecked Sendable {
    private let lock = ThreadLock()
    private var answers: [@MainActor @Sendable () -> Void] = []

    public init() {}

    public var count: Int { lock.withLock { answers.count } }

    func append(_ answer: @escaping @MainActor @Sendable () -> Void) {
        lock.withLock { answers.append(answer) }
    }

    /// Runs every answer queued so far, and those they queue in turn.
    @MainActor
    public func deliverAll() {
        while let answer = lock.withLock({ answers.isEmpty ? nil : answers.removeFirst() }) {
            answer()
        }
    }
}
