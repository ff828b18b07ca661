import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// Accelerates its items (UIKit's `UIGravityBehavior`); items outside every gravity behaviour feel none.
///
/// Magnitude 1 is 1,000 pt/s²; angle 0 points right and π/2 (the default) points down the screen.
@MainActor
public class GravityBehavior: ItemsBehavior {
    /// Direction in radians; 0 is right, π/2 is down (y grows downward).
    public var angle: Double = .pi / 2 {
        didSet { traitsDidChange() }
    }
    /// Strength; 1 is 1,000 pt/s².
    public var magnitude: Double = 1 {
        didSet { traitsDidChange() }
    }

    /// The gravity vector in units of 1,000 pt/s² (UIKit's `gravityDirection`; default (0, 1)).
    var gravityDirection: Point {
        get { Point(x: cos(angle), y: sin(angle)) * magnitude }
        set { setAngle(atan2(newValue.y, newValue.x), magnitude: newValue.length) }
    }

    public func setAngle(_ angle: Double, magnitude: Double) {
        self.angle = angle
        self.magnitude = magnitude
    }

    override func influence(_ traits: inout ItemTraits) {
        traits.gravity += gravityDirection * DynamicsTuning.gravityAcceleration
    }
}
