import Kit

/// What a screen reader hears: the field is a canvas described in words — score, lives, level, the bricks still
/// standing, and whether play is paused — so the game's state is one question away.
extension BreakoutScene {
    func describeForAccessibility() {
        field.accessibilityCustomization = AccessibilityCustomization(
            role: .canvas, description: { [unowned self] in self.fieldDescription })
    }

    var fieldDescription: String {
        let lives = game.lives == 1 ? "1 life" : "\(game.lives) lives"
        var words = "Score \(game.score), \(lives), level \(game.level), \(wall.standingCount) bricks left"
        if game.phase == .over { words += ", game over" } else if isPaused { words += ", paused" }
        return words
    }
}
