import Kit

/// How a brick reacts to hits (the seed's required task 2: "some animation of the brick must occur").
///
/// A hit that leaves the brick standing flashes it white and pops it slightly, settling on its dimmer colour; a
/// breaking brick flashes, then shrinks, turns and fades before it leaves the view tree. (A perspective flip
/// replaces the shatter once Kit's `View.transition` and `transform3D` land.)
extension BrickView {
    /// Seconds of the settle after a flash.
    static let flashDuration: Double = 0.25
    /// Scale of the pop at the moment of a hit.
    static let popScale = 1.08
    /// Seconds the white flash of a breaking brick holds before it goes.
    static let breakFlashDuration: Double = 0.06
    /// Seconds a breaking brick takes to shrink and fade.
    static let shatterDuration: Double = 0.32
    /// Scale and turn, in radians, a breaking brick ends at.
    static let shatterScale = 0.25
    static let shatterTurn = 0.35

    /// A hit that did not break the brick.
    func flash() {
        backgroundColor = BreakoutPalette.flash
        transform = AffineTransform(scaleX: Self.popScale, y: Self.popScale)
        View.animate(duration: Self.flashDuration, curve: .easeOut) {
            self.backgroundColor = self.restingColor
            self.transform = .identity
        }
    }

    /// The brick broke: flash, then shrink, turn and fade, then leave the view tree.
    func shatter(after delay: Double) {
        View.animate(duration: Self.breakFlashDuration, delay: delay, curve: .easeOut) {
            self.backgroundColor = BreakoutPalette.flash
        } completion: { _ in
            View.animate(duration: Self.shatterDuration, curve: .easeIn) {
                self.alpha = 0
                self.transform = AffineTransform(scaleX: Self.shatterScale, y: Self.shatterScale)
                    .rotated(by: Self.shatterTurn)
            } completion: { _ in
                self.removeFromSuperview()
            }
        }
    }
}

/// An expanding ring where an explosive brick went off: grows from a dot to `reach` and fades.
@MainActor
final class ShockwaveView: View {
    static let duration: Double = 0.45
    static let ringWidth: Double = 3
    static let color = Color(hex: 0xFFB86B)

    static func play(in layer: View, at center: Point, reach: Double) {
        let ring = ShockwaveView(frame: Rect(center: center, size: Size(width: reach, height: reach)))
        ring.cornerRadius = reach / 2
        ring.borderWidth = ringWidth
        ring.borderColor = color
        ring.backgroundColor = color.withAlpha(0.18)
        ring.isUserInteractionEnabled = false
        ring.transform = AffineTransform(scaleX: 0.1, y: 0.1)
        layer.addSubview(ring)
        View.animate(duration: duration, curve: .easeOut) {
            ring.transform = .identity
            ring.alpha = 0
        } completion: { _ in
            ring.removeFromSuperview()
        }
    }
}
