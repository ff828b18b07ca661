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

    /// Whether `event` is this chord: the same key and exactly these modifiers. A symbol is matched by the
    /// character typed: most layouts need Shift to type "?" (on different keys), so a chord for a symbol without
    /// Shift takes it with Shift held too.
    public func matches(_ event: KeyEvent) -> Bool {
        guard Self.normalized(event.key) == Self.normalized(key) else { return false }
        if isSymbol, !modifiers.contains(.shift) { return event.modifiers.subtracting(.shift) == modifiers }
        return event.modifiers == modifiers
    }

    /// A character that is neither a letter nor a digit ("?", "+"): what Shift makes on many keys.
    private var isSymbol: Bool {
        guard case .character(let character) = key else { return false }
        return !character.isLetter && !character.isNumber
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
        case .function(let number): "F\(number)"
        case .character(let character): character.uppercased()
        }
    }

    private static func normalized(_ key: KeyEvent.Key) -> KeyEvent.Key {
        guard case .character(let character) = key else { return key }
        return .character(Character(character.lowercased()))
    }
}
