import Testing

@testable import Kit

@Suite("Geometry")
struct GeometryTests {
    @Test("A rect contains its top-left corner but not its bottom-right one")
    func containsIsHalfOpen() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(!rect.contains(Point(x: 40, y: 60)))
        #expect(rect.contains(Point(x: 39.9, y: 59.9)))
    }

    @Test("Intersection and union of overlapping and disjoint rects")
    func intersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isEmpty)
    }

    @Test("Dividing a rect from the bottom slices off a bar")
    func divided() {
        let (slice, rest) = Rect(x: 0, y: 0, width: 100, height: 300).divided(atDistance: 60, from: .bottom)
        #expect(slice == Rect(x: 0, y: 240, width: 100, height: 60))
        #expect(rest == Rect(x: 0, y: 0, width: 100, height: 240))
    }

    @Test("A transform composed with its inverse is the identity")
    func inverse() throws {
        let t = AffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 3).translatedBy(x: 5, y: -4)
        let inverse = try #require(t.inverted)
        let p = Point(x: 12, y: -7)
        let roundTrip = inverse.apply(to: t.apply(to: p))
        #expect(abs(roundTrip.x - p.x) < 1e-9 && abs(roundTrip.y - p.y) < 1e-9)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted == nil)
    }

    @Test("Rotating by a quarter turn turns x into y, clockwise on screen")
    func rotationIsClockwiseOnScreen() {
        let p = AffineTransform(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test("Aspect fit letterboxes a wide image in a tall box")
    func aspectFit() {
        #expect(
            Size(width: 1200, height: 800).aspectFit(in: Size(width: 600, height: 600)) == Size(width: 600, height: 400)
        )
        #expect(
            Size(width: 1200, height: 800).aspectFill(in: Size(width: 600, height: 600))
                == Size(width: 900, height: 600))
    }

    @Test("Colours print as hex and interpolate component-wise")
    func colors() {
        #expect(Color(hex: 0xFF9F43).hexString == "#FF9F43")
        #expect(Color(hex: 0x000000, alpha: 0.5).hexString == "#00000080")
        #expect(Color.interpolate(.black, .white, 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
    }
}
