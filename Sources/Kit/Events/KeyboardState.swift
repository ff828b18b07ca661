/// Which keys are down right now: a key is held from its press until its release (`Window.handle(_:)` and
/// `Window.handleKeyRelease(_:)` keep it). A scene that moves something while a key is held reads this once a
/// frame, so the movement follows how long the key is down rather than the desktop's key-repeat rate (a jump, a
/// pause, then a stutter).
///
/// Keys are told apart by `KeyEvent.Key`: the A key is `.character("a")` with or without Shift, as the platform
/// reports it.
public struct KeyboardState: Equatable, Sendable {
    private(set) var heldKeys: Set<KeyEvent.Key> = []

    public init() {}

    public func isHeld(_ key: KeyEvent.Key) -> Bool {
        heldKeys.contains(key)
    }

    /// A key went down (a repeat changes nothing: the key is already held).
    public mutating func press(_ key: KeyEvent.Key) {
        heldKeys.insert(key)
    }

    public mutating func release(_ key: KeyEvent.Key) {
        heldKeys.remove(key)
    }

    /// Forgets every key: the window lost keyboard focus, so their releases will go to another window.
    mutating func releaseAll() {
        heldKeys.removeAll()
    }
}
