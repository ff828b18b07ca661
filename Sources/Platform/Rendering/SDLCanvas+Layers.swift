import CSDL2
import FoundationEssentials
import Kit

/// Offscreen layers and snapshots: content is rendered into a target texture (SDL_SetRenderTarget), then drawn as
/// a projected grid of textured triangles (SDL_RenderGeometry with per-vertex texture coordinates).
extension SDLCanvas {
    /// Grid cells per side of a projected layer. SDL maps textures affinely per triangle, so a coarse grid bends
    /// straight texture lines at the cell seams; 16 keeps that under a pixel for views up to ~1000 pt at the
    /// perspectives views use.
    static let projectedGridCells = 16
    /// The layer is rendered at up to this many times its size where perspective magnifies it (the near edge).
    static let maximumLayerMagnification = 2.0

    public func drawLayer(_ rect: Rect, projection: Projection, content: (Canvas) -> Void) {
        guard !rect.isEmpty, state.alpha > 0 else { return }
        let pixelsPerPoint = layerPixelsPerPoint(for: rect, projection: projection)
        let (width, height) = Self.pixelSize(of: rect, pixelsPerPoint: pixelsPerPoint)
        guard let (texture, size) = layers.acquire(width: width, height: height) else {
            drawLayerWithoutPerspective(rect, projection: projection, content: content)
            return
        }
        renderOffscreen(into: texture, rect: rect, pixelsPerPoint: pixelsPerPoint, content: content)
        let coverage = (
            u: rect.width * pixelsPerPoint / Double(size.width), v: rect.height * pixelsPerPoint / Double(size.height)
        )
        drawProjected(texture, rect: rect, coverage: coverage, projection: projection)
        layers.release(texture)
    }

    public func makeSnapshot(of rect: Rect, content: (Canvas) -> Void) -> CanvasSnapshot? {
        guard !rect.isEmpty else { return nil }
        let pixelsPerPoint = min(scale, Double(LayerTexturePool.maximumSide) / max(rect.width, rect.height))
        let (width, height) = Self.pixelSize(of: rect, pixelsPerPoint: pixelsPerPoint)
        guard let (texture, size) = layers.acquire(width: width, height: height) else { return nil }
        renderOffscreen(into: texture, rect: rect, pixelsPerPoint: pixelsPerPoint, content: content)
        let snapshot = SDLSnapshot(
            rect: rect, texture: texture, pool: layers,
            textureCoverage: (
                rect.width * pixelsPerPoint / Double(size.width), rect.height * pixelsPerPoint / Double(size.height)
            ))
        snapshots.removeAll { $0.snapshot == nil }
        snapshots.append(WeakSnapshot(snapshot: snapshot))
        return snapshot
    }

    public func draw(_ snapshot: CanvasSnapshot, projection: Projection) {
        guard let snapshot = snapshot as? SDLSnapshot, let texture = snapshot.texture, state.alpha > 0 else { return }
        drawProjected(texture, rect: snapshot.rect, coverage: snapshot.textureCoverage, projection: projection)
    }

    // MARK: Private

    /// Renders `content` (drawn in its own space, where `rect` is the layer) into `texture`, cleared first,
    /// with a fresh drawing state; the canvas's target and state are restored afterwards.
    private func renderOffscreen(
        into texture: OpaquePointer, rect: Rect, pixelsPerPoint: Double, content: (Canvas) -> Void
    ) {
        let previousTarget = SDL_GetRenderTarget(renderer)
        let saved = (state: state, stack: stack, scale: scale)
        SDL_SetRenderTarget(renderer, texture)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        state = CanvasState(transform: AffineTransform(translationX: -rect.minX, y: -rect.minY))
        stack = []
        scale = pixelsPerPoint
        applyClip()
        content(self)
        assert(stack.isEmpty, "A layer's content left save() calls unbalanced: pair each save() with restore().")
        SDL_SetRenderTarget(renderer, previousTarget)
        (state, stack, scale) = saved
        applyClip()
    }

