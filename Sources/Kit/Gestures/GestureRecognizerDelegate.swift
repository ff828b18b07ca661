/// Vetoes and permissions for a recognizer, as UIGestureRecognizerDelegate. Every method has a default, so a
/// delegate implements only what it needs.
@MainActor
protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer is about to begin or recognize; false makes it fail instead.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Asked for each new touch; false hides that touch from the recognizer.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive event: PointerEvent) -> Bool
    /// Whether both may be recognized together; either side's delegate saying yes is enough.
    func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive event: PointerEvent) -> Bool {
        true
    }

    func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        false
    }
}
