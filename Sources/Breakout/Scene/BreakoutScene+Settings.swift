import Preferences

/// Settings apply when the game tab shows again, so a game is never changed behind the player's back: a change
/// made in the Settings tab is noted, and `sceneDidAppear` applies it. Bounciness, gravity, paddle, speed and push
/// apply to the game in progress; a different wall or serve (rows, columns, balls, hits, special bricks) starts a
/// new game (the model decides which).
extension BreakoutScene {
    func observeSettings() {
        settingObservations = BreakoutSettings.section.settings.map { setting in
            preferences.observe(setting) { [weak self] _ in
                guard let self else { return }
                self.settingsChanged = true
                if self.isOnScreen { self.applyChangedSettings() }
            }
        }
    }

    func applyChangedSettings() {
        settingsChanged = false
        switch model.apply(BreakoutConfiguration(preferences: preferences), random: &random) {
        case .none:
            return
        case .feel:
            applyConfiguration()
            applyPaddle(animated: true)
        case .newGame:
            applyConfiguration()
            restartPlay()
            events.emit("game.reset", ["level": .int(game.level), "score": .int(game.score), "cause": "settings"])
        }
    }

    /// Pushes the configuration into the physics.
    func applyConfiguration() {
        physics.setBounciness(configuration.bounciness)
        filteredTilt = nil  // tilt, if on, takes over again from the next reading
        physics.setGravity(configuration.gravity)
    }
}
