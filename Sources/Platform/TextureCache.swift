import CSDL2
import Kit

/// Image textures by file and pixel size, so an SVG is rasterised once per size it is drawn at.
@MainActor
final class TextureCache {
    /// Most textures kept; the least recently used go first (an animated scale would otherwise grow it forever).
    static let capacity = 48

    private struct Key: Hashable {
        let path: String
        let width: Int32
        let height: Int32
    }

    private let renderer: OpaquePointer
    private var entries: [Key: OpaquePointer] = [:]
    private var recency: [Key] = []
    private var failed: Set<String> = []

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// The texture for `image` at the given pixel size (vector) or its own size (bitmap), or nil if unreadable.
    func texture(for image: Image, pixelWidth: Int32, pixelHeight: Int32) -> OpaquePointer? {
        let vector = ImageLoader.isVector(image.path)
        let key = Key(path: image.path, width: vector ? pixelWidth : 0, height: vector ? pixelHeight : 0)
        if let texture = entries[key] {
            touch(key)
            return texture
        }
        guard !failed.contains(image.path) else { return nil }
        do {
            let surface = try ImageLoader.loadSurface(
                path: image.path, pixelSize: vector ? (pixelWidth, pixelHeight) : nil)
            defer { SDL_FreeSurface(surface) }
            guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            insert(texture, for: key)
            return texture
        } catch {
            failed.insert(image.path)
            return nil
        }
    }

    func removeAll() {
        for texture in entries.values { SDL_DestroyTexture(texture) }
        entries.removeAll()
        recency.removeAll()
    }

    private func insert(_ texture: OpaquePointer, for key: Key) {
        entries[key] = texture
        recency.append(key)
        while recency.count > Self.capacity {
            let oldest = recency.removeFirst()
            if let stale = entries.removeValue(forKey: oldest) { SDL_DestroyTexture(stale) }
        }
    }

    private func touch(_ key: Key) {
        if let index = recency.firstIndex(of: key) { recency.remove(at: index) }
        recency.append(key)
    }
}
