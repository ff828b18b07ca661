/// Something an assistive technology can ask a view to do: press a button, toggle a switch, select a tab, turn a
/// puzzle piece. The first action of a view is its default one (what a screen reader's "activate" does).
public struct AccessibilityAction {
    /// A short, stable name in lowercase ("press", "toggle", "select", "rotate").
    public let name: String
    /// What it does, in words.
    public let description: String
    /// The key that does the same while the view has focus, in AT-SPI's spelling ("space", "r"), or "".
    public let keyBinding: String
    public let perform: @MainActor () -> Void

    public init(
        _ name: String, description: String, keyBinding: String = "", perform: @escaping @MainActor () -> Void
    ) {
        self.name = name
        self.description = description
        self.keyBinding = keyBinding
        self.perform = perform
    }

    /// What the tree snapshot keeps of the action: everything but the closure.
    public var info: AccessibilityActionInfo {
        AccessibilityActionInfo(name: name, description: description, keyBinding: keyBinding)
    }
}

/// An action as the accessibility bus reports it (`Action.GetActions`): its name, description and key.
public struct AccessibilityActionInfo: Hashable, Sendable {
    public let name: String
    public let description: String
    public let keyBinding: String

    public init(name: String, description: String, keyBinding: String) {
        self.name = name
        self.description = description
        self.keyBinding = keyBinding
    }
}
