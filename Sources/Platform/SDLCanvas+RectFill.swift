import CSDL2
import Foundation
import Kit

/// The fast path for the commonest shape: an axis-aligned (possibly rounded) rectangle.
///
/// `SDL_RenderGeometry` rasterises every pixel of a triangle through the blending path, which on the software
/// renderer costs ~2.9 ms for one full-window rectangle; `SDL_RenderFillRect` fills the same area in ~0.13 ms.
/// So the straight parts become up to three pixel-snapped bands filled as rectangles, and only the four corner
/// arcs (a few hundred pixels) still go through triangles. The pieces do not overlap, so translucent colours
/// blend once everywhere, as on the triangle path.
extension SDLCanvas {
    /// Fills `rect` by bands when the transform keeps it axis-aligned; false when the caller must tessellate.
    func fillAxisAlignedRect(_ rect: Rect, cornerRadius: Double, color: Color) -> Bool {
        guard fillsRectanglesByBands, isAxisAligned else { return false }
        let (r, g, b, a) = color.withAlpha(color.alpha * state.alpha).bytes
        guard a > 0 else { return true }
        let pixels = snappedDeviceRect(rect)
        guard pixels.w > 0, pixels.h > 0 else { return true }
        let scale = deviceScale
        let radius = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        let rx = Int32((radius * scale.x).rounded()).clamped(to: 0...(pixels.w / 2))
        let ry = Int32((radius * scale.y).rounded()).clamped(to: 0...(pixels.h / 2))
        SDL_SetRenderDrawColor(renderer, r, g, b, a)
        // An opaque fill replaces what is under it, so skip the per-pixel blend (same result, several times faster).
        if a == 255 { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
        defer { if a == 255 { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) } }
        guard rx > 0, ry > 0 else {
            fillPixels(pixels)
            return true
        }
        fillPixels(SDL_Rect(x: pixels.x + rx, y: pixels.y, w: pixels.w - 2 * rx, h: pixels.h))
        let sideHeight = pixels.h - 2 * ry
        fillPixels(SDL_Rect(x: pixels.x, y: pixels.y + ry, w: rx, h: sideHeight))
        fillPixels(SDL_Rect(x: pixels.x + pixels.w - rx, y: pixels.y + ry, w: rx, h: sideHeight))
        fillCornerArcs(of: pixels, rx: rx, ry: ry, color: SDL_Color(r: r, g: g, b: b, a: a))
        return true
    }

    /// `rect` in whole device pixels, so the bands and the corner fans meet without seams.
    private func snappedDeviceRect(_ rect: Rect) -> SDL_Rect {
        let a = devicePoint(Point(x: rect.minX, y: rect.minY))
        let b = devicePoint(Point(x: rect.maxX, y: rect.maxY))
        let (minX, width) = snappedSpan(from: min(a.x, b.x), to: max(a.x, b.x))
        let (minY, height) = snappedSpan(from: min(a.y, b.y), to: max(a.y, b.y))
        return SDL_Rect(x: minX, y: minY, w: width, h: height)
    }

    /// The pixels the triangle path would paint for the span, so fills meet strokes and images drawn as triangles
    /// edge to edge: pixels whose centres lie in the span, after the software renderer's truncation of positions
    /// where that applies. At least one pixel when the span is not empty, so a hairline thinner than a pixel
    /// (a 0.5 pt separator at scale 1) still shows instead of rounding away.
    private func snappedSpan(from start: Double, to end: Double) -> (start: Int32, length: Int32) {
        func edge(_ position: Double) -> Double {
            truncatesVertexPositions ? position.rounded(.towardZero) : (position - 0.5).rounded(.up)
        }
        let first = edge(start)
        let length = edge(end) - first
        guard length < 1, end > start else { return (Int32(first), Int32(length)) }
        return (Int32(start.rounded(.down)), 1)
    }

    private func fillPixels(_ rect: SDL_Rect) {
        guard rect.w > 0, rect.h > 0 else { return }
        var rect = rect
        SDL_RenderFillRect(renderer, &rect)
    }

    /// The four quarter-ellipses, each a fan around its centre; the fan's straight edges lie on whole pixels,
    /// exactly where the bands stop.
    private func fillCornerArcs(of pixels: SDL_Rect, rx: Int32, ry: Int32, color: SDL_Color) {
        let segments = Tessellation.cornerSegments(radiusInPixels: Double(max(rx, ry)))
        let left = Float(pixels.x + rx)
        let right = Float(pixels.x + pixels.w - rx)
        let top = Float(pixels.y + ry)
        let bottom = Float(pixels.y + pixels.h - ry)
        let corners: [(x: Float, y: Float, startAngle: Float)] = [
            (left, top, .pi), (right, top, 1.5 * .pi), (right, bottom, 0), (left, bottom, 0.5 * .pi),
        ]
        var vertices: [SDL_Vertex] = []
        var indices: [Int32] = []
        vertices.reserveCapacity(4 * (segments + 2))
        indices.reserveCapacity(4 * segments * 3)
        for corner in corners {
            let centre = Int32(vertices.count)
            vertices.append(vertex(corner.x, corner.y, color))
            for step in 0...segments {
                let angle = corner.startAngle + Float(step) / Float(segments) * .pi / 2
                // Whole pixels: the software renderer would truncate the fraction, pulling arcs off their bands.
                let x = (corner.x + Float(rx) * cos(angle)).rounded()
                let y = (corner.y + Float(ry) * sin(angle)).rounded()
                vertices.append(vertex(x, y, color))
                if step > 0 { indices += [centre, centre + Int32(step), centre + Int32(step) + 1] }
            }
        }
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }

    private func vertex(_ x: Float, _ y: Float, _ color: SDL_Color) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: color, tex_coord: SDL_FPoint(x: 0, y: 0))
    }
}

extension Int32 {
    fileprivate func clamped(to range: ClosedRange<Int32>) -> Int32 {
        Swift.min(Swift.max(self, range.lowerBound), Swift.max(range.upperBound, range.lowerBound))
    }
}
