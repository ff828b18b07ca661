import Kit
import Pentomino

/// What a screen reader hears and can do: each piece is a named object that says where it is ("piece L, on the
/// board at row 2 column 4, rotated 90°", from the game) with actions to turn, flip and move it, and the board is
/// a canvas described in words. Each action first puts down a piece the keyboard has lifted (the game does), so it
/// acts on the puzzle the name describes.
extension PentominoesScene {
    func describeForAccessibility() {
        playfield.boardView.accessibilityCustomization = AccessibilityCustomization(
            role: .canvas, description: { [unowned self] in game.boardDescription })
        for (piece, pieceView) in pieceViews {
            pieceView.accessibilityCustomization = AccessibilityCustomization(
                role: .image, name: { [unowned self] in game.spokenName(of: piece) },
                actions: pieceActions(for: piece))
        }
    }

    private func pieceActions(for piece: Piece) -> [AccessibilityAction] {
        func action(
            _ name: String, _ description: String, key: String = "", _ action: PentominoesGame.Action
        ) -> AccessibilityAction {
            AccessibilityAction(name, description: description, keyBinding: key) { [unowned self] in send(action) }
        }
        return [
            action("rotate", "Turns the piece a quarter clockwise", key: "r", .turn(piece, .clockwise)),
            action("flip", "Mirrors the piece", key: "f", .turn(piece, .flip)),
            action("move", "Moves the piece to the next free place on the board", .moveToNextFreePlace(piece)),
            action("move up", "Moves the piece up one row", key: "Up", .nudge(piece, by: Cell(row: -1, column: 0))),
            action(
                "move down", "Moves the piece down one row", key: "Down", .nudge(piece, by: Cell(row: 1, column: 0))),
            action(
                "move left", "Moves the piece left one column", key: "Left",
                .nudge(piece, by: Cell(row: 0, column: -1))),
            action(
                "move right", "Moves the piece right one column", key: "Right",
                .nudge(piece, by: Cell(row: 0, column: 1))),
            action("send home", "Puts the piece back in the tray", key: "Escape", .sendHome(piece)),
            action(
                "rotate anticlockwise", "Turns the piece a quarter anticlockwise", key: "<Shift>r",
                .turn(piece, .counterclockwise)),
        ]
    }
}
