/// Every effect the Pentominoes scene reaches outside itself, as values passed in: the solver's slow jobs and where
/// they run. The app passes `live`; tests pass the real solver on a fixed clock, run inline, with answers they
/// deliver themselves.
public struct PentominoesClients: Sendable {
    public var solver: SolverClient
    public var background: BackgroundWork

    public init(solver: SolverClient, background: BackgroundWork) {
        self.solver = solver
        self.background = background
    }

    public static let live = PentominoesClients(solver: .live(), background: .live)
}
