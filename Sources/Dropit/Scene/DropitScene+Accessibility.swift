import Kit

/// What a screen reader hears: the field is a canvas described in words (the score, level and best, squares
/// dropped, on the field, rows cleared, and whether play stands still), with the drop into the marked column and
/// the pause as its actions, as the keys do.
extension DropitScene {
    func describeForAccessibility() {
        rootView.field.accessibilityCustomization = AccessibilityCustomization(
            role: .canvas, description: { [unowned self] in self.fieldDescription },
            actions: [
                AccessibilityAction("drop", description: "Drops a square", keyBinding: "Return") { [unowned self] in
                    self.send(.drop(.marker))
                },
                AccessibilityAction("pause", description: "Pauses, or plays on", keyBinding: "p") {
                    [unowned self] in self.send(.togglePause)
                },
            ])
    }

    var fieldDescription: String {
        let tally = game.tally
        let state = game.phase == .over ? " Game over." : game.pauses.isEmpty ? "" : " Paused."
        return "Score \(Scoring.text(tally.score)), level \(tally.level), best \(Scoring.text(game.best)). "
            + "\(tally.dropped) squares dropped, \(squares.count) on the field, \(tally.rowsCleared) rows cleared."
            + state
    }

    /// The field's value in tree.json: the counts, the grid, the clock and the game's state.
    var automationSummary: AutomationValue {
        let tally = game.tally
        let state = game.phase == .over ? "over" : game.pauses.isEmpty ? "playing" : "paused"
        return .object([
            "dropped": .int(tally.dropped), "rows": .int(tally.rowsCleared), "squares": .int(squares.count),
            "columns": .int(columns), "running": .bool(isLinkRunning), "marked": .int(markedColumn),
            "score": .int(tally.score), "level": .int(tally.level), "best": .int(game.best),
            "state": .string(state), "next_drop": game.dropTimer.due.map { .double(max($0 - now, 0)) } ?? .null,
        ])
    }
}
