import CSDL2
import Kit

/// Image textures by file and pixel size, so an SVG is rasterised once per size it is drawn at, within a budget of
/// bytes: an animated scale or a window resized many times drops the least recently drawn sizes instead of keeping
/// every one.
@MainActor
final class TextureCache {
    /// Most texture bytes kept: a full 2× window's two crossfade pictures (2 × 2048 × 1440 × 4 B) and the icons.
    nonisolated static let byteBudget = 32 * 1024 * 1024

    struct Key: Hashable {
        let path: String
        let width: Int32
        let height: Int32
    }

    private let renderer: OpaquePointer
    private var entries = ByteBudgetCache<Key, OpaquePointer>(byteBudget: TextureCache.byteBudget)
    private var failed: Set<String> = []

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// Bytes of texture kept now.
    var bytes: Int { entries.totalBytes }

    /// The texture for `image` at the given pixel size (vector) or its own size (bitmap), or nil if unreadable.
    func texture(for image: Image, pixelWidth: Int32, pixelHeight: Int32) -> OpaquePointer? {
        let vector = ImageLoader.isVector(image.path)
        let key = Key(path: image.path, width: vector ? pixelWidth : 0, height: vector ? pixelHeight : 0)
        if let texture = entries.value(for: key) { return texture }
        guard !failed.contains(image.path) else { return nil }
        do {
            let surface = try ImageLoader.loadSurface(
                path: image.path, pixelSize: vector ? (pixelWidth, pixelHeight) : nil)
            defer { SDL_FreeSurface(surface) }
            guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            let bytes = Int(surface.pointee.w) * Int(surface.pointee.h) * Self.bytesPerPixel
            for evicted in entries.insert(texture, bytes: bytes, for: key) { SDL_DestroyTexture(evicted) }
            return texture
        } catch {
            failed.insert(image.path)
            return nil
        }
    }

    func removeAll() {
        for texture in entries.removeAll() { SDL_DestroyTexture(texture) }
    }

    /// Textures are 32-bit RGBA.
    static let bytesPerPixel = 4
}
