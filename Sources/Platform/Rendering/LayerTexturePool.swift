import CSDL2

/// Render-target textures for offscreen layers and snapshots, reused by size so a view turning in 3D does not
/// create and destroy a texture every frame.
///
/// Sizes are rounded up to a coarse grid (the layer draws the part it covers), for two reasons: a layer whose
/// size changes every frame (a growing figure) reuses the same few textures, and SDL's OpenGL renderers keep one
/// framebuffer object per target size ever used, which holds on to the last texture rendered into it even after
/// the texture is destroyed — so the number of distinct sizes, not the number of textures, bounds that memory.
/// Idle textures are kept within a byte budget and dropped once unused for a while (their layer has gone).
@MainActor
final class LayerTexturePool {
    /// Most bytes of idle textures kept for reuse; the least recently used go first.
    nonisolated static let idleByteBudget = 32 * 1024 * 1024
    /// Frames an idle texture is kept without being used again (two seconds at 60 Hz).
    static let idleFrameLimit = 120
    /// Largest layer side, in pixels (within what every SDL renderer supports).
    nonisolated static let maximumSide: Int32 = 4096
    /// Render targets are 32-bit ARGB.
    static let bytesPerPixel = 4
    /// Smallest step of the size grid, in pixels; larger sides round up to an eighth of their power of two.
    nonisolated static let minimumSizeStep: Int32 = 64

    struct PixelSize: Hashable {
        let width: Int32
        let height: Int32
    }

    private let renderer: OpaquePointer
    private struct IdleTexture {
        let texture: OpaquePointer
        let size: PixelSize
    }

    private var idle = ByteBudgetCache<OpaquePointer, IdleTexture>(byteBudget: LayerTexturePool.idleByteBudget)
    /// The frame each idle texture was given back in.
    private var releasedInFrame: [OpaquePointer: Int] = [:]
    private var frame = 0
    /// Whether the renderer blends premultiplied colour (SDL's software renderer does not).
    private(set) lazy var supportsPremultipliedBlending: Bool = probePremultipliedBlending()

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// Bytes of idle textures kept now.
    var idleBytes: Int { idle.totalBytes }

    /// The texture size a layer of `width` × `height` pixels gets: each side rounded up to the grid.
    nonisolated static func textureSize(width: Int32, height: Int32) -> PixelSize {
        PixelSize(width: gridSide(width), height: gridSide(height))
    }

    nonisolated static func gridSide(_ pixels: Int32) -> Int32 {
        grid.side(pixels)
    }

    /// Layer sides round up to an eighth of their power of two, at least `minimumSizeStep`.
    nonisolated static let grid = PixelGrid(minimumStep: minimumSizeStep, stepsPerOctave: 8, maximum: maximumSide)

    /// A cleared-on-use texture at least `width` × `height` (its size on the grid); give it back with `release`.
    func acquire(width: Int32, height: Int32) -> (texture: OpaquePointer, size: PixelSize)? {
        let size = Self.textureSize(width: width, height: height)
        if let reused = idle.keysByRecency.last(where: { idle.peek($0)?.size == size }) {
            _ = idle.removeValue(for: reused)
            releasedInFrame[reused] = nil
            return (reused, size)
        }
        return makeTexture(width: size.width, height: size.height).map { ($0, size) }
    }

    func release(_ texture: OpaquePointer) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        releasedInFrame[texture] = frame
        let entry = IdleTexture(texture: texture, size: PixelSize(width: width, height: height))
        for evicted in idle.insert(entry, bytes: Int(width) * Int(height) * Self.bytesPerPixel, for: texture) {
            destroy(evicted.texture)
        }
    }

    /// Starts a frame: textures idle for more than `idleFrameLimit` frames are freed.
    func beginFrame() {
        frame += 1
        let stale = releasedInFrame.filter { frame - $0.value > Self.idleFrameLimit }.map(\.key)
        for texture in stale where idle.removeValue(for: texture) != nil { destroy(texture) }
    }

    /// A new render-target texture with transparent pixels, blending as premultiplied colour where supported
    /// (what rendering into a cleared texture produces).
    func makeTexture(width: Int32, height: Int32) -> OpaquePointer? {
        guard
            let texture = SDL_CreateTexture(
                renderer, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue), Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                width, height)
        else { return nil }
        if !supportsPremultipliedBlending || SDL_SetTextureBlendMode(texture, Self.premultipliedBlendMode) != 0 {
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        }
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return texture
    }

    func removeAll() {
        for entry in idle.removeAll() { destroy(entry.texture) }
    }

    /// out = src + dst·(1 − src.alpha) for colour and alpha: "over" for premultiplied pixels.
    static let premultipliedBlendMode = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD, SDL_BLENDFACTOR_ONE,
        SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)

    private func destroy(_ texture: OpaquePointer) {
        releasedInFrame[texture] = nil
        SDL_DestroyTexture(texture)
    }

    private func probePremultipliedBlending() -> Bool {
        guard
            let probe = SDL_CreateTexture(
                renderer, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue), Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 1, 1)
        else { return false }
        defer { SDL_DestroyTexture(probe) }
        return SDL_SetTextureBlendMode(probe, Self.premultipliedBlendMode) == 0
    }
}
