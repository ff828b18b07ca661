extension Window {
    /// A recognizer won these pointers: the views tracking them get `touchesCancelled` and nothing more from
    /// that sequence (a control under a pan un-highlights and does not fire).
    func cancelViewTouches(_ pointers: Set<Int>) {
        for pointer in pointers.sorted() {
            cancelledPointers.insert(pointer)
            guard let target = touchTargets.removeValue(forKey: pointer),
                var event = lastPointerEvents[pointer]
            else { continue }
            event.phase = .cancelled
            target.touchesCancelled(event)
        }
    }

    /// Logs a recognizer's began, recognized/ended or cancelled state as `gesture.recognized`.
    func announceGesture(_ recognizer: GestureRecognizer) {
        setNeedsDisplay()
        events.emit(
            KitEvent.gestureRecognized(
                kind: recognizer.automationKind, view: recognizer.view?.accessibilityIdentifier,
                state: recognizer.automationStateName))
    }
}
