import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// The shape of a named collision boundary: a chain of straight edges (UIKit takes a `UIBezierPath`).
///
/// Items bounce off the edges from either side, as in UIKit: a rectangle is a brick from outside and a box
/// from inside. Curves are approximated by `DynamicsTuning.ovalSegmentCount` edges.
public struct BoundaryPath: Sendable, Hashable {
    /// The corners, in the reference coordinate space (points).
    public var points: [Point]
    /// Whether an edge joins the last point back to the first.
    public var isClosed: Bool

    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }

    /// One edge between two points.
    public static func line(from start: Point, to end: Point) -> BoundaryPath {
        BoundaryPath(points: [start, end], isClosed: false)
    }

    /// A chain of edges through `points`; `closed` adds the edge back to the start.
    static func polyline(_ points: [Point], closed: Bool = false) -> BoundaryPath {
        BoundaryPath(points: points, isClosed: closed)
    }

    /// The four edges of `rect`.
    public static func rect(_ rect: Rect) -> BoundaryPath {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ]
        return BoundaryPath(points: corners, isClosed: true)
    }

    /// The ellipse inscribed in `rect`, as a closed polygon.
    public static func oval(in rect: Rect) -> BoundaryPath {
        let count = DynamicsTuning.ovalSegmentCount
        let points = (0..<count).map { index in
            let angle = 2 * Double.pi * Double(index) / Double(count)
            return Point(x: rect.midX + cos(angle) * rect.width / 2, y: rect.midY + sin(angle) * rect.height / 2)
        }
        return BoundaryPath(points: points, isClosed: true)
    }

    /// The edges as pairs of points; zero-length edges are skipped.
    public var segments: [(start: Point, end: Point)] {
        guard points.count >= 2 else { return [] }
        var pairs = zip(points, points.dropFirst()).map { (start: $0, end: $1) }
        if isClosed, points.count > 2, let first = points.first, let last = points.last {
            pairs.append((start: last, end: first))
        }
        return pairs.filter { $0.start != $0.end }
    }
}
