import Kit

/// Dropping from code (tests, benchmarks): the same actions the player's clicks and keys send.
extension DropitScene {
    /// Drops a square into `aimed` when its top cell is free, else into the nearest column that has room (at
    /// random among all of them when nothing is aimed at). Returns its view, or nil when none dropped.
    @discardableResult
    public func dropSquare(aimedAt aimed: Int? = nil) -> SquareView? {
        newSquare(after: aimed.map { .drop(.aimed($0)) } ?? .drop(.anywhere))
    }

    /// Drops a square at `column` (0 is the leftmost), whether or not its top cell is free.
    @discardableResult
    public func dropSquare(column: Int) -> SquareView? {
        newSquare(after: .drop(.column(column)))
    }

    /// A click at `point` (field points).
    func dropSquare(underFieldPoint point: Point) {
        send(.click(x: point.x))
    }

    private func newSquare(after action: DropitGame.Action) -> SquareView? {
        let before = game.lastNumber
        send(action)
        return game.lastNumber > before ? squareViews.inPlay.last : nil
    }
}
