import Kit

/// How a brick reacts to hits, so a hit is seen even when the brick survives it.
///
/// A hit that leaves the brick standing flips it over, top edge first, to show its new, more damaged face; a
/// breaking brick flashes white, then tips over backwards in perspective while it falls a little and fades, and
/// leaves the view tree.
extension BrickView {
    /// Seconds of the flip to the damaged face.
    static let hitFlipDuration: Double = 0.3
    /// Seconds the flash of a breaking brick takes, and how far toward white it goes.
    static let breakFlashDuration: Double = 0.06
    static let breakFlashStrength = 0.7
    /// Seconds a breaking brick takes to tip over and fade.
    static let breakDuration: Double = 0.38
    /// How far a breaking brick tips (radians about its horizontal axis), how close the eye is (points: small is
    /// strong perspective), and how far it falls while it goes (points).
    static let breakTilt = 0.47 * Double.pi
    static let breakPerspective: Double = 160
    static let breakDrop: Double = 14

    /// A hit that did not break the brick: it flips to its new look.
    func showHit(_ newState: Brick) {
        View.transition(with: self, duration: Self.hitFlipDuration, options: .transitionFlipFromBottom) {
            self.update(newState)
            self.backgroundColor = self.restingColor
        }
    }

    /// The brick broke: flash, then tip over in its own colour, fall and fade, then leave the view tree.
    func shatter(after delay: Double) {
        let ownColor = restingColor
        View.animate(duration: Self.breakFlashDuration, delay: delay, curve: .easeOut) {
            self.backgroundColor = Color.interpolate(ownColor, BreakoutPalette.flash, Self.breakFlashStrength)
        } completion: { _ in
            View.animate(duration: Self.breakDuration, curve: .easeIn) {
                self.backgroundColor = ownColor
                self.transform3D = Transform3D(rotationX: Self.breakTilt, perspectiveDistance: Self.breakPerspective)
                self.center.y += Self.breakDrop
                self.alpha = 0
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
