import Foundation

/// A view's rotation out of the screen's plane, seen through a perspective camera: rotation about the view's
/// horizontal (X) and vertical (Y) axes through its centre, and the eye's distance from the view in points (Core
/// Animation's m34 = −1/distance). It composes with the 2D `transform`: the view is first tilted and projected,
/// then the affine transform applies to the projected picture.
public struct Transform3D: Hashable, Sendable, Codable {
    /// Radians about the horizontal axis; positive tips the top edge toward the viewer.
    public var rotationX: Double
    /// Radians about the vertical axis; positive brings the left edge toward the viewer.
    public var rotationY: Double
    /// How far the eye is from the view's plane, in points: smaller is stronger perspective.
    public var perspectiveDistance: Double

    /// The eye distance most iOS code uses (m34 = −1/500), in points.
    public static let defaultPerspectiveDistance = 500.0
    /// Eye distances are kept at least this far, in points, so the camera never sits on the view.
    public static let minimumPerspectiveDistance = 1.0

    public init(
        rotationX: Double = 0, rotationY: Double = 0, perspectiveDistance: Double = Self.defaultPerspectiveDistance
    ) {
        self.rotationX = rotationX
        self.rotationY = rotationY
        self.perspectiveDistance = perspectiveDistance
    }

    public static let identity = Transform3D()

    /// True when the view lies flat in the screen (the perspective then changes nothing).
    public var isIdentity: Bool { rotationX == 0 && rotationY == 0 }

    /// The homography from the view's plane (origin at its centre) to the screen plane (origin at its centre).
    ///
    /// A plane point (x, y, 0) is rotated about X, then about Y, to (X, Y, Z) with Z toward the viewer, and
    /// projected from an eye at distance d: x' = X·d/(d − Z). With w = (d − Z)/d that is the matrix below.
    public var projection: Projection {
        let d = max(perspectiveDistance, Self.minimumPerspectiveDistance)
        let (sx, cx) = (sin(rotationX), cos(rotationX))
        let (sy, cy) = (sin(rotationY), cos(rotationY))
        return Projection(
            m11: cy, m12: -sx * sy, m13: 0,
            m21: 0, m22: cx, m23: 0,
            m31: sy / d, m32: sx * cy / d, m33: 1)
    }
}
