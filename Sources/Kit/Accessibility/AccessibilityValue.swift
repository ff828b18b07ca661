/// A number an assistive technology can read and set (a slider's, a stepper's), with its bounds and step.
public struct AccessibilityValue: Hashable, Sendable {
    public var current: Double
    public var minimum: Double
    public var maximum: Double
    /// The smallest change that counts (a stepper's step; 0 for a continuous slider).
    public var increment: Double

    public init(current: Double, minimum: Double, maximum: Double, increment: Double) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.increment = increment
    }
}

/// Text an assistive technology can read (a label's, a text field's) and where the caret is.
public struct AccessibilityText: Hashable, Sendable {
    public var text: String
    /// The caret's position in Characters, or nil where there is no caret (a label).
    public var caretOffset: Int?

    public init(_ text: String, caretOffset: Int? = nil) {
        self.text = text
        self.caretOffset = caretOffset
    }
}

/// What a scene says about one of its views beyond what the view's class says: a game field's state in words, a
/// puzzle piece's name and moves. Set on the view (`View.accessibilityCustomization`); read every time the
/// accessibility tree is built, so the closures always tell the present.
public struct AccessibilityCustomization {
    /// Replaces the class's role (a field drawn by hand is a `.canvas`).
    public var role: AccessibilityRole?
    /// Replaces the label as the element's name.
    public var name: (@MainActor () -> String)?
    /// Longer words read after the name ("Score 120, 3 lives, level 2").
    public var description: (@MainActor () -> String)?
    /// Actions offered in addition to the class's own.
    public var actions: [AccessibilityAction]

    public init(
        role: AccessibilityRole? = nil, name: (@MainActor () -> String)? = nil,
        description: (@MainActor () -> String)? = nil, actions: [AccessibilityAction] = []
    ) {
        self.role = role
        self.name = name
        self.description = description
        self.actions = actions
    }
}
