import Kit

/// Pausing freezes every ball exactly where it is; playing on gives each the velocity it had, so a pause never
/// changes the game. The model keeps why play stands still (the player, another tab, the lost focus, the prompt to
/// continue, a question); the overlay says which and how play goes on.
extension BreakoutScene {
    func freeze() {
        let velocities = playfield.freezer.freeze(playfield.balls, in: playfield.physics)
        events.emit(BreakoutEvent.gamePaused(velocities: velocities.map { [$0.x, $0.y] }))
    }

    func thaw() {
        let velocities = playfield.freezer.thaw(in: playfield.physics)
        events.emit(BreakoutEvent.gameResumed(velocities: velocities.map { [$0.x, $0.y] }))
    }

    /// The overlay says why the game waits and how it goes on — the player's pause, the lost focus, the prompt
    /// after coming back (a hidden tab and a question need none) — above the keys and the legend.
    func showPause() {
        let reasons = model.pauseReasons
        let usesGamepad = view.window?.gamepad.isConnected ?? false
        if reasons.contains(.user) {
            field.veil.show(
                title: "Paused",
                subtitle: usesGamepad
                    ? "Click, press Space, P or Esc, or Start on the gamepad, to play on"
                    : "Click, or press Space, P or Esc, to play on")
        } else if reasons.contains(.unfocused) {
            field.veil.show(title: "Paused", subtitle: "The game waits while the window is in the background")
        } else if reasons.contains(.awaitingContinue) {
            field.veil.show(
                title: "Ready?",
                subtitle: usesGamepad ? "Click, press Space or A to continue" : "Click or press Space to continue",
                guide: false)
        }
        let shown: Set<PauseReason> = [.user, .unfocused, .awaitingContinue]
        field.veil.isHidden = reasons.isDisjoint(with: shown) || reasons.contains(.question)
        // The field's own lines are covered by the veil: they go, so no two lines of text lie on top of each other.
        field.hint.isHidden = !field.veil.isHidden
        field.settingsNote.isHidden = !field.veil.isHidden
    }
}
