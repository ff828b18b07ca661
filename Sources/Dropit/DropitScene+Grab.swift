import Dynamics
import Kit

/// A held square: the spring that ties it to the pointer.
@MainActor
struct Grab {
    let square: SquareView
    let attachment: AttachmentBehavior
}

/// Tap drops into the column tapped; a pan pulls the newest square on a spring to the pointer and throws it on
/// release.
extension DropitScene {
    func addGestureRecognizers() {
        let tap = TapGestureRecognizer { [weak self] tap in
            guard let self else { return }
            self.dropSquare(underFieldPoint: tap.location(in: self.field))
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
        guard grab == nil, let square = liveSquares.last else { return }
        let attachment = AttachmentBehavior(item: square, attachedToAnchor: anchor)
        attachment.length = pitch * DropitTuning.grabLengthInPitches
        attachment.frequency = DropitTuning.grabFrequency
        attachment.damping = DropitTuning.grabDamping
        animator.addBehavior(attachment)
        physics.setHeld(square, true)
        square.isGrabbed = true
        square.restingTime = 0
        grab = Grab(square: square, attachment: attachment)
        updateAttachmentLine()
        events.emit("attachment.began", ["n": .int(square.number)])
    }

    /// Moves the pointer end of the spring.
    public func moveGrab(to anchor: Point) {
        guard let grab else { return }
        grab.attachment.anchorPoint = anchor
        updateAttachmentLine()
    }

    /// Lets go. A throw gives the square the pointer's velocity (pt/s, capped), so a flick flings it.
    public func endGrab(throwing: Bool, velocity: Point = .zero) {
        guard let grab else { return }
        self.grab = nil
        animator.removeBehavior(grab.attachment)
        physics.setHeld(grab.square, false)
        grab.square.isGrabbed = false
        var thrown = Point.zero
        if throwing {
            thrown = velocity
            let speed = velocity.length
            if speed > DropitTuning.maximumThrowSpeed { thrown = velocity * (DropitTuning.maximumThrowSpeed / speed) }
            physics.addVelocity(thrown - physics.velocity(of: grab.square), to: grab.square)
        }
        updateAttachmentLine()
        events.emit(
            "attachment.ended", ["n": .int(grab.square.number), "vx": .double(thrown.x), "vy": .double(thrown.y)])
    }

    func updateAttachmentLine() {
        rootView.field.attachmentLine = grab.map { ($0.attachment.anchorPoint, $0.square.center) }
    }
}
