/// Maps linear time progress (0…1) to animation progress, as a cubic Bézier from (0,0) to (1,1).
///
/// The named curves use UIKit's control points; the curve is solved for x with Newton's method and a
/// bisection fallback, accurate to 1e-7, so values match the Bézier definition rather than an approximation.
public struct TimingCurve: Hashable, Sendable {
    let c1: Point
    let c2: Point

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        c1 = Point(x: x1, y: y1)
        c2 = Point(x: x2, y: y2)
    }

    public static let linear = TimingCurve(0, 0, 1, 1)
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// Accuracy of the x solve; far below a pixel for any on-screen distance.
    private static let solveEpsilon = 1e-7
    private static let newtonIterations = 8

    /// Animation progress at linear time `t` (clamped to 0…1).
    public func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        if self == .linear { return t }
        return bezier(solveParameter(forX: t), c1.y, c2.y)
    }

    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        // B(s) = 3(1-s)²s·p1 + 3(1-s)s²·p2 + s³, with the end points fixed at 0 and 1.
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    private func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    private func solveParameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<Self.newtonIterations {
            let error = bezier(s, c1.x, c2.x) - x
            if abs(error) < Self.solveEpsilon { return s }
            let slope = bezierSlope(s, c1.x, c2.x)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
        }
        var low = 0.0
        var high = 1.0
        s = x
        while high - low > Self.solveEpsilon {
            let current = bezier(s, c1.x, c2.x)
            if abs(current - x) < Self.solveEpsilon { return s }
            if current < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
