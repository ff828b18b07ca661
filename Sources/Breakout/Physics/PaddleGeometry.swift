import Kit

/// The paddle's oval, as the physics sees it, and how a ball is kept out of it (a boundary moved onto a ball would
/// trap the ball inside).
public struct PaddleGeometry: Equatable, Sendable {
    /// How far above the paddle, in points, a ball caught inside is put back.
    public static let clearance: Double = 0.5

    /// The rectangle the oval is inscribed in, in field coordinates.
    public let frame: Rect

    public init(frame: Rect) {
        self.frame = frame
    }

    /// Whether a ball of `radius` centred at `center` overlaps the oval (the oval grown by the radius: exact at the
    /// ends and the top, slightly generous in between, which only errs on the side of freeing the ball).
    public func overlaps(ballAt center: Point, radius: Double) -> Bool {
        let dx = (center.x - frame.midX) / (frame.width / 2 + radius)
        let dy = (center.y - frame.midY) / (frame.height / 2 + radius)
        return dx * dx + dy * dy < 1
    }

    /// Where a ball overlapping the paddle goes: on top of it when its centre is above the paddle's middle, else out
    /// past the nearer end (it is already below the paddle's face and on its way out; it must not be rescued), or on
    /// top after all when that end is against a wall of the field `fieldWidth` wide (squeezed, not lost).
    public func freedCenter(forBallAt center: Point, radius: Double, fieldWidth: Double) -> Point {
        let onTop = Point(x: center.x, y: frame.minY - radius - Self.clearance)
        guard center.y > frame.midY else { return onTop }
        let x =
            center.x < frame.midX
            ? frame.minX - radius - Self.clearance : frame.maxX + radius + Self.clearance
        guard x >= radius, x <= fieldWidth - radius else { return onTop }
        return Point(x: x, y: center.y)
    }

    /// Where along the paddle `x` lies: −1 at the left end, 0 at the centre, 1 at the right end (clamped).
    public func offset(ofX x: Double) -> Double {
        min(max((x - frame.midX) / (frame.width / 2), -1), 1)
    }
}
