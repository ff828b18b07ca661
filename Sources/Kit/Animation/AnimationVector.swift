/// A property value flattened to up to eight numbers, so every animation is the same arithmetic on a vector.
/// Held inline in a SIMD register-sized value: the per-frame path allocates nothing.
struct AnimationVector: Equatable {
    var storage: SIMD8<Double>

    init(storage: SIMD8<Double>) { self.storage = storage }

    static let zero = AnimationVector(storage: .zero)

    static func - (a: AnimationVector, b: AnimationVector) -> AnimationVector {
        AnimationVector(storage: a.storage - b.storage)
    }

    static func + (a: AnimationVector, b: AnimationVector) -> AnimationVector {
        AnimationVector(storage: a.storage + b.storage)
    }

    static func += (a: inout AnimationVector, b: AnimationVector) { a.storage += b.storage }

    static func * (a: AnimationVector, s: Double) -> AnimationVector {
        AnimationVector(storage: a.storage * s)
    }

    var isZero: Bool { storage == .zero }
}

extension AnimationVector {
    init(_ value: Double) { storage = SIMD8(value, 0, 0, 0, 0, 0, 0, 0) }
    init(_ p: Point) { storage = SIMD8(p.x, p.y, 0, 0, 0, 0, 0, 0) }
    init(_ r: Rect) { storage = SIMD8(r.minX, r.minY, r.width, r.height, 0, 0, 0, 0) }
    init(_ t: AffineTransform) { storage = SIMD8(t.a, t.b, t.c, t.d, t.tx, t.ty, 0, 0) }
    init(_ c: Color) { storage = SIMD8(c.red, c.green, c.blue, c.alpha, 0, 0, 0, 0) }
    init(_ t: Transform3D) {
        storage = SIMD8(t.rotationX, t.rotationY, t.perspectiveDistance, t.rotationZ, 0, 0, 0, 0)
    }

    var double: Double { storage[0] }
    var point: Point { Point(x: storage[0], y: storage[1]) }
    var rect: Rect { Rect(x: storage[0], y: storage[1], width: storage[2], height: storage[3]) }
    var transform: AffineTransform {
        AffineTransform(a: storage[0], b: storage[1], c: storage[2], d: storage[3], tx: storage[4], ty: storage[5])
    }
    var color: Color { Color(red: storage[0], green: storage[1], blue: storage[2], alpha: storage[3]) }
    var transform3D: Transform3D {
        Transform3D(
            rotationX: storage[0], rotationY: storage[1], rotationZ: storage[3], perspectiveDistance: storage[2])
    }
}
