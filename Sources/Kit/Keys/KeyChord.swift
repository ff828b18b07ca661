/// One key with the modifiers held for it, as a scene's key map names it and its help sheet shows it.
public struct KeyChord: Hashable, Sendable {
    public let key: KeyEvent.Key
    public let modifiers: KeyEvent.Modifiers

    public init(_ key: KeyEvent.Key, _ modifiers: KeyEvent.Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A letter or symbol key, compared without case (Shift is a modifier of its own).
    public init(_ character: Character, _ modifiers: KeyEvent.Modifiers = []) {
        self.init(.character(Character(character.lowercased())), modifiers)
    }

    /// Whether `event` is this chord: the same key and exactly these modifiers.
    public func matches(_ event: KeyEvent) -> Bool {
        event.modifiers == modifiers && Self.normalized(event.key) == Self.normalized(key)
    }

    /// How the help sheet writes it: "Ctrl+Shift+Z", "Space", "←".
    public var label: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(Self.label(of: key))
        return parts.joined(separator: "+")
    }

    static func label(of key: KeyEvent.Key) -> String {
        switch key {
        case .space: "Space"
        case .enter: "Return"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .left: "←"
        case .right: "→"
        case .up: "↑"
        case .down: "↓"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "Page Up"
        case .pageDown: "Page Down"
        case .character(let character): character.uppercased()
        }
    }

    private static func normalized(_ key: KeyEvent.Key) -> KeyEvent.Key {
        guard case .character(let character) = key else { return key }
        return .character(Character(character.lowercased()))
    }
}
