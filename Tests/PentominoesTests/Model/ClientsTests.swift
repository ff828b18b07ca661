import Foundation
import Pentomino
import Testing

@testable import Pentominoes

/// The seams where the game's slow work leaves the main thread and comes back: the solver's time limit on the
/// wall clock, and answers delivered through the main queue.
@Suite("Pentominoes clients")
struct ClientsTests {
    /// The I of a solution kept: the solver searches past its first check of the time limit (some thousand
    /// steps) before it finds the rest of that solution.
    private let request = SearchRequest(
        purpose: .hint, board: .rectangle6x10,
        placed: [try! Solver(board: .rectangle6x10).solutions(limit: 1)[0].first { $0.piece == .i }!])

    @Test("The live solver keeps the player's pieces while its time limit lasts")
    func keepsPiecesInTime() throws {
        let solution = try #require(SolverClient.live(clock: .frozen()).findSolution(request))
        #expect(solution.basis == .agreesWithPlacedPieces(keptCount: 1))
    }

    @Test("When its time limit runs out, the live solver offers a fresh solution instead")
    func timeLimitRunsOut() throws {
        let clock = WallClock.racing(by: HintSolution.searchTimeLimit * 2)
        let solution = try #require(SolverClient.live(clock: clock).findSolution(request))
        #expect(solution.basis == .noCompletion && solution.kept.isEmpty && solution.revealOrder.count == 12)
    }

    @Test("Queued answers run in the order they came, and so do the answers they queue")
    @MainActor
    func queuedAnswersRunInOrder() {
        let queue = DeliveryQueue()
        let work = BackgroundWork.inline(answeringInto: queue)
        let answers = AnswerLog()
        work.run { work.deliver { answers.order.append(1) } }
        work.deliver {
            answers.order.append(2)
            work.deliver { answers.order.append(3) }
        }
        #expect(answers.order.isEmpty && queue.count == 2, "nothing runs until delivered")
        queue.deliverAll()
        #expect(answers.order == [1, 2, 3] && queue.count == 0)
    }

    @Test("The app's work runs off the main queue and its answer reaches the main actor through the main queue")
    @MainActor
    func liveWorkAnswersOnTheMainQueue() async {
        // The test runner serves the main queue from a thread of its own, so the queue is told by a mark, not by
        // the thread.
        let mark = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: mark, value: true)
        defer { DispatchQueue.main.setSpecific(key: mark, value: nil) }
        let places = await withCheckedContinuation { continuation in
            BackgroundWork.live.run {
                let work = DispatchQueue.getSpecific(key: mark) ?? false
                BackgroundWork.live.deliver {
                    continuation.resume(returning: (work: work, answer: DispatchQueue.getSpecific(key: mark) ?? false))
                }
            }
        }
        #expect(!places.work && places.answer)
    }
}

/// The answers delivered, in order.
@MainActor
private final class AnswerLog {
    var order: [Int] = []
}
