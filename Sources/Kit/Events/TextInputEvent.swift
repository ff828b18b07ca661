/// Text the user committed: a typed character, a dead-key composition, or what an input method produced (any
/// UTF-8, possibly several characters). Sent to the focused control that accepts text input, apart from the
/// key events for the same keystrokes (which a text field ignores for printable keys).
public struct TextInputEvent: Hashable, Sendable {
    public var text: String
    /// Seconds on the app's clock.
    public var timestamp: Double

    public init(text: String, timestamp: Double = 0) {
        self.text = text
        self.timestamp = timestamp
    }
}
