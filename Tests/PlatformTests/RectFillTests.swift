import CSDL2
import Testing

@testable import Kit
@testable import Platform

/// The banded fast path for axis-aligned rectangles must paint what the triangle path paints: same pixels, same
/// colours, up to the odd pixel where the two round an arc differently.
@MainActor
@Suite("Rectangle fast path", .serialized)
struct RectFillTests {
    private static let size = Size(width: 160, height: 120)

    private func pixels(scale: Double, bySpans: Bool, _ draw: (Canvas) -> Void) throws -> [Color] {
        let target = try OffscreenTarget(size: Self.size, scale: scale)
        target.canvas.fillsRectanglesBySpans = bySpans
        target.draw(background: .white, draw)
        return (0..<Int(target.pixelHeight)).flatMap { y in
            (0..<Int(target.pixelWidth)).map { x in target.pixel(x: x, y: y) }
        }
    }

    private func differingPixels(scale: Double, _ draw: (Canvas) -> Void) throws -> Int {
        let fast = try pixels(scale: scale, bySpans: true, draw)
        let triangles = try pixels(scale: scale, bySpans: false, draw)
        return zip(fast, triangles).filter { a, b in
            max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue)) > 8.0 / 255
        }.count
    }

    @Test("Plain rectangles at fractional positions paint exactly the triangle path's pixels", arguments: [1.0, 2.0])
    func plainMatchesTriangles(scale: Double) throws {
        let differing = try differingPixels(scale: scale) { canvas in
            canvas.fill(Rect(x: 10.25, y: 8.5, width: 60.5, height: 30.75), cornerRadius: 0, color: .black)
            canvas.fill(Rect(x: 90.7, y: 60.4, width: 0.5 + 40, height: 33.3), cornerRadius: 0, color: .black)
            canvas.save()
            canvas.concatenate(AffineTransform(translationX: 20.3, y: 60.6).scaledBy(x: 0.6, y: 0.6))
            canvas.fill(Rect(x: 0, y: 0, width: 70, height: 70), cornerRadius: 0, color: Color(hex: 0xCC3322))
            canvas.restore()
        }
        #expect(differing == 0, "\(differing) pixels differ")
    }

    @Test("Rounded rectangles differ from the triangle path only along their arcs", arguments: [1.0, 2.0])
    func roundedMatchesTriangles(scale: Double) throws {
        let differing = try differingPixels(scale: scale) { canvas in
            canvas.fill(Rect(x: 80.5, y: 8.25, width: 60, height: 40), cornerRadius: 9, color: Color(hex: 0x3366CC))
            canvas.save()
            canvas.concatenate(AffineTransform(translationX: 20.3, y: 60.6).scaledBy(x: 0.6, y: 0.6))
            canvas.fill(Rect(x: 0, y: 0, width: 70, height: 70), cornerRadius: 12, color: Color(hex: 0xCC3322))
            canvas.restore()
        }
        // The fast path rounds arc points to whole pixels where the software renderer truncates them, so up to a
        // third of the arc's pixels may differ; a seam or a shifted edge would differ by whole rows.
        let arcPixels = 4 * Double.pi / 2 * (9 + 12 * 0.6) * scale
        #expect(Double(differing) <= arcPixels / 3, "\(differing) pixels differ")
    }

    @Test(
        "Ellipses (a ball and its halo) differ from the triangle path only along their outline", arguments: [1.0, 2.0])
    func ellipseMatchesTriangles(scale: Double) throws {
        let differing = try differingPixels(scale: scale) { canvas in
            canvas.fillEllipse(in: Rect(x: 20.5, y: 20.25, width: 41, height: 41), color: Color(hex: 0x3366CC))
            canvas.fillEllipse(in: Rect(x: 90, y: 30, width: 50, height: 24), color: Color(hex: 0xCC3322))
        }
        // A tessellated outline has straight chords between its points and the software renderer truncates
        // them (a lopsided shape); the spans follow the true curve. So up to half the outline's pixels may
        // differ; a missing row or a hole inside would add a diameter's worth.
        let outlinePixels = (Double.pi * 41 + Double.pi * (25 + 12)) * scale
        #expect(Double(differing) <= outlinePixels / 2, "\(differing) pixels differ")
    }

    @Test("A translucent rounded rectangle blends once everywhere (no doubled seams between its bands)")
    func translucentBlendsOnce() throws {
        let target = try OffscreenTarget(size: Self.size)
        target.draw(background: .white) { canvas in
            canvas.fill(Rect(x: 10, y: 10, width: 100, height: 80), cornerRadius: 16, color: Color.black.withAlpha(0.5))
        }
        let expected = Color(red: 0.5, green: 0.5, blue: 0.5)
        for (x, y) in [(12, 50), (26, 26), (60, 11), (60, 50), (108, 50), (60, 26), (26, 60), (95, 88)] {
            let pixel = target.pixel(x: x, y: y)
            #expect(abs(pixel.red - expected.red) <= 3.0 / 255, "pixel (\(x), \(y)) is \(pixel)")
        }
    }

    @Test("A hairline thinner than a pixel still shows")
    func hairlineShows() throws {
        let target = try OffscreenTarget(size: Self.size)
        target.draw(background: .white) { canvas in
            canvas.fill(Rect(x: 10, y: 20.6, width: 100, height: 0.5), cornerRadius: 0, color: .black)
        }
        let darkRows = (15..<26).filter { target.pixel(x: 50, y: $0).red < 0.5 }
        #expect(darkRows.count == 1)
    }
}

