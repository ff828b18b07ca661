import Kit
import Pentomino

/// What a key does in the puzzle.
enum PuzzleCommand: Hashable, Sendable {
    case undo, redo
    /// A piece's letter: the keys act on that piece.
    case choose(Piece)
    /// A key for the piece the keys act on (the lifted one, the focused one, or the last one touched).
    case piece(PieceKey)
}

/// What the pointer does to a piece.
enum PiecePointerGesture: Hashable, Sendable {
    case drag
    /// `count` clicks or taps on a piece on the board, with Shift held or not.
    case tap(count: Int, shift: Bool)
    /// The secondary (right) mouse button on a piece on the board.
    case secondaryClick
}

/// One row of the pointer's table: the gesture, how the help sheet words it for a mouse and for a touch screen
/// (nil: a touch screen has no such gesture), and the turn it makes (none for a drag).
struct PiecePointerControl: Sendable {
    let gesture: PiecePointerGesture
    let mouse: String
    let touch: String?
    let action: String
    let turn: PieceTurn?
}

/// The puzzle's controls as two tables: the keys (`keys` drives `handleKey` and every piece's keys) and the
/// pointer (`pointer` makes every piece's recognizers and says what each click does). The help sheet lists both,
/// so it says what works.
enum PentominoesControls {
    static let pointer: [PiecePointerControl] = [
        PiecePointerControl(
            gesture: .drag, mouse: "Drag a piece", touch: "Drag a piece", action: "Put it on the board, or back",
            turn: nil),
        PiecePointerControl(
            gesture: .tap(count: 1, shift: false), mouse: "Click one on the board", touch: "Tap one on the board",
            action: "Turn it clockwise", turn: .clockwise),
        PiecePointerControl(
            gesture: .tap(count: 1, shift: true), mouse: "Shift+click it", touch: nil,
            action: "Turn it anticlockwise", turn: .counterclockwise),
        PiecePointerControl(
            gesture: .secondaryClick, mouse: "Right-click it", touch: nil, action: "Turn it anticlockwise",
            turn: .counterclockwise),
        PiecePointerControl(
            gesture: .tap(count: 2, shift: false), mouse: "Double-click it", touch: "Double-tap it",
            action: "Flip it", turn: .flip),
    ]

    /// The turn `count` clicks or taps make, with Shift held or not (a double click flips either way).
    static func turn(forTaps count: Int, shift: Bool) -> PieceTurn? {
        let exact = pointer.first { $0.gesture == .tap(count: count, shift: shift) }
        return (exact ?? pointer.first { $0.gesture == .tap(count: count, shift: false) })?.turn
    }

    /// The turn the secondary button makes.
    static var secondaryClickTurn: PieceTurn? {
        pointer.first { $0.gesture == .secondaryClick }?.turn
    }

    /// The numbers of taps some row of the table turns a piece with.
    static var tapCounts: [Int] {
        Array(
            Set(
                pointer.compactMap { control -> Int? in
                    guard case .tap(let count, _) = control.gesture, control.turn != nil else { return nil }
                    return count
                })
        ).sorted()
    }

    static let keys = KeyMap<PuzzleCommand>(
        [
            KeyBinding([KeyChord("z", .control)], "Undo", .undo),
            KeyBinding([KeyChord("z", [.control, .shift]), KeyChord("y", .control)], "Redo", .redo),
        ] + choosingKeys + pieceKeys)

    /// A piece's letter chooses it, alone or with Shift; the F only with Shift, since a plain F flips.
    private static let choosingKeys: [KeyBinding<PuzzleCommand>] = Piece.allCases.enumerated().map { index, piece in
        let letter = piece.letter
        let chords = piece == .f ? [KeyChord(letter, .shift)] : [KeyChord(letter), KeyChord(letter, .shift)]
        // One row on the help sheet stands for all twelve.
        let help = index == 0 ? "Choose that piece (Shift+F: the F)" : ""
        return KeyBinding(chords, help, .choose(piece), shown: "A piece's letter")
    }

    private static let pieceKeys: [KeyBinding<PuzzleCommand>] = [
        KeyBinding(
            [KeyChord(.left)], "Move the piece a cell; from the tray, lift it",
            .piece(.move(Cell(row: 0, column: -1))), shown: "← → ↑ ↓"),
        KeyBinding([KeyChord(.right)], "", .piece(.move(Cell(row: 0, column: 1)))),
        KeyBinding([KeyChord(.up)], "", .piece(.move(Cell(row: -1, column: 0)))),
        KeyBinding([KeyChord(.down)], "", .piece(.move(Cell(row: 1, column: 0)))),
        KeyBinding([KeyChord("r")], "Turn the piece clockwise", .piece(.turn(.clockwise))),
        KeyBinding([KeyChord("r", .shift)], "Turn it anticlockwise", .piece(.turn(.counterclockwise))),
        KeyBinding([KeyChord("f")], "Flip the piece", .piece(.turn(.flip))),
        KeyBinding([KeyChord(.enter), KeyChord(.space)], "Lift the piece, or put it down", .piece(.liftOrPutDown)),
        KeyBinding([KeyChord(.escape)], "Send the piece home", .piece(.sendHome)),
    ]

    /// The help sheet's rows: the pointer's table for the mouse and for touch, the key map for the keys.
    static var help: ControlsHelp {
        ControlsHelp.standard(
            mouse: pointer.map { ControlHelpRow($0.mouse, $0.action) },
            touch: pointer.compactMap { control in control.touch.map { ControlHelpRow($0, control.action) } },
            keys: keys.helpRows)
    }
}
