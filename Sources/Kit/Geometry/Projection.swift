/// A projective map of the plane (a 3×3 homography): x' = (m11·x + m12·y + m13) / w, y' = (m21·x + m22·y + m23) / w,
/// with w = m31·x + m32·y + m33. It is what a plane rotated in 3D looks like through a perspective camera: straight
/// lines stay straight, parallel ones may meet. Affine transforms are the special case m31 = m32 = 0, m33 = 1.
public struct Projection: Hashable, Sendable {
    var m11: Double, m12: Double, m13: Double
    var m21: Double, m22: Double, m23: Double
    var m31: Double, m32: Double, m33: Double

    public init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
        m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    public static let identity = Projection(AffineTransform.identity)

    /// The same map as `affine`.
    public init(_ affine: AffineTransform) {
        self.init(
            m11: affine.a, m12: affine.c, m13: affine.tx, m21: affine.b, m22: affine.d, m23: affine.ty, m31: 0, m32: 0,
            m33: 1)
    }

    /// Points whose w falls below this are at or behind the eye: they have no image on screen.
    public static let minimumW = 1e-6

    /// The homogeneous divisor at `p` (positive in front of the eye).
    public func w(at p: Point) -> Double { m31 * p.x + m32 * p.y + m33 }

    /// Where `p` lands, or nil when it is at or behind the eye.
    public func apply(to p: Point) -> Point? {
        let w = w(at: p)
        guard w > Self.minimumW else { return nil }
        return Point(x: (m11 * p.x + m12 * p.y + m13) / w, y: (m21 * p.x + m22 * p.y + m23) / w)
    }

    /// Where `p` lands, with points behind the eye pushed to `minimumW` (far away, but finite) for drawing.
    public func applyClamped(to p: Point) -> Point {
        let w = max(w(at: p), Self.minimumW)
        return Point(x: (m11 * p.x + m12 * p.y + m13) / w, y: (m21 * p.x + m22 * p.y + m23) / w)
    }

    /// `self` applied first, then `other`.
    public func concatenating(_ other: Projection) -> Projection {
        let a = other
        let b = self
        return Projection(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31, m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33, m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32, m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31, m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    public func concatenating(_ affine: AffineTransform) -> Projection { concatenating(Projection(affine)) }

    /// The inverse map (screen → plane, for hit-testing), or nil when the plane is seen edge-on.
    public var inverted: Projection? {
        let c11 = m22 * m33 - m23 * m32
        let c12 = m13 * m32 - m12 * m33
        let c13 = m12 * m23 - m13 * m22
        let determinant = m11 * c11 + m21 * c12 + m31 * c13
        guard abs(determinant) > 1e-12 else { return nil }
        let s = 1 / determinant
        return Projection(
            m11: c11 * s, m12: c12 * s, m13: c13 * s,
            m21: (m23 * m31 - m21 * m33) * s, m22: (m11 * m33 - m13 * m31) * s, m23: (m13 * m21 - m11 * m23) * s,
            m31: (m21 * m32 - m22 * m31) * s, m32: (m12 * m31 - m11 * m32) * s, m33: (m11 * m22 - m12 * m21) * s)
    }

    /// True when the map is affine (no perspective), so `affine` describes it exactly.
    var isAffine: Bool { m31 == 0 && m32 == 0 && m33 == 1 }

    /// The affine part (exact when `isAffine`).
    public var affine: AffineTransform {
        AffineTransform(a: m11, b: m21, c: m12, d: m22, tx: m13, ty: m23)
    }

    /// The affine map that best matches this one near `p` (its first-order expansion there), for drawing
    /// without perspective where a canvas cannot do better.
    public func affineApproximation(at p: Point) -> AffineTransform {
        let w = max(self.w(at: p), Self.minimumW)
        let image = applyClamped(to: p)
        // d(x'/w)/dx = (m11 - x'·m31) / w, and likewise for the other partial derivatives.
        let a = (m11 - image.x * m31) / w
        let b = (m21 - image.y * m31) / w
        let c = (m12 - image.x * m32) / w
        let d = (m22 - image.y * m32) / w
        return AffineTransform(a: a, b: b, c: c, d: d, tx: image.x - a * p.x - c * p.y, ty: image.y - b * p.x - d * p.y)
    }
}
