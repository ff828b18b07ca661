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
    /// Whether each file drawn so far is an SVG, sniffed once from its content.
    private var vectors: [String: Bool] = [:]
    /// Decodes large bitmaps off the main thread when set (the app); without it (tests) every decode is inline.
    weak var backgroundLoader: BackgroundImageLoader?

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// The texture for `image` at the given pixel size (vector) or its own size (bitmap), or nil if unreadable.
    func texture(for image: Image, pixelWidth: Int32, pixelHeight: Int32) -> OpaquePointer? {
        let vector = isVector(image.path)
        let key = Key(path: image.path, width: vector ? pixelWidth : 0, height: vector ? pixelHeight : 0)
        if let texture = entries[key] {
            touch(key)
            return texture
        }
        guard !failed.contains(image.path) else { return nil }
        if !vector, let backgroundLoader, image.naturalPixelCount > Double(ImageLimits.synchronousDecodePixelCount) {
            backgroundLoader.redecode(image)
            return nil
        }
        do {
            let surface = try ImageLoader.loadSurface(
                path: image.path, pixelSize: vector ? (pixelWidth, pixelHeight) : nil)
            defer { SDL_FreeSurface(surface) }
            return makeTexture(from: surface, for: key)
        } catch {
            failed.insert(image.path)
            return nil
        }
    }

    private func isVector(_ path: String) -> Bool {
        if let known = vectors[path] { return known }
        let vector = ImageLoader.isVector(path)
        vectors[path] = vector
        return vector
    }

    /// Whether `image` is being decoded in the background (draw nothing for it yet).
    func isDecoding(_ image: Image) -> Bool {
        backgroundLoader?.isRedecoding(image) ?? false
    }

    /// Makes the texture of a bitmap decoded in the background.
    func adopt(_ pixels: DecodedPixels, for image: Image) {
        let key = Key(path: image.path, width: 0, height: 0)
        if let stale = entries.removeValue(forKey: key) {
            SDL_DestroyTexture(stale)
            recency.removeAll { $0 == key }
        }
        failed.remove(image.path)
        _ = makeTexture(from: pixels.surface, for: key)
    }

    /// Remembers a file that cannot be drawn, so it is not decoded again every frame.
    func markFailed(_ path: String) {
        failed.insert(path)
    }

    private func makeTexture(from surface: UnsafeMutablePointer<SDL_Surface>, for key: Key) -> OpaquePointer? {
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            failed.insert(key.path)  // e.g. past the GPU's texture size: retrying every frame would not help
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        insert(texture, for: key)
        return texture
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

extension Image {
    /// Pixels of the natural size (a bitmap's real pixel count).
    fileprivate var naturalPixelCount: Double { naturalSize.width * naturalSize.height }
}
