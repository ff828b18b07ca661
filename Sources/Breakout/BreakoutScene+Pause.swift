import Kit

/// Pausing freezes every ball exactly where it is; resuming gives each the velocity it had (the seed's extra
/// credit 5). The game pauses for any of three reasons (P/Escape, another tab, the window losing focus) and runs
/// again only when none is left, so coming back from Settings does not undo a pause the player asked for.
extension BreakoutScene {
    public var isPaused: Bool { !pauseReasons.isEmpty }

    func pause(_ reason: PauseReason) {
        let wasRunning = pauseReasons.isEmpty
        pauseReasons.insert(reason)
        if wasRunning { freeze() }
        showVeil()
    }

    func resume(_ reason: PauseReason) {
        guard pauseReasons.remove(reason) != nil else { return }
        if pauseReasons.isEmpty { thaw() }
        showVeil()
    }

    func togglePause() {
        if pauseReasons.contains(.user) {
            resume(.user)
        } else {
            pause(.user)
        }
    }

    /// Saves each ball's velocity and zeroes it, so nothing moves even if the animator were stepped; stops frames.
    private func freeze() {
        frozenVelocities = balls.map { ($0, physics.velocity(of: $0.view)) }
        for ball in balls { physics.setVelocity(.zero, of: ball.view) }
        updateDisplayLink()
        events.emit("game.paused", ["velocities": Self.automationList(frozenVelocities.map(\.velocity))])
    }

    /// Gives every ball still in play the very velocity it had when the game paused.
    private func thaw() {
        let restored = frozenVelocities.filter { $0.ball.isInPlay }
        frozenVelocities = []
        for (ball, velocity) in restored { physics.setVelocity(velocity, of: ball.view) }
        updateDisplayLink()
        events.emit("game.resumed", ["velocities": Self.automationList(restored.map(\.velocity))])
    }

    /// The veil says why the game waits: the player's pause, or the lost focus (a hidden tab needs no veil).
    private func showVeil() {
        let veil = field.veil
        if pauseReasons.contains(.user) {
            field.veilTitle.text = "Paused"
            field.veilSubtitle.text = "Press P or Escape to play on"
        } else if pauseReasons.contains(.unfocused) {
            field.veilTitle.text = "Paused"
            field.veilSubtitle.text = "The game goes on when the window has focus again"
        }
        veil.isHidden = !(pauseReasons.contains(.user) || pauseReasons.contains(.unfocused))
    }

    /// `[[vx, vy], …]` for the automation log.
    static func automationList(_ velocities: [Point]) -> AutomationValue {
        .array(velocities.map { .array([.double($0.x), .double($0.y)]) })
    }
}
