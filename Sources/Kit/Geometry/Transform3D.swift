#if canImport(Glibc)
    import Glibc
#endif

/// A view's rotation out of the screen's plane, seen through a perspective camera: rotation about the view's
/// horizontal (X) and vertical (Y) axes through its centre, and the eye's distance from the view in points (Core
/// Animation's m34 = −1/distance). It composes with the 2D `transform`: the view is first tilted and projected,
/// then the affine transform applies to the projected picture.
///
/// `rotationZ` turns the view in its own plane first (before the tilt). Unlike a rotation in the 2D `transform`,
/// whose matrix is interpolated entry by entry (a half turn would pass through a collapsed picture), it animates
/// as an angle, so a spin of any size animates as a spin.
public struct Transform3D: Hashable, Sendable, Codable {
    /// Radians about the horizontal axis; positive tips the top edge toward the viewer.
    public var rotationX: Double
    /// Radians about the vertical axis; positive brings the left edge toward the viewer.
    public var rotationY: Double
    /// Radians about the axis through the view's centre toward the viewer, applied first; positive turns
    /// clockwise on screen (y grows downward).
    public var rotationZ: Double
    /// How far the eye is from the view's plane, in points: smaller is stronger perspective.
    public var perspectiveDistance: Double

    /// The eye distance most iOS code uses (m34 = −1/500), in points.
    public static let defaultPerspectiveDistance = 500.0
    /// Eye distances are kept at least this far, in points, so the camera never sits on the view.
    static let minimumPerspectiveDistance = 1.0

    public init(
        rotationX: Double = 0, rotationY: Double = 0, rotationZ: Double = 0,
        perspectiveDistance: Double = Self.defaultPerspectiveDistance
    ) {
        self.rotationX = rotationX
        self.rotationY = rotationY
        self.rotationZ = rotationZ
        self.perspectiveDistance = perspectiveDistance
    }

    public static let identity = Transform3D()

    /// True when the view lies flat in the screen (the perspective then changes nothing).
    var isIdentity: Bool { rotationX == 0 && rotationY == 0 && rotationZ == 0 }

    /// The homography from the view's plane (origin at its centre) to the screen plane (origin at its centre).
    ///
    /// A plane point (x, y, 0) is rotated about X, then about Y, to (X, Y, Z) with Z toward the viewer, and
    /// projected from an eye at distance d: x' = X·d/(d − Z). With w = (d − Z)/d that is the matrix below.
    public var projection: Projection {
        let d = max(perspectiveDistance, Self.minimumPerspectiveDistance)
        let (sx, cx) = (sin(rotationX), cos(rotationX))
        let (sy, cy) = (sin(rotationY), cos(rotationY))
        let tilt = Projection(
            m11: cy, m12: -sx * sy, m13: 0,
            m21: 0, m22: cx, m23: 0,
            m31: sy / d, m32: sx * cy / d, m33: 1)
        guard rotationZ != 0 else { return tilt }
        return Projection(AffineTransform(rotationAngle: rotationZ)).concatenating(tilt)
    }

    private enum CodingKeys: String, CodingKey { case rotationX, rotationY, rotationZ, perspectiveDistance }

    /// Values written before `rotationZ` existed load with no in-plane turn.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rotationX = try container.decode(Double.self, forKey: .rotationX)
        rotationY = try container.decode(Double.self, forKey: .rotationY)
        rotationZ = try container.decodeIfPresent(Double.self, forKey: .rotationZ) ?? 0
        perspectiveDistance = try container.decode(Double.self, forKey: .perspectiveDistance)
    }
}
