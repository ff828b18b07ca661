import Kit

/// Pausing freezes every ball exactly where it is; resuming gives each the velocity it had, so a pause never
/// changes the game. The game pauses for any of three reasons (P/Escape, another tab, the window losing focus) and
/// runs again only when none is left (the model keeps the reasons), so coming back from Settings does not undo a
/// pause the player asked for.
extension BreakoutScene {
    public var isPaused: Bool { model.isPaused }

    func pause(_ reason: PauseReason) {
        if model.pause(reason) { freeze() }
        showVeil()
    }

    func resume(_ reason: PauseReason) {
        guard model.pauseReasons.contains(reason) else { return }
        if model.resume(reason) { thaw() }
        showVeil()
    }

    func togglePause() {
        if model.pauseReasons.contains(.user) {
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

    /// The overlay says why the game waits and how it goes on — the player's pause, or the lost focus (a hidden
    /// tab needs none) — above the keys and the special bricks' legend.
    private func showVeil() {
        let reasons = model.pauseReasons
        if reasons.contains(.user) {
            let usesGamepad = view.window?.gamepad.isConnected ?? false
            field.veil.show(
                title: "Paused",
                subtitle: usesGamepad
                    ? "Click, press Space, P or Esc, or Start on the gamepad, to play on"
                    : "Click, or press Space, P or Esc, to play on")
        } else if reasons.contains(.unfocused) {
            field.veil.show(title: "Paused", subtitle: "The game goes on when the window has focus again")
        }
        field.veil.isHidden = !(reasons.contains(.user) || reasons.contains(.unfocused))
    }

    /// `[[vx, vy], …]` for the automation log.
    static func automationList(_ velocities: [Point]) -> AutomationValue {
        .array(velocities.map { .array([.double($0.x), .double($0.y)]) })
    }
}
