import Kit

/// Breakout's controls as tables: the keys (a `KeyMap` that `handleKey` looks actions up in), the mouse's and touch's
/// gestures, and the pause card's guide made from both, so the help sheet, the card and the keys that work are
/// the same.
enum BreakoutKeys {
    enum Direction: Hashable, Sendable {
        case left, right
    }

    enum Action: Hashable, Sendable {
        /// Held: the paddle moves that way (see `PaddleInput`).
        case move(Direction)
        case serve
        case togglePause
        case newGame
    }

    static let map = KeyMap<Action>([
        KeyBinding([KeyChord(.left), KeyChord("a")], "Move the paddle left while held", .move(.left)),
        KeyBinding([KeyChord(.right), KeyChord("d")], "Move the paddle right while held", .move(.right)),
        KeyBinding([KeyChord(.space)], "Launch the waiting ball; play on after a pause", .serve),
        KeyBinding([KeyChord("p"), KeyChord(.escape)], "Pause and play on", .togglePause),
        KeyBinding([KeyChord("n")], "New game (asks while a game is on)", .newGame),
    ])

    /// The chords that hold the paddle moving one way.
    static func chords(for direction: Direction) -> [KeyChord] {
        map.bindings.first { $0.action == .move(direction) }?.chords ?? []
    }

    static func chords(for action: Action) -> [KeyChord] {
        map.bindings.first { $0.action == action }?.chords ?? []
    }

    static let mouse = [
        ControlHelpRow("Drag", "Move the paddle"),
        ControlHelpRow(
            "Click",
            "Launch the waiting ball, or push every ball (once per \(BreakoutModel.pushCooldown.legendFormatted) s)"),
        ControlHelpRow("Click while paused", "Play on"),
    ]

    static let touch = [
        ControlHelpRow("Drag a finger", "Move the paddle"),
        ControlHelpRow("Tap", "Launch the waiting ball, or push every ball"),
    ]

    static var help: ControlsHelp {
        .standard(mouse: mouse, touch: touch, keys: map.helpRows)
    }

    /// One line of the pause card's key guide: caps, what they do, and the `breakout.keys.<id>` it is known by.
    struct GuideRow: Sendable {
        let caps: [String]
        let action: String
        /// The same in a few words, for a small card.
        let shortAction: String
        let id: String
    }

    /// The pause card's guide, in the order a new player needs it: the key map's chords as caps, the mouse's words.
    static var guide: [GuideRow] {
        let left = chords(for: .left).map(\.label)
        let right = chords(for: .right).map(\.label)
        let move = zip(left, right).flatMap { [$0, $1] }
        return [
            GuideRow(caps: move, action: "move the paddle while held", shortAction: "move (hold)", id: "move"),
            GuideRow(caps: ["Drag"], action: "move the paddle", shortAction: "move", id: "drag"),
            GuideRow(
                caps: chords(for: .serve).map(\.label), action: "launch the waiting ball", shortAction: "launch",
                id: "launch"),
            GuideRow(caps: ["Click"], action: "launch, or push every ball", shortAction: "launch, push", id: "push"),
            GuideRow(
                caps: chords(for: .togglePause).map(\.label), action: "pause and play on", shortAction: "pause",
                id: "pause"),
            GuideRow(
                caps: chords(for: .newGame).map(\.label), action: "new game", shortAction: "new game", id: "newgame"),
        ]
    }
}
