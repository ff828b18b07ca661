import FoundationEssentials
import Kit
import Pentomino

/// Hints and solving, as the scene carries them out: searches and listings run through the clients (off the main
/// thread in the app) and their answers come back as game actions on the main queue; and the hint sheet while it
/// shows. A listing that a newer one replaces is cancelled: it stops within a few thousand search steps.
@MainActor
final class SolverJobs {
    private let clients: PentominoesClients
    /// Receives each answer as an action for the game.
    private let answer: @MainActor (PentominoesGame.Action) -> Void
    /// Set to stop the listing running, if any.
    private var listingCancellation: Cancellation?
    private(set) var hintSheet: HintScene?

    init(clients: PentominoesClients, answer: @escaping @MainActor (PentominoesGame.Action) -> Void) {
        self.clients = clients
        self.answer = answer
    }

    /// Searches for the solution `request` needs; `.searchFinished` brings it back.
    func search(_ request: SearchRequest) {
        let (solver, background) = (clients.solver, clients.background)
        background.run { [weak self] in
            let solution = solver.findSolution(request)
            background.deliver { [weak self] in self?.answer(.searchFinished(request, solution)) }
        }
    }

    /// Lists `board`'s solutions, cancelling a listing still running; `.solutionsListed` brings them back.
    func list(_ board: Board) {
        listingCancellation?.cancel()
        let cancellation = Cancellation()
        listingCancellation = cancellation
        let (solver, background) = (clients.solver, clients.background)
        background.run { [weak self] in
            let catalog = solver.listSolutions(board, SolveControl(isCancelled: { cancellation.isCancelled }))
            background.deliver { [weak self] in self?.answer(.solutionsListed(board, catalog)) }
        }
    }

    /// Shows `hint` for `board` as a sheet over `scene`; `.hintClosed` says when it has gone.
    func present(_ hint: Hint, on board: Board, over scene: Scene) {
        let sheet = HintScene(hint: hint, board: board)
        sheet.onClose = { [weak self, weak sheet] in
            guard let self, hintSheet === sheet else { return }
            hintSheet = nil
            answer(.hintClosed)
        }
        hintSheet = sheet
        scene.present(sheet) { available in HintScene.sheetSize(for: board, in: available) }
    }

    func dismissHint() {
        hintSheet?.dismiss()
    }

    /// A listing still running when the scene goes away stops: nothing will take its answer.
    deinit {
        listingCancellation?.cancel()
    }
}

/// A flag a background job checks to stop early; set from the main thread.
final class Cancellation: @unchecked Sendable {
    private let lock = ThreadLock()
    private var cancelled = false

    var isCancelled: Bool { lock.withLock { cancelled } }

    func cancel() {
        lock.withLock { cancelled = true }
    }
}
