/// The states an assistive technology reads off an element (enabled, focused, checked…).
public struct AccessibilityStates: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The element responds to input (a disabled control has neither this nor `focusable`).
    public static let enabled = AccessibilityStates(rawValue: 1 << 0)
    /// In the tree and not hidden.
    public static let visible = AccessibilityStates(rawValue: 1 << 1)
    /// Visible and at least partly inside the window and every clipping ancestor (not scrolled away).
    public static let showing = AccessibilityStates(rawValue: 1 << 2)
    public static let focusable = AccessibilityStates(rawValue: 1 << 3)
    public static let focused = AccessibilityStates(rawValue: 1 << 4)
    public static let selectable = AccessibilityStates(rawValue: 1 << 5)
    public static let selected = AccessibilityStates(rawValue: 1 << 6)
    public static let checkable = AccessibilityStates(rawValue: 1 << 7)
    public static let checked = AccessibilityStates(rawValue: 1 << 8)
    public static let editable = AccessibilityStates(rawValue: 1 << 9)
    public static let singleLine = AccessibilityStates(rawValue: 1 << 10)
    public static let horizontal = AccessibilityStates(rawValue: 1 << 11)
    /// A modal layer (an alert, a sheet) that owns the keyboard while shown.
    public static let modal = AccessibilityStates(rawValue: 1 << 12)
    /// The window has the desktop's keyboard focus.
    public static let active = AccessibilityStates(rawValue: 1 << 13)

    /// Each state's name as screen readers and AT-SPI events spell it, in a fixed order.
    public static let names: [(state: AccessibilityStates, name: String)] = [
        (.enabled, "enabled"), (.visible, "visible"), (.showing, "showing"), (.focusable, "focusable"),
        (.focused, "focused"), (.selectable, "selectable"), (.selected, "selected"), (.checkable, "checkable"),
        (.checked, "checked"), (.editable, "editable"), (.singleLine, "single-line"), (.horizontal, "horizontal"),
        (.modal, "modal"), (.active, "active"),
    ]
}
