extension Window {
    /// Routes a controller event: the window's `gamepad` state first (so held buttons and sticks are right even
    /// for a scene that was hidden when they changed), then the top modal layer (A = its default action, B =
    /// cancel), else the root scene, which passes it to the scene on screen. Returns whether anything took it.
    @discardableResult
    public func handle(_ event: GamepadEvent) -> Bool {
        gamepad.apply(event)
        if let modal = topPresentation {
            return modal.handleGamepad(event)
        }
        let taken = rootScene?.handleGamepad(event) ?? false
        if taken { setNeedsDisplay() }
        return taken
    }
}

extension PresentationContainer {
    /// A modal layer owns the controller too: A chooses the default action, B cancels; nothing reaches the scene.
    func handleGamepad(_ event: GamepadEvent) -> Bool {
        switch event.kind {
        case .buttonDown(.a): enterAction?()
        case .buttonDown(.b): escapeAction?()
        default: return false
        }
        window?.setNeedsDisplay()
        return true
    }
}
