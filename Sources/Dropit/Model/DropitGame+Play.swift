/// Pausing, new games and the best score.
extension DropitGame {
    /// Play stops for `reason`: nothing drops, the countdown keeps what is left, a held square is let go. The
    /// player's own pause needs a game to pause; the others are kept whatever the phase, so the physics stays
    /// still while the tab is away even after the game is over.
    mutating func pause(_ reason: PauseReason, at now: Double) -> [Effect] {
        guard reason != .user || phase == .playing, !pauses.contains(reason) else { return [] }
        let wasRunning = pauses.isEmpty
        pauses.insert(reason)
        guard wasRunning else { return [] }
        dropTimer.freeze(at: now)
        var effects = release(throwing: nil)
        if phase == .playing { effects.append(.announce(.gamePaused(reason: reason))) }
        return effects
    }

    /// Play goes on once no reason to wait is left; the countdown runs on from where it stood.
    mutating func resume(_ reason: PauseReason, at now: Double) -> [Effect] {
        guard pauses.remove(reason) != nil, pauses.isEmpty else { return [] }
        dropTimer.thaw(at: now)
        return phase == .playing ? [.announce(.gameResumed)] : []
    }

    /// Sweeps the field and starts again at level 1 with no score; a best score the game set is kept first.
    mutating func newGame() -> [Effect] {
        var effects = keepBest()
        effects += sweep()
        tally = Tally()
        combo = Combo()
        phase = .playing
        pauses.remove(.user)
        dropTimer.stop()
        effects.append(.announce(.gameReset))
        return effects
    }

    /// Saves the best score when it is better than the one kept.
    mutating func keepBest() -> [Effect] {
        guard best > savedBest else { return [] }
        savedBest = best
        return [.saveBest(best)]
    }
}
