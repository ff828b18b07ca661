/// Switches the platform's text input on and off: while on, typing produces `TextInputEvent`s and an input
/// method may show its candidate window near the field. The window turns it on when a control that accepts
/// text gets keyboard focus and off when focus leaves it.
@MainActor
public protocol TextInputService: AnyObject {
    /// Starts text input for a field occupying `rect` (window points), where an input method places its popup.
    func beginTextInput(near rect: Rect)
    func endTextInput()
}