@Suite("Rounded rectangle spans")
struct RoundedRectSpansTests {
    private func coverage(_ spans: [SDL_Rect]) -> [Int32: [Int32]] {
        var rows: [Int32: [Int32]] = [:]
        for span in spans {
            for y in span.y..<(span.y + span.h) { rows[y, default: []] += Array(span.x..<(span.x + span.w)) }
        }
        return rows
    }

    @Test("Spans cover each pixel at most once, and every pixel of the straight middle")
    func noOverlapFullMiddle() {
        let rect = SDL_Rect(x: 10, y: 20, w: 50, h: 30)
        let rows = coverage(RoundedRectSpans.rows(of: rect, radiusX: 8, radiusY: 8))
        for (_, xs) in rows { #expect(Set(xs).count == xs.count) }
        for y in Int32(28)..<42 { #expect(rows[y]?.count == 50) }
        #expect(rows.keys.min() == 20 && rows.keys.max() == 49)
    }

    @Test("Corners are cut symmetrically, most at the outer rows, and pixels outside the circle stay empty")
    func cornersFollowTheCircle() {
        let rect = SDL_Rect(x: 0, y: 0, w: 40, h: 40)
        let rows = coverage(RoundedRectSpans.rows(of: rect, radiusX: 10, radiusY: 10))
        #expect(rows[0]?.min() == 40 - 1 - (rows[0]?.max() ?? 0))
        #expect(rows[39] == rows[0])
        let insets = (0..<10).map { RoundedRectSpans.inset(ofRow: Int32($0), radiusX: 10, radiusY: 10) }
        #expect(insets == insets.sorted(by: >))
        #expect(insets[0] >= 5 && insets[9] == 0)
        // The corner pixel's centre (0.5, 0.5) is 13.4 px from the arc's centre (10, 10): outside.
        #expect(rows[0]?.contains(0) == false)
    }

    @Test("A zero radius is the rectangle itself")
    func zeroRadius() {
        let rect = SDL_Rect(x: 3, y: 4, w: 5, h: 6)
        let spans = RoundedRectSpans.rows(of: rect, radiusX: 0, radiusY: 0)
        #expect(spans.count == 1 && spans[0].x == 3 && spans[0].w == 5 && spans[0].h == 6)
    }
}
