import CSDL2
import Kit

/// Kit's `Canvas` on an SDL renderer: shapes become triangles for `SDL_RenderGeometry` (axis-aligned rectangles
/// take a faster path, see SDLCanvas+RectFill.swift), transformed on the CPU, so rotation, scale and opacity apply
/// uniformly to shapes, images and text.
@MainActor
public final class SDLCanvas: Canvas {
    let renderer: OpaquePointer
    public internal(set) var scale: Double
    var state = CanvasState()
    var stack: [CanvasState] = []
    let textures: TextureCache
    let text: TextRenderer
    /// Offscreen textures for views drawn in 3D, reused frame to frame.
    let layers: LayerTexturePool
    /// Snapshots still alive (transitions under way), freed with the renderer if they outlive it.
    var snapshots: [WeakSnapshot] = []
    /// Whether axis-aligned rectangles take the span fast path (tests turn it off to compare against triangles).
    var fillsRectanglesBySpans = true
    /// Whether the renderer drops the fraction of vertex positions (SDL's software renderer truncates them to whole
    /// pixels; GPU renderers sample the true positions), so the rectangle path can snap its edges the same way.
    let truncatesVertexPositions: Bool

    init(renderer: OpaquePointer, scale: Double, fonts: FontLibrary) {
        PixelMemory.returnFreedBuffersToSystem()
        self.renderer = renderer
        self.scale = scale
        textures = TextureCache(renderer: renderer)
        text = TextRenderer(renderer: renderer, fonts: fonts)
        layers = LayerTexturePool(renderer: renderer)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        truncatesVertexPositions = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }

    /// Starts a frame: clears to `color` (unless nil: the frame paints every pixel itself) and resets the state
    /// stack.
    func beginFrame(scale newScale: Double, clearColor color: Color?) {
        scale = newScale
        state = CanvasState()
        stack.removeAll()
        layers.beginFrame()
        var pixelWidth: Int32 = 0
        var pixelHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        textures.beginFrame(framePixels: Int(pixelWidth) * Int(pixelHeight))
        SDL_RenderSetClipRect(renderer, nil)
        guard let color else { return }
        let (r, g, b, a) = color.bytes
        SDL_SetRenderDrawColor(renderer, r, g, b, a)
        SDL_RenderClear(renderer)
    }

    /// Frees every cached texture (before the renderer goes).
    func releaseResources() {
        textures.removeAll()
        text.removeAll()
        for entry in snapshots { entry.snapshot?.destroyTexture() }
        snapshots.removeAll()
        layers.removeAll()
    }

    public func save() { stack.append(state) }

    public func restore() {
        guard let previous = stack.popLast() else {
            assertionFailure("Canvas.restore() without a matching save(): balance every save with a restore.")
            return
        }
        let clipChanged = previous.clip != state.clip
        state = previous
        if clipChanged { applyClip() }
    }

    public func concatenate(_ transform: AffineTransform) {
        state.transform = transform.concatenating(state.transform)
    }

    public func multiplyAlpha(_ alpha: Double) {
        state.alpha *= min(max(alpha, 0), 1)
    }

    public func clip(to rect: Rect) {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].map { devicePoint($0) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = (xs.min() ?? 0).rounded()
        let minY = (ys.min() ?? 0).rounded()
        var pixels = Rect(
            x: minX, y: minY, width: (xs.max() ?? 0).rounded() - minX, height: (ys.max() ?? 0).rounded() - minY)
        if let current = state.clip { pixels = pixels.intersection(current) }
        state.clip = pixels
        applyClip()
    }

    /// A point in user space → device pixels.
    func devicePoint(_ p: Point) -> Point {
        state.transform.apply(to: p) * scale
    }

    /// How many device pixels one user-space unit spans, along x and y (for rasterising at the exact size).
    var deviceScale: (x: Double, y: Double) {
        let t = state.transform
        return ((t.a * t.a + t.b * t.b).squareRoot() * scale, (t.c * t.c + t.d * t.d).squareRoot() * scale)
    }

    /// Whether the transform only translates and scales (no rotation), so images can be pixel-aligned.
    var isAxisAligned: Bool { state.transform.b == 0 && state.transform.c == 0 }

    func applyClip() {
        guard let clip = state.clip else {
            SDL_RenderSetClipRect(renderer, nil)
            return
        }
        var rect = SDL_Rect(
            x: Int32(clip.minX), y: Int32(clip.minY), w: Int32(max(clip.width, 0)), h: Int32(max(clip.height, 0)))
        if rect.w == 0 || rect.h == 0 {
            // SDL treats an empty clip rect as "no clip"; a 1-pixel clip far off-screen hides everything instead.
            rect = SDL_Rect(x: -10, y: -10, w: 1, h: 1)
        }
        SDL_RenderSetClipRect(renderer, &rect)
    }
}
