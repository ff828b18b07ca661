import Kit

/// Playing by keyboard: a marker over the field shows the column the next square drops into. ←/→ move it (Home
/// and End jump to the edges), Return drops there, P or Space pauses, N starts a new game. One table drives the
/// keys and lists them for help, beside the mouse's and touch's controls.
extension DropitScene {
    /// What a key does.
    enum KeyAction: Equatable, Sendable {
        case aim(ColumnMarker.Move)
        case drop
        case pause
        case newGame
    }

    static let keys = KeyMap<KeyAction>([
        KeyBinding([KeyChord(.left)], "Move the marker a column left", .aim(.left)),
        KeyBinding([KeyChord(.right)], "Move the marker a column right", .aim(.right)),
        KeyBinding([KeyChord(.home)], "Move the marker to the leftmost column", .aim(.first)),
        KeyBinding([KeyChord(.end)], "Move the marker to the rightmost column", .aim(.last)),
        KeyBinding([KeyChord(.enter)], "Drop a square where the marker is", .drop),
        KeyBinding([KeyChord("p"), KeyChord(.space)], "Pause, or play on", .pause),
        KeyBinding([KeyChord("n")], "Clear the field and start a new game", .newGame),
    ])

    static let mouseHelp = [
        ControlHelpRow("Click a column", "Drop a square there, or beside it where fewer stand"),
        ControlHelpRow("Drag", "Pull the newest square on a spring; let go to throw it"),
        ControlHelpRow("Click while paused", "Play on"),
    ]

    static let touchHelp = [
        ControlHelpRow("Tap a column", "Drop a square there, or beside it where fewer stand"),
        ControlHelpRow("Drag", "Pull the newest square on a spring; lift to throw it"),
        ControlHelpRow("Tap while paused", "Play on"),
    ]

    /// How the help and the veil name the keys of `action` ("P or Space").
    static func keyLabel(for action: KeyAction) -> String {
        keys.bindings.first { $0.action == action }?.chords.map(\.label).joined(separator: " or ") ?? ""
    }

    /// A held arrow keeps moving the marker; a held key does not repeat a drop, a pause or a new game.
    func perform(_ key: KeyAction, isRepeat: Bool) {
        switch key {
        case .aim(let move):
            send(.aim(move))
        case .drop where !isRepeat:
            send(.drop(.marker))
        case .pause where !isRepeat:
            send(.togglePause)
        case .newGame where !isRepeat:
            requestNewGame()
        case .drop, .pause, .newGame:
            break
        }
    }

    /// Clear and N: a new game at once, or after asking when the game has a score worth keeping.
    func requestNewGame() {
        guard game.clearNeedsConfirmation else { return send(.newGame) }
        prompts.confirmClear(score: game.tally.score, in: view.window) { [weak self] in self?.send(.newGame) }
    }

    /// The buttons beside the field.
    func connectButtons() {
        let board = rootView.scoreboard
        board.pauseButton.onActivate = { [weak self] in self?.send(.togglePause) }
        board.clearButton.onActivate = { [weak self] in self?.requestNewGame() }
        rootView.veil.pauseKeys = Self.keyLabel(for: .pause)
        rootView.veil.newGameKeys = Self.keyLabel(for: .newGame)
        board.hint.text =
            "Click a column, or aim with ← → and press \(Self.keyLabel(for: .drop)), to drop a square. "
            + "Fill a row to clear it; a column that reaches the top ends the game. "
            + "Drag to throw the newest square. \(Self.keyLabel(for: .pause)) pauses."
    }
}
