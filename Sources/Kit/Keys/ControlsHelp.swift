/// What a scene's help sheet lists: its controls by input (mouse, touch, keys), each an input and what it does.
/// Scenes build it from the same tables that drive their input (`KeyMap.helpRows` for the keys).
public struct ControlsHelp: Sendable, Hashable {
    public struct Section: Sendable, Hashable {
        /// "Mouse", "Touch", "Keys".
        public let title: String
        public let rows: [ControlHelpRow]

        public init(_ title: String, _ rows: [ControlHelpRow]) {
            self.title = title
            self.rows = rows
        }
    }

    public let sections: [Section]

    public init(_ sections: [Section]) {
        self.sections = sections.filter { !$0.rows.isEmpty }
    }

    /// A scene with nothing to explain beyond the toolkit's own controls.
    public static let none = ControlsHelp([])

    /// The usual three sections, in the order a player meets them.
    public static func standard(mouse: [ControlHelpRow], touch: [ControlHelpRow], keys: [ControlHelpRow])
        -> ControlsHelp
    {
        ControlsHelp([Section("Mouse", mouse), Section("Touch", touch), Section("Keys", keys)])
    }
}

/// One line of a help sheet: the input ("Double-click a piece", "Ctrl+Z") and what it does ("Flip it", "Undo").
public struct ControlHelpRow: Sendable, Hashable {
    public let input: String
    public let action: String

    public init(_ input: String, _ action: String) {
        self.input = input
        self.action = action
    }
}
