/// The view properties that animate, and how their values become vectors the engine can interpolate.
public enum AnimatableProperty: Hashable, Sendable, CaseIterable {
    case alpha, center, bounds, transform, backgroundColor
}

/// A property value flattened to numbers, so every animation is the same arithmetic on a vector.
struct AnimationVector: Equatable {
    var components: [Double]

    static func - (a: AnimationVector, b: AnimationVector) -> AnimationVector {
        AnimationVector(components: zip(a.components, b.components).map { $0 - $1 })
    }

    static func + (a: AnimationVector, b: AnimationVector) -> AnimationVector {
        AnimationVector(components: zip(a.components, b.components).map { $0 + $1 })
    }

    static func * (a: AnimationVector, s: Double) -> AnimationVector {
        AnimationVector(components: a.components.map { $0 * s })
    }

    var isZero: Bool { components.allSatisfy { $0 == 0 } }
}

extension AnimationVector {
    init(_ value: Double) { components = [value] }
    init(_ p: Point) { components = [p.x, p.y] }
    init(_ r: Rect) { components = [r.minX, r.minY, r.width, r.height] }
    init(_ t: AffineTransform) { components = [t.a, t.b, t.c, t.d, t.tx, t.ty] }
    init(_ c: Color) { components = [c.red, c.green, c.blue, c.alpha] }

    var double: Double { components[0] }
    var point: Point { Point(x: components[0], y: components[1]) }
    var rect: Rect { Rect(x: components[0], y: components[1], width: components[2], height: components[3]) }
    var transform: AffineTransform {
        AffineTransform(
            a: components[0], b: components[1], c: components[2], d: components[3], tx: components[4],
            ty: components[5])
    }
    var color: Color { Color(red: components[0], green: components[1], blue: components[2], alpha: components[3]) }
}
