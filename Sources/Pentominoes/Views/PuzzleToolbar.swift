import Kit

/// The buttons beside the board chooser: Undo and Redo, then Solve (titled "Complete" while pieces are placed),
/// Hint and Reset.
@MainActor
struct PuzzleToolbar {
    let undo = Button(title: "Undo", style: .gray)
    let redo = Button(title: "Redo", style: .gray)
    let solve = Button(title: "Solve", style: .gray)
    let hint = Button(title: "Hint", style: .gray)
    let reset = Button(title: "Reset", style: .gray)

    init() {
        undo.accessibilityIdentifier = "pentominoes.undo"
        redo.accessibilityIdentifier = "pentominoes.redo"
        solve.accessibilityIdentifier = "pentominoes.solve"
        hint.accessibilityIdentifier = "pentominoes.hint"
        reset.accessibilityIdentifier = "pentominoes.reset"
    }

    /// Left to right as the layout places them (`PentominoesLayout.buttonFrames`).
    var buttons: [Button] { [undo, redo, solve, hint, reset] }

    /// Enables the buttons for what the game allows now, and names Solve.
    func show(_ controls: PentominoesGame.Controls) {
        solve.isEnabled = controls.canSolve
        solve.title = controls.solveTitle
        hint.isEnabled = controls.canHint
        reset.isEnabled = controls.canReset
        undo.isEnabled = controls.canUndo
        redo.isEnabled = controls.canRedo
    }
}
