import CSDL2
import Kit

extension SDLCanvas {
    public func fill(_ rect: Rect, cornerRadius: Double, color: Color) {
        guard !rect.isEmpty, !fillAxisAlignedRect(rect, cornerRadius: cornerRadius, color: color) else { return }
        let segments = cornerSegments(cornerRadius)
        let outline = Tessellation.roundedRectOutline(rect, radius: cornerRadius, segments: segments)
        drawTriangles(outline, indices: Tessellation.fanIndices(count: outline.count), color: color)
    }

    public func stroke(_ rect: Rect, cornerRadius: Double, lineWidth: Double, color: Color) {
        guard lineWidth > 0, !rect.isEmpty else { return }
        let half = lineWidth / 2
        let segments = cornerSegments(cornerRadius + half)
        let outer = Tessellation.roundedRectOutline(
            rect.insetBy(dx: -half, dy: -half), radius: cornerRadius + half, segments: segments)
        let inner = Tessellation.roundedRectOutline(
            rect.insetBy(dx: half, dy: half), radius: max(cornerRadius - half, 0), segments: segments)
        drawTriangles(outer + inner, indices: Tessellation.ringIndices(count: outer.count), color: color)
    }

    public func fillEllipse(in rect: Rect, color: Color) {
        guard !rect.isEmpty, !fillAxisAlignedEllipse(in: rect, color: color) else { return }
        let radius = max(rect.width, rect.height) / 2 * max(deviceScale.x, deviceScale.y)
        let outline = Tessellation.ellipseOutline(
            rect, segments: 4 * Tessellation.cornerSegments(radiusInPixels: radius))
        drawTriangles(outline, indices: Tessellation.fanIndices(count: outline.count), color: color)
    }

    public func strokeLine(from start: Point, to end: Point, width: Double, color: Color) {
        let delta = end - start
        let length = delta.length
        guard length > 0, width > 0 else { return }
        let normal = Point(x: -delta.y / length, y: delta.x / length) * (width / 2)
        let quad = [start + normal, end + normal, end - normal, start - normal]
        drawTriangles(quad, indices: [0, 1, 2, 0, 2, 3], color: color)
    }

    /// Fills triangles over user-space points with one colour, at the current opacity.
    func drawTriangles(_ points: [Point], indices: [Int32], color: Color) {
        let (r, g, b, a) = color.withAlpha(color.alpha * state.alpha).bytes
        guard a > 0, !indices.isEmpty else { return }
        let vertices = points.map { point -> SDL_Vertex in
            let device = devicePoint(point)
            return SDL_Vertex(
                position: SDL_FPoint(x: Float(device.x), y: Float(device.y)),
                color: SDL_Color(r: r, g: g, b: b, a: a), tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }

    /// Draws `texture` stretched over the user-space `rect`, modulated by `color` (white = as it is).
    func drawTexture(_ texture: OpaquePointer, in rect: Rect, color: Color) {
        let (r, g, b, a) = color.withAlpha(color.alpha * state.alpha).bytes
        guard a > 0 else { return }
        var corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ].map { devicePoint($0) }
        if isAxisAligned {
            // Snap to whole pixels so text and icons drawn 1:1 stay sharp instead of being resampled.
            corners = corners.map { Point(x: $0.x.rounded(), y: $0.y.rounded()) }
        }
        let uv: [(Float, Float)] = [(0, 0), (1, 0), (1, 1), (0, 1)]
        let vertices = zip(corners, uv).map { corner, coordinate in
            SDL_Vertex(
                position: SDL_FPoint(x: Float(corner.x), y: Float(corner.y)),
                color: SDL_Color(r: r, g: g, b: b, a: a), tex_coord: SDL_FPoint(x: coordinate.0, y: coordinate.1))
        }
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        SDL_RenderGeometry(renderer, texture, vertices, 4, indices, 6)
    }

    private func cornerSegments(_ radius: Double) -> Int {
        Tessellation.cornerSegments(radiusInPixels: radius * max(deviceScale.x, deviceScale.y))
    }
}
