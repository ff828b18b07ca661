import CSDL2
import Kit

/// The fast path for the commonest shape: an axis-aligned (possibly rounded) rectangle.
///
/// `SDL_RenderGeometry` rasterises every pixel of a triangle through the blending path, which on the software
/// renderer costs ~2.9 ms for one full-window rectangle; `SDL_RenderFillRect` fills the same area in ~0.13 ms.
/// So a rectangle is filled as pixel-snapped spans in one `SDL_RenderFillRects` call: one span per row through
/// the rounded corners, one block between them. The spans do not overlap, so translucent colours blend once
/// everywhere, as on the triangle path.
extension SDLCanvas {
    /// Fills `rect` as spans when the transform keeps it axis-aligned; false when the caller must tessellate.
    func fillAxisAlignedRect(_ rect: Rect, cornerRadius: Double, color: Color) -> Bool {
        let radius = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        return fillAxisAligned(rect, radiusX: radius, radiusY: radius, color: color)
    }

    /// Fills the ellipse inscribed in `rect` as spans (a rounded rectangle whose corners meet), when axis-aligned.
    func fillAxisAlignedEllipse(in rect: Rect, color: Color) -> Bool {
        fillAxisAligned(rect, radiusX: rect.width / 2, radiusY: rect.height / 2, color: color)
    }

    private func fillAxisAligned(_ rect: Rect, radiusX: Double, radiusY: Double, color: Color) -> Bool {
        guard fillsRectanglesBySpans, isAxisAligned else { return false }
        let (r, g, b, a) = color.withAlpha(color.alpha * state.alpha).bytes
        guard a > 0 else { return true }
        let pixels = snappedDeviceRect(rect)
        guard pixels.w > 0, pixels.h > 0 else { return true }
        let scale = deviceScale
        let rx = Int32((radiusX * scale.x).rounded()).clamped(to: 0...(pixels.w / 2))
        let ry = Int32((radiusY * scale.y).rounded()).clamped(to: 0...(pixels.h / 2))
        SDL_SetRenderDrawColor(renderer, r, g, b, a)
        // An opaque fill replaces what is under it, so skip the per-pixel blend (same result, several times faster).
        if a == 255 { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
        defer { if a == 255 { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) } }
        var spans = RoundedRectSpans.rows(of: pixels, radiusX: rx, radiusY: ry)
        SDL_RenderFillRects(renderer, &spans, Int32(spans.count))
        return true
    }

    /// `rect` in whole device pixels, the edges where the triangle path would put them.
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
}

extension Int32 {
    fileprivate func clamped(to range: ClosedRange<Int32>) -> Int32 {
        Swift.min(Swift.max(self, range.lowerBound), Swift.max(range.upperBound, range.lowerBound))
    }
}
