import Kit

/// Playing by keyboard: a marker over the field shows the column the next square drops into. ←/→ move it (Home
/// and End jump to the edges), Space or Return drops there. One table drives the keys and lists them for help.
extension DropitScene {
    /// What a key does.
    enum KeyAction: Sendable {
        case aim(ColumnMarker.Move)
        case drop
    }

    static let keys = KeyMap<KeyAction>([
        KeyBinding([KeyChord(.left)], "Move the marker a column left", .aim(.left)),
        KeyBinding([KeyChord(.right)], "Move the marker a column right", .aim(.right)),
        KeyBinding([KeyChord(.home)], "Move the marker to the leftmost column", .aim(.first)),
        KeyBinding([KeyChord(.end)], "Move the marker to the rightmost column", .aim(.last)),
        KeyBinding([KeyChord(.space), KeyChord(.enter)], "Drop a square where the marker is", .drop),
    ])

    static let mouseHelp = [
        ControlHelpRow("Click a column", "Drop a square there, or beside it where fewer stand"),
        ControlHelpRow("Drag", "Pull the newest square on a spring; let go to throw it"),
    ]

    static let touchHelp = [
        ControlHelpRow("Tap a column", "Drop a square there, or beside it where fewer stand"),
        ControlHelpRow("Drag", "Pull the newest square on a spring; lift to throw it"),
    ]

    /// A held arrow keeps moving the marker; a held drop key does not repeat the drop.
    func perform(_ key: KeyAction, isRepeat: Bool) {
        switch key {
        case .aim(let move):
            send(.aim(move))
        case .drop:
            if !isRepeat { send(.drop(.marker)) }
        }
    }
}
