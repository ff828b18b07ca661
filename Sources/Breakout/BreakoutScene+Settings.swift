import Preferences

/// Settings apply when the game tab shows again (the seed's required task 6): a change made in the Settings tab
/// is noted, and `sceneDidAppear` applies it. Bounciness, gravity, paddle, speed and push apply to the game in
/// progress; a different wall or serve (rows, columns, balls, hits, special bricks) starts a new game.
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
        let newConfiguration = BreakoutConfiguration(preferences: preferences)
        guard newConfiguration != configuration else { return }
        let needsNewGame = configuration.needsNewGame(toApply: newConfiguration)
        configuration = newConfiguration
        applyConfiguration()
        if needsNewGame {
            outcomeOnScreen = nil
            game.startNewGame()
            restartPlay()
            events.emit("game.reset", ["level": .int(game.level), "score": .int(game.score), "cause": "settings"])
        } else {
            applyPaddle(animated: true)
        }
    }

    /// Pushes the configuration into the physics and the speed rules.
    func applyConfiguration() {
        physics.setBounciness(configuration.bounciness)
        filteredTilt = nil  // tilt, if on, takes over again from the next reading
        physics.setGravity(configuration.gravity)
        refreshRules()
    }
}