    /// Draws the part `coverage` of `texture` over `rect` mapped through `projection` and the current transform,
    /// as a grid of triangles; triangles with a corner at or behind the eye are left out.
    private func drawProjected(
        _ texture: OpaquePointer, rect: Rect, coverage: (u: Double, v: Double), projection: Projection
    ) {
        let cells = Self.projectedGridCells
        let color = layerVertexColor(premultiplied: isPremultiplied(texture))
        var vertices: [SDL_Vertex] = []
        var inFront: [Bool] = []
        vertices.reserveCapacity((cells + 1) * (cells + 1))
        inFront.reserveCapacity((cells + 1) * (cells + 1))
        for row in 0...cells {
            let v = Double(row) / Double(cells)
            for column in 0...cells {
                let u = Double(column) / Double(cells)
                let point = Point(x: rect.minX + u * rect.width, y: rect.minY + v * rect.height)
                inFront.append(projection.w(at: point) > Projection.minimumW)
                let device = devicePoint(projection.applyClamped(to: point))
                vertices.append(
                    SDL_Vertex(
                        position: SDL_FPoint(x: Float(device.x), y: Float(device.y)), color: color,
                        tex_coord: SDL_FPoint(x: Float(u * coverage.u), y: Float(v * coverage.v))))
            }
        }
        var visible = Self.gridIndices(cells: cells)
        if inFront.contains(false) {
            visible = stride(from: 0, to: visible.count, by: 3).flatMap { start -> [Int32] in
                let triangle = visible[start..<start + 3]
                return triangle.allSatisfy { inFront[Int($0)] } ? Array(triangle) : []
            }
        }
        guard !visible.isEmpty else { return }
        SDL_RenderGeometry(renderer, texture, vertices, Int32(vertices.count), visible, Int32(visible.count))
    }

    /// Two triangles per cell of a (cells + 1)² vertex grid, row by row.
    static func gridIndices(cells: Int) -> [Int32] {
        var indices: [Int32] = []
        indices.reserveCapacity(cells * cells * 6)
        let stride = cells + 1
        for row in 0..<cells {
            for column in 0..<cells {
                let topLeft = Int32(row * stride + column)
                let topRight = topLeft + 1
                let bottomLeft = topLeft + Int32(stride)
                let bottomRight = bottomLeft + 1
                indices += [topLeft, topRight, bottomRight, topLeft, bottomRight, bottomLeft]
            }
        }
        return indices
    }

    private func isPremultiplied(_ texture: OpaquePointer) -> Bool {
        var mode = SDL_BLENDMODE_NONE
        SDL_GetTextureBlendMode(texture, &mode)
        return mode == LayerTexturePool.premultipliedBlendMode
    }

    /// The layer's opacity as a vertex colour: premultiplied textures scale colour and alpha alike.
    private func layerVertexColor(premultiplied: Bool) -> SDL_Color {
        let alpha = UInt8((min(max(state.alpha, 0), 1) * 255).rounded())
        return premultiplied
            ? SDL_Color(r: alpha, g: alpha, b: alpha, a: alpha) : SDL_Color(r: 255, g: 255, b: 255, a: alpha)
    }

    /// Device pixels per point to render a layer at: the canvas's current scale, more where the perspective
    /// enlarges it (the near edge), capped so no side exceeds the pool's maximum.
    private func layerPixelsPerPoint(for rect: Rect, projection: Projection) -> Double {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ]
        let nearest = corners.map { max(projection.w(at: $0), Projection.minimumW) }.min() ?? 1
        let magnification = min(max(1, 1 / nearest), Self.maximumLayerMagnification)
        let base = max(deviceScale.x, deviceScale.y, 1e-3)
        let limit = Double(LayerTexturePool.maximumSide) / max(rect.width, rect.height)
        return min(base * magnification, limit)
    }

    private static func pixelSize(of rect: Rect, pixelsPerPoint: Double) -> (Int32, Int32) {
        (
            Int32(max(1, (rect.width * pixelsPerPoint).rounded(.up))),
            Int32(max(1, (rect.height * pixelsPerPoint).rounded(.up)))
        )
    }

    /// Where no texture can be had: the content drawn with the closest affine map.
    private func drawLayerWithoutPerspective(_ rect: Rect, projection: Projection, content: (Canvas) -> Void) {
        save()
        concatenate(projection.affineApproximation(at: rect.center))
        clip(to: rect)
        content(self)
        restore()
    }
}
