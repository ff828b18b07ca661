import CSDL2
import FoundationEssentials

/// A rounded rectangle in whole device pixels as non-overlapping spans: a span per pixel row through the corners,
/// one block for the straight middle. Pure geometry, tested on its own.
enum RoundedRectSpans {
    /// The spans covering `pixels` with elliptical corners of `radiusX` × `radiusY` pixels: a pixel is inside when
    /// its centre is (the rule the triangle rasteriser follows), so curves match the tessellated shapes.
    static func rows(of pixels: SDL_Rect, radiusX: Int32, radiusY: Int32) -> [SDL_Rect] {
        guard radiusX > 0, radiusY > 0 else { return [pixels] }
        var spans: [SDL_Rect] = []
        spans.reserveCapacity(2 * Int(radiusY) + 1)
        let insets = (0..<radiusY).map { row in inset(ofRow: row, radiusX: radiusX, radiusY: radiusY) }
        for (row, inset) in zip(0..<radiusY, insets) {
            spans.append(SDL_Rect(x: pixels.x + inset, y: pixels.y + row, w: pixels.w - 2 * inset, h: 1))
        }
        spans.append(SDL_Rect(x: pixels.x, y: pixels.y + radiusY, w: pixels.w, h: pixels.h - 2 * radiusY))
        for (row, inset) in zip(0..<radiusY, insets) {
            spans.append(SDL_Rect(x: pixels.x + inset, y: pixels.y + pixels.h - 1 - row, w: pixels.w - 2 * inset, h: 1))
        }
        return spans.filter { $0.w > 0 && $0.h > 0 }
    }

    /// How many pixels the corner cuts from row `row` (0 = the outermost), counted from the rectangle's side.
    static func inset(ofRow row: Int32, radiusX: Int32, radiusY: Int32) -> Int32 {
        let rx = Double(radiusX)
        let ry = Double(radiusY)
        let distanceAboveCentre = ry - (Double(row) + 0.5)
        let halfChord = rx * (1 - (distanceAboveCentre / ry) * (distanceAboveCentre / ry)).squareRoot()
        // Pixel j (from the side) is inside when its centre j + 0.5 is at least rx − halfChord from the side.
        return Int32((rx - halfChord - 0.5).rounded(.up))
    }
}
