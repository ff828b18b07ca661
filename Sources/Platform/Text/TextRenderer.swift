import CSDL2
import Kit

/// Renders strings to textures (white, tinted when drawn) and caches them within a budget of bytes, so static text
/// costs one draw call and a counter that changes every frame does not grow the cache. Each rendering is kept on
/// disk too (`RasterDiskCache`'s text files): the next launch draws its labels from there, without SDL_ttf.
@MainActor
final class TextRenderer {
    /// Most bytes of string textures kept (a few thousand labels); the least recently drawn go first.
    static let byteBudget = 8 * 1024 * 1024
    /// Text textures are 32-bit ARGB.
    static let bytesPerPixel = 4

    struct Key: Hashable {
        let text: String
        let weight: TextStyle.Weight
        let pixelSize: Int32
        /// Wrap width in pixels for multi-line text, 0 for one line.
        let wrapWidth: Int32
        let alignment: TextStyle.Alignment
    }

    struct Entry {
        let texture: OpaquePointer
        let pixelWidth: Int32
        let pixelHeight: Int32
    }

    private let renderer: OpaquePointer
    private let fonts: FontLibrary
    private var entries = ByteBudgetCache<Key, Entry>(byteBudget: TextRenderer.byteBudget)

    init(renderer: OpaquePointer, fonts: FontLibrary) {
        self.renderer = renderer
        self.fonts = fonts
    }

    func entry(for key: Key) -> Entry? {
        if let entry = entries.value(for: key) { return entry }
        let diskKey = fonts.diskKey(
            text: key.text, weight: key.weight, pixelSize: key.pixelSize, wrapWidth: key.wrapWidth,
            alignment: Self.ttfAlignment(key.alignment))
        var surface = fonts.diskCache?.textSurface(forKey: diskKey)
        if surface == nil {
            surface = render(key)
            if let surface { fonts.diskCache?.storeText(surface, forKey: diskKey) }
        }
        guard let surface else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let entry = Entry(texture: texture, pixelWidth: surface.pointee.w, pixelHeight: surface.pointee.h)
        let bytes = Int(entry.pixelWidth) * Int(entry.pixelHeight) * Self.bytesPerPixel
        for evicted in entries.insert(entry, bytes: bytes, for: key) { SDL_DestroyTexture(evicted.texture) }
        return entry
    }

    /// `key`'s text rendered by SDL_ttf, white.
    private func render(_ key: Key) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let font = fonts.font(key.weight, pixelSize: key.pixelSize), let library = fonts.library else {
            return nil
        }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        if key.wrapWidth > 0 {
            library.setWrappedAlign(font, Self.ttfAlignment(key.alignment))
            return library.renderBlendedWrapped(font, key.text, white, UInt32(key.wrapWidth))
        }
        return library.renderBlended(font, key.text, white)
    }

    /// Drops every texture and closes the fonts (before the renderer goes).
    func removeAll() {
        forgetRenderings()
        fonts.closeAll()
    }

    /// Drops every texture: the next frame renders its text again (the kept renderings turned out stale).
    func forgetRenderings() {
        for entry in entries.removeAll() { SDL_DestroyTexture(entry.texture) }
    }

    private static func ttfAlignment(_ alignment: TextStyle.Alignment) -> Int32 {
        switch alignment {
        case .leading: return TrueTypeLibrary.wrappedAlignLeft
        case .center: return TrueTypeLibrary.wrappedAlignCenter
        case .trailing: return TrueTypeLibrary.wrappedAlignRight
        }
    }
}
