import CSDL2
import Kit

/// Image textures by file and pixel size, so an SVG is rasterised once per size it is drawn at.
///
/// Memory follows what is on screen: textures not drawn for `unusedFrameLimit` rendered frames are freed (a
/// hidden tab's pictures, a window size left behind), and all of them stay within a budget of bytes, the least
/// recently drawn going first. A picture whose size changes from frame to frame (a figure growing, a window being
/// resized) is rasterised at sizes rounded up to a coarse grid and scaled down a little when drawn, so an
/// animation reuses a few rasterisations instead of making one per frame; once its size holds for a frame it is
/// rasterised at exactly that size again.
@MainActor
final class TextureCache {
    /// Most texture bytes kept, at least: a window's pictures and icons at 1024 × 720.
    nonisolated static let minimumByteBudget = 16 * 1024 * 1024
    /// Most texture bytes kept, in frames' worth of pixels: a full-window picture fading into another, and a
    /// third (icons, a size left behind) — so a HiDPI window keeps its two pictures, and a resized one does not
    /// keep a picture for every size it had.
    nonisolated static let budgetInWindowFrames = 3

    /// The budget for a frame of `pixels` pixels.
    nonisolated static func byteBudget(forFramePixels pixels: Int) -> Int {
        max(minimumByteBudget, pixels * bytesPerPixel * budgetInWindowFrames)
    }
    /// Rendered frames a texture is kept without being drawn (two seconds of animation at 60 Hz).
    nonisolated static let unusedFrameLimit: UInt64 = 120
    /// Sizes of a changing picture round up to a sixteenth of their power of two (within 6.25 %), at least 8 px.
    nonisolated static let changingSizeGrid = PixelGrid(minimumStep: 8, stepsPerOctave: 16, maximum: 16_384)
    /// Textures are 32-bit RGBA.
    nonisolated static let bytesPerPixel = 4

    struct Key: Hashable {
        let path: String
        let width: Int32
        let height: Int32
    }

    struct PixelSize: Hashable {
        let width: Int32
        let height: Int32
    }

    private let renderer: OpaquePointer
    private let disk = RasterDiskCache.shared
    private var entries = ByteBudgetCache<Key, OpaquePointer>(byteBudget: TextureCache.minimumByteBudget)
    private var failed: Set<String> = []
    /// The sizes each picture was drawn at in the previous frame and in this one.
    private var sizesInPreviousFrame: [String: Set<PixelSize>] = [:]
    private var sizesInThisFrame: [String: Set<PixelSize>] = [:]
    /// Textures made since the cache began (each one a decode or rasterisation, or a read from the disk cache).
    private(set) var texturesMade = 0
    /// Whether each file drawn so far is an SVG, sniffed once from its content.
    private var vectors: [String: Bool] = [:]
    /// Decodes large bitmaps off the main thread when set (the app); without it (tests) every decode is inline.
    weak var backgroundLoader: BackgroundImageLoader?

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// Bytes of texture kept now.
    var bytes: Int { entries.totalBytes }

    /// Starts a frame of `framePixels` pixels: the budget follows the frame's size, and textures not drawn for
    /// `unusedFrameLimit` frames are freed.
    func beginFrame(framePixels: Int) {
        let budget = Self.byteBudget(forFramePixels: framePixels)
        if budget != entries.byteBudget {
            for texture in entries.setByteBudget(budget) { SDL_DestroyTexture(texture) }
        }
        sizesInPreviousFrame = sizesInThisFrame
        sizesInThisFrame.removeAll(keepingCapacity: true)
        entries.advanceGeneration()
        for texture in entries.removeValues(unusedForGenerations: Self.unusedFrameLimit) { SDL_DestroyTexture(texture) }
    }

