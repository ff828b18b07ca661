/// A point of the field, in points from its top-left corner (y grows downwards, as the views draw it). The rules'
/// own geometry, so the core needs no toolkit; the scene converts at the edge.
public struct FieldPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = FieldPoint(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }

    /// Distance from the origin, in points.
    public var length: Double { (x * x + y * y).squareRoot() }

    public func distance(to other: FieldPoint) -> Double {
        FieldPoint(x: x - other.x, y: y - other.y).length
    }
}

/// An upright rectangle of the field, in points: a cell, a square's extent as turned, a spawn place.
public struct FieldBox: Hashable, Sendable {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The box of side `side` centred on `center`.
    public init(center: FieldPoint, side: Double) {
        self.init(
            minX: center.x - side / 2, minY: center.y - side / 2, maxX: center.x + side / 2,
            maxY: center.y + side / 2)
    }

    /// Whether the two overlap with some area (touching edges do not).
    public func intersects(_ other: FieldBox) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The box's point nearest `point` (the point itself when inside).
    public func nearestPoint(to point: FieldPoint) -> FieldPoint {
        FieldPoint(x: min(max(point.x, minX), maxX), y: min(max(point.y, minY), maxY))
    }
}
