import FoundationEssentials
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// Turns shapes into outlines and triangles for `SDL_RenderGeometry`. Pure geometry, tested on its own.
enum Tessellation {
    /// Arc segments per corner grow with the on-screen radius so curves stay smooth: about one segment per
    /// this many device pixels of arc length, within the bounds below.
    static let pixelsPerSegment = 3.0
    static let minimumCornerSegments = 2
    static let maximumCornerSegments = 24

    /// Segments for a quarter circle of `radius` device pixels.
    static func cornerSegments(radiusInPixels radius: Double) -> Int {
        let arc = Double.pi / 2 * radius
        return min(max(Int((arc / pixelsPerSegment).rounded(.up)), minimumCornerSegments), maximumCornerSegments)
    }

    /// The outline of a rounded rectangle, clockwise from the top-left corner's arc, with `segments` steps per
    /// corner (the same count for any radius, so an inner and outer outline pair up point for point).
    static func roundedRectOutline(_ rect: Rect, radius: Double, segments: Int) -> [Point] {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let corners: [(center: Point, startAngle: Double)] = [
            (Point(x: rect.minX + r, y: rect.minY + r), Double.pi),
            (Point(x: rect.maxX - r, y: rect.minY + r), 1.5 * Double.pi),
            (Point(x: rect.maxX - r, y: rect.maxY - r), 0),
            (Point(x: rect.minX + r, y: rect.maxY - r), 0.5 * Double.pi),
        ]
        var points: [Point] = []
        points.reserveCapacity(4 * (segments + 1))
        for corner in corners {
            for step in 0...segments {
                let angle = corner.startAngle + Double(step) / Double(segments) * Double.pi / 2
                points.append(Point(x: corner.center.x + r * cos(angle), y: corner.center.y + r * sin(angle)))
            }
        }
        return points
    }

    /// Points around an ellipse inscribed in `rect`.
    static func ellipseOutline(_ rect: Rect, segments: Int) -> [Point] {
        (0..<segments).map { step in
            let angle = Double(step) / Double(segments) * 2 * Double.pi
            return Point(x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
        }
    }

    /// Triangle indices fanning a convex outline from its first point.
    static func fanIndices(count: Int) -> [Int32] {
        guard count >= 3 else { return [] }
        var indices: [Int32] = []
        indices.reserveCapacity((count - 2) * 3)
        for i in 1..<(count - 1) { indices += [0, Int32(i), Int32(i + 1)] }
        return indices
    }

    /// Triangle indices for a closed band between an outer outline (0..<count) and an inner one (count..<2count).
    static func ringIndices(count: Int) -> [Int32] {
        var indices: [Int32] = []
        indices.reserveCapacity(count * 6)
        for i in 0..<count {
            let next = (i + 1) % count
            let outer = Int32(i)
            let outerNext = Int32(next)
            let inner = Int32(count + i)
            let innerNext = Int32(count + next)
            indices += [outer, outerNext, innerNext, outer, innerNext, inner]
        }
        return indices
    }
}
