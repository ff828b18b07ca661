/// A location or displacement in points (1 pt = 1 logical pixel; a HiDPI display has more pixels per point).
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }

    /// Distance from the origin, in points.
    public var length: Double { (x * x + y * y).squareRoot() }

    public func distance(to other: Point) -> Double { (self - other).length }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static func / (a: Point, s: Double) -> Point { Point(x: a.x / s, y: a.y / s) }
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
    public static func += (a: inout Point, b: Point) { a = a + b }
    public static func -= (a: inout Point, b: Point) { a = a - b }
}
