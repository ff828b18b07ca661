import Dynamics
import Kit

/// The spring that ties a held square to the pointer: an attachment behaviour from the pointer's place to the
/// square. The game decides which square is held and when it is let go; the spring carries it out and keeps the
/// pointer's end where the pointer is.
@MainActor
final class GrabSpring {
    /// Where the pointer is on the field (field points) while a drag lasts, held or not.
    var pointer: Point?
    private(set) var square: SquareView?
    private var attachment: AttachmentBehavior?

    /// Ties `square` to the pointer, hanging `DropitTuning.grabLengthInPitches` pitches from it.
    func attach(_ square: SquareView, pitch: Double, physics: FieldPhysics) {
        detach(physics: physics)
        let attachment = AttachmentBehavior(item: square, attachedToAnchor: pointer ?? square.center)
        attachment.length = pitch * DropitTuning.grabLengthInPitches
        attachment.frequency = DropitTuning.grabFrequency
        attachment.damping = DropitTuning.grabDamping
        physics.animator.addBehavior(attachment)
        physics.behavior.setHeld(square, true)
        self.square = square
        self.attachment = attachment
    }

    /// Moves the pointer's end of the spring.
    func move(to anchor: Point) {
        pointer = anchor
        attachment?.anchorPoint = anchor
    }

    func detach(physics: FieldPhysics) {
        if let attachment { physics.animator.removeBehavior(attachment) }
        if let square { physics.behavior.setHeld(square, false) }
        attachment = nil
        square = nil
    }

    /// The line to draw, in field points: the pointer's end and the square's centre.
    var line: (anchor: Point, item: Point)? {
        guard let attachment, let square else { return nil }
        return (attachment.anchorPoint, square.center)
    }
}
