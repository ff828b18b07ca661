import Kit

/// A tap drops into the column tapped (or the less filled one beside it); a pan pulls the newest square on a
/// spring to the pointer and throws it on release.
extension DropitScene {
    func addGestureRecognizers() {
        let tap = TapGestureRecognizer { [weak self] tap in
            guard let self else { return }
            self.send(.click(x: tap.location(in: self.field).x))
        }
        let pan = PanGestureRecognizer { [weak self] pan in self?.handlePan(pan) }
        field.addGestureRecognizer(tap)
        field.addGestureRecognizer(pan)
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        let pointer = pan.location(in: field)
        switch pan.state {
        case .began:
            beginGrab(at: pointer)
        case .changed:
            moveGrab(to: pointer)
        case .ended:
            moveGrab(to: pointer)
            endGrab(throwing: true, velocity: pan.velocity(in: field))
        default:
            endGrab(throwing: false)
        }
    }

    /// Ties the newest square in play to `anchor` (field points) with a spring.
    public func beginGrab(at anchor: Point) {
        grab.pointer = anchor
        send(.grab)
    }

    /// Moves the pointer end of the spring.
    public func moveGrab(to anchor: Point) {
        grab.move(to: anchor)
        rootView.field.attachmentLine = grab.line
    }

    /// Lets go. A throw gives the square the pointer's velocity (pt/s, capped), so a flick flings it.
    public func endGrab(throwing: Bool, velocity: Point = .zero) {
        grab.pointer = nil
        send(.release(throwing: throwing ? FieldPoint(velocity) : nil))
    }
}
