import CSDL2

/// Render-target textures for offscreen layers, kept by pixel size so a view turning in 3D reuses one texture
/// every frame instead of creating and destroying one.
@MainActor
final class LayerTexturePool {
    /// Idle textures kept for reuse; the least recently used go first.
    static let capacity = 8
    /// Largest layer side, in pixels (within what every SDL renderer supports).
    static let maximumSide: Int32 = 4096

    private struct Size: Hashable {
        let width: Int32
        let height: Int32
    }

    private let renderer: OpaquePointer
    private var idle: [(size: Size, texture: OpaquePointer)] = []
    /// Whether the renderer blends premultiplied colour (SDL's software renderer does not).
    private(set) lazy var supportsPremultipliedBlending: Bool = probePremultipliedBlending()

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// A cleared texture of exactly this size, to render into and draw; give it back with `release`.
    func acquire(width: Int32, height: Int32) -> OpaquePointer? {
        let size = Size(width: width, height: height)
        if let index = idle.lastIndex(where: { $0.size == size }) {
            return idle.remove(at: index).texture
        }
        return makeTexture(width: width, height: height)
    }

    func release(_ texture: OpaquePointer) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        idle.append((Size(width: width, height: height), texture))
        while idle.count > Self.capacity { SDL_DestroyTexture(idle.removeFirst().texture) }
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
        for entry in idle { SDL_DestroyTexture(entry.texture) }
        idle.removeAll()
    }

    /// out = src + dst·(1 − src.alpha) for colour and alpha: "over" for premultiplied pixels.
    static let premultipliedBlendMode = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD, SDL_BLENDFACTOR_ONE,
        SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)

    private func probePremultipliedBlending() -> Bool {
        guard
            let probe = SDL_CreateTexture(
                renderer, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue), Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 1, 1)
        else { return false }
        defer { SDL_DestroyTexture(probe) }
        return SDL_SetTextureBlendMode(probe, Self.premultipliedBlendMode) == 0
    }
}
