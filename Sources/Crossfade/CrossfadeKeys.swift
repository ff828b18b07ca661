import Kit

/// Crossfade's controls as tables: the keys `handleKey` looks up and the help that lists them with the mouse's
/// and touch's, so what the help says is what works.
enum CrossfadeKeys {
    enum Action: Hashable, Sendable {
        case crossfade
        case open
    }

    static let map = KeyMap<Action>([
        KeyBinding([KeyChord(.space), KeyChord(.enter)], "Crossfade to the other picture", .crossfade),
        KeyBinding([KeyChord("o", .control)], "Open a picture with the desktop's file chooser", .open),
    ])

    static let mouse = [
        ControlHelpRow("Click the picture", "Crossfade to the other picture and count the click"),
        ControlHelpRow("Drop a picture on the window", "Show it in place of the one shown"),
    ]

    static let touch = [ControlHelpRow("Tap the picture", "Crossfade to the other picture")]

    static var help: ControlsHelp {
        .standard(mouse: mouse, touch: touch, keys: map.helpRows)
    }
}
