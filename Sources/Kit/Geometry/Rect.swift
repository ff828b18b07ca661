/// An axis-aligned rectangle in points: origin at the top-left, y grows downward (as in UIKit).
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// A rectangle of `size` centred on `center`.
    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var description: String { "[\(minX), \(minY), \(width), \(height)]" }

    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(x: midX, y: midY) }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// True when `point` lies inside; the right and bottom edges are outside, as in UIKit.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    /// The overlap of two rectangles, or an empty rect at the origin when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// Shrinks (positive) or grows (negative) every edge by the given amounts.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// Splits off a slice of `amount` points from one edge; returns (slice, remainder).
    public func divided(atDistance amount: Double, from edge: Edge) -> (slice: Rect, remainder: Rect) {
        switch edge {
        case .top:
            let a = min(amount, height)
            return (
                Rect(x: minX, y: minY, width: width, height: a),
                Rect(x: minX, y: minY + a, width: width, height: height - a)
            )
        case .bottom:
            let a = min(amount, height)
            return (
                Rect(x: minX, y: maxY - a, width: width, height: a),
                Rect(x: minX, y: minY, width: width, height: height - a)
            )
        case .left:
            let a = min(amount, width)
            return (
                Rect(x: minX, y: minY, width: a, height: height),
                Rect(x: minX + a, y: minY, width: width - a, height: height)
            )
        case .right:
            let a = min(amount, width)
            return (
                Rect(x: maxX - a, y: minY, width: a, height: height),
                Rect(x: minX, y: minY, width: width - a, height: height)
            )
        }
    }

    /// One side of a rectangle.
    public enum Edge: Sendable { case top, bottom, left, right }
}

/// Distances inset from each edge of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = EdgeInsets()
}
