extension View {
    /// The recognizers attached to this view, in the order they were added.
    public var gestureRecognizers: [GestureRecognizer] { attachedGestureRecognizers }

    /// Attaches `recognizer`: it will see every touch that begins on this view or a descendant. A recognizer
    /// attached elsewhere moves here (as in UIKit).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let previous = recognizer.view {
            guard previous !== self else { return }
            previous.removeGestureRecognizer(recognizer)
        }
        recognizer.view = self
        attachedGestureRecognizers.append(recognizer)
    }

    /// Detaches `recognizer`; a gesture it has in progress is cancelled.
    func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.arena?.withdraw(recognizer)
        attachedGestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}