    /// The texture for `image` at the given pixel size (vector: at that size, or slightly larger while the size
    /// changes) or its own size (bitmap), or nil if unreadable.
    func texture(for image: Image, pixelWidth: Int32, pixelHeight: Int32) -> OpaquePointer? {
        let vector = isVector(image.path)
        let asked = PixelSize(width: pixelWidth, height: pixelHeight)
        let size = vector ? rasterSize(for: image.path, asked) : nil
        let key = Key(path: image.path, width: size?.width ?? 0, height: size?.height ?? 0)
        if let texture = entries.value(for: key) { return texture }
        guard !failed.contains(image.path) else { return nil }
        if !vector, let backgroundLoader, image.naturalPixelCount > Double(ImageLimits.synchronousDecodePixelCount) {
            backgroundLoader.redecode(image)
            return nil
        }
        do {
            let surface = try loadSurface(image.path, size: size, keepsOnDisk: size == asked)
            defer { SDL_FreeSurface(surface) }
            return makeTexture(from: surface, for: key)
        } catch {
            failed.insert(image.path)
            return nil
        }
    }

    /// Keeps ready a picture that will be drawn at this size soon (`Canvas.prepare`): its texture is made, or kept as
    /// if drawn this frame. While the asked size is changing (the view scaled for a moment) the textures it already
    /// has are kept instead, so a passing animation makes no rasterisations of a picture not on screen.
    func prepare(_ image: Image, pixelWidth: Int32, pixelHeight: Int32) {
        let asked = PixelSize(width: pixelWidth, height: pixelHeight)
        let isSteady = sizesInPreviousFrame[image.path]?.contains(asked) ?? false
        if !isSteady, isVector(image.path), entries.markUsed(where: { $0.path == image.path }) {
            sizesInThisFrame[image.path, default: []].insert(asked)
            return
        }
        _ = texture(for: image, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// Whether a texture of the file at `path` is kept, at any size.
    func holdsTexture(of path: String) -> Bool { textureCount(of: path) > 0 }

    /// The textures kept of the file at `path`, one per size.
    func textureCount(of path: String) -> Int {
        entries.keysByRecency.filter { $0.path == path }.count
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
        if let stale = entries.removeValue(for: key) { SDL_DestroyTexture(stale) }
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
        texturesMade += 1
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        let bytes = Int(surface.pointee.w) * Int(surface.pointee.h) * Self.bytesPerPixel
        for evicted in entries.insert(texture, bytes: bytes, for: key) { SDL_DestroyTexture(evicted) }
        return texture
    }

    func removeAll() {
        for texture in entries.removeAll() { SDL_DestroyTexture(texture) }
        disk.flush()
    }

    /// A bitmap as it is; an SVG from the disk cache, else rasterised (and kept on disk when drawn at exactly
    /// that size: a changing size's grid rasterisations are not worth keeping).
    private func loadSurface(_ path: String, size: PixelSize?, keepsOnDisk: Bool) throws
        -> UnsafeMutablePointer<SDL_Surface>
    {
        guard let size else { return try ImageLoader.loadSurface(path: path, pixelSize: nil) }
        return try disk.rasterize(path, width: size.width, height: size.height, keeps: keepsOnDisk)
    }

    /// The size to rasterise a picture at: as asked, unless the picture was drawn at other sizes (and not this
    /// one) in the previous frame — then it is changing, and the size goes up to the grid.
    private func rasterSize(for path: String, _ asked: PixelSize) -> PixelSize {
        sizesInThisFrame[path, default: []].insert(asked)
        guard let previous = sizesInPreviousFrame[path], !previous.contains(asked) else { return asked }
        return Self.changingSize(asked)
    }

    nonisolated static func changingSize(_ asked: PixelSize) -> PixelSize {
        PixelSize(width: changingSizeGrid.side(asked.width), height: changingSizeGrid.side(asked.height))
    }
}

extension Image {
    /// Pixels of the natural size (a bitmap's real pixel count).
    fileprivate var naturalPixelCount: Double { naturalSize.width * naturalSize.height }
}
