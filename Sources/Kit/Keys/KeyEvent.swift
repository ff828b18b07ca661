/// A key pressed on the keyboard, already translated from the platform's key codes.
public struct KeyEvent: Hashable, Sendable {
    public enum Key: Hashable, Sendable {
        case space, enter, escape, tab, backspace
        /// Forward delete.
        case delete
        case left, right, up, down
        case home, end, pageUp, pageDown
        case character(Character)
    }

    /// The modifier keys held with a key.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: 1 << 0)
        public static let control = Modifiers(rawValue: 1 << 1)
        public static let alt = Modifiers(rawValue: 1 << 2)
    }

    public var key: Key
    public var modifiers: Modifiers
    public var isRepeat: Bool
    public var timestamp: Double

    public init(key: Key, modifiers: Modifiers = [], isRepeat: Bool = false, timestamp: Double = 0) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.timestamp = timestamp
    }

    /// The digit 1…9 for tab switching, when this is an unmodified digit key.
    public var digit: Int? {
        guard case .character(let c) = key, modifiers.isEmpty, let value = c.wholeNumberValue, (1...9).contains(value)
        else { return nil }
        return value
    }
}
