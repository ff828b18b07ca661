/// A scene's keys as one table: each binding's chords, what it does in words, and the action it runs. The scene's
/// `handleKey` looks actions up here and its help sheet lists the same bindings, so the keys a player is told about
/// are the keys that work.
///
/// ```swift
/// enum PaddleKey { case serve, pause }
/// let keys = KeyMap<PaddleKey>([
///     KeyBinding([KeyChord(.space)], "Serve a ball", .serve),
///     KeyBinding([KeyChord("p")], "Pause or play on", .pause),
/// ])
/// if let action = keys.action(for: event) { … }
/// ```
public struct KeyMap<Action: Sendable>: Sendable {
    public let bindings: [KeyBinding<Action>]

    public init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
    }

    /// The action of the first binding one of whose chords `event` is, or nil.
    public func action(for event: KeyEvent) -> Action? {
        bindings.first { binding in binding.chords.contains { $0.matches(event) } }?.action
    }

    /// The bindings as help rows ("Ctrl+Z or Ctrl+Y" — "Undo"), in the map's order; bindings with no help text
    /// (aliases the player need not learn) are left out.
    public var helpRows: [ControlHelpRow] {
        bindings.compactMap { binding in
            guard !binding.help.isEmpty else { return nil }
            let chords = binding.chords.map(\.label).joined(separator: " or ")
            return ControlHelpRow(binding.shownChords ?? chords, binding.help)
        }
    }
}

/// One entry of a `KeyMap`.
public struct KeyBinding<Action: Sendable>: Sendable {
    public let chords: [KeyChord]
    /// What it does, as the help sheet says it ("Turn the piece clockwise"); empty to leave it off the sheet.
    public let help: String
    public let action: Action
    /// How the sheet writes the chords when the list would read badly ("← → ↑ ↓" for four arrow bindings).
    public let shownChords: String?

    public init(_ chords: [KeyChord], _ help: String, _ action: Action, shown shownChords: String? = nil) {
        self.chords = chords
        self.help = help
        self.action = action
        self.shownChords = shownChords
    }
}
